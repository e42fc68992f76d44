import { start, type T } from './helpers';

let t: T;
beforeAll(async () => {
  t = await start();
});
afterAll(() => t.close());

/** Reads the parts of the file a PDF reader relies on: header, trailer, xref offsets, pages, streams. */
function inspect(pdf: Buffer) {
  const s = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(s)?.[1]);
  const xref = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)/.exec(s.slice(startxref));
  const entries = xref ? xref[2]!.trim().split('\n').map((l) => Number(l.slice(0, 10))) : [];
  const objectsAtOffsets = entries.slice(1).every((off, i) => s.startsWith(`${i + 1} 0 obj`, off));
  const streamsMatchLengths = [...s.matchAll(/<< \/Length (\d+) >>\nstream\n/g)].every((m) => s.startsWith('\nendstream', m.index! + m[0].length + Number(m[1])));
  const pages = (s.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const declared = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(s)?.[1]);
  return { s, startxref, xref, size: Number(xref?.[1]), objectsAtOffsets, streamsMatchLengths, pages, declared };
}

describe('the free guide PDF', () => {
  it('is a valid multi-page PDF', async () => {
    const res = await t.app.inject('/guide/sovereign-wealth-guide.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="sovereign-wealth-guide.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = inspect(pdf);
    expect(info.s).toMatch(/%%EOF\n$/);
    expect(info.xref).not.toBeNull();
    expect(info.objectsAtOffsets).toBe(true);
    expect(info.streamsMatchLengths).toBe(true);
    expect(info.s).toContain(`trailer\n<< /Size ${info.size} /Root 1 0 R`);
    expect(info.pages).toBeGreaterThan(1);
    expect(info.pages).toBe(info.declared);
    // Only printable ASCII and newlines: nothing a reader could misread as binary garbage.
    expect(/^[\x20-\x7e\n]*$/.test(info.s)).toBe(true);
  });

  it('covers the four learning points of the popup, numbered on every page', async () => {
    const { s, pages } = inspect((await t.app.inject('/guide/sovereign-wealth-guide.pdf')).rawPayload);
    for (const chapter of ['(1. How to set up', '(2. The foundations of investing', '(3. How to build income streams', '(4. How to protect what you build']) {
      expect(s).toContain(chapter);
    }
    expect(s).toContain('Triangle of Control');
    expect(s).toContain(`(Page ${pages} of ${pages})`);
  });

  it('answers a conditional request with 304', async () => {
    const first = await t.app.inject('/guide/sovereign-wealth-guide.pdf');
    const again = await t.app.inject({ url: '/guide/sovereign-wealth-guide.pdf', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
