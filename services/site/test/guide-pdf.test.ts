import { site } from '@sqw/contracts';
import { pdfText } from '@sqw/service-kit/pdf-text';
import { renderGuide } from '../src/pdf/guide';
import { siteForFile } from './helpers';

const t = siteForFile();

const fetchGuide = () => t.app.inject('/guide/sovereign-wealth-guide.pdf');

describe('the free guide PDF', () => {
  it('is a multi-page PDF a reader opens', async () => {
    const res = await fetchGuide();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="sovereign-wealth-guide.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-16).toString('latin1')).toContain('%%EOF');
    const pages = Number(/Page 1 of (\d+)/.exec(await pdfText(pdf))?.[1]);
    expect(pages).toBeGreaterThan(1);
  }, 30_000);

  it('covers the four learning points of the popup, numbered on every page', async () => {
    const text = await pdfText((await fetchGuide()).rawPayload);
    expect(text).toContain(site.GUIDE_TITLE);
    for (const chapter of ['1. How to set up', '2. The foundations of investing', '3. How to build income streams', '4. How to protect what you build']) {
      expect(text).toContain(chapter);
    }
    expect(text).toContain('Triangle of Control');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
  }, 30_000);

  it('keeps every character of a name or title outside ASCII', async () => {
    const pdf = await renderGuide(
      [
        { kind: 'title', text: 'A plan for Zoë Ångström' },
        { kind: 'heading', text: 'Đặng Văn Lâm’s accounts' },
        { kind: 'paragraph', text: 'Prepared for Zoë Ångström and Đặng — “with care”.' },
        { kind: 'bullet', text: 'Łukasz Żółć, Ñandú, Şahin' },
      ],
      'Zoë Ångström',
    );
    const text = await pdfText(pdf);
    for (const s of [
      'A plan for Zoë Ångström',
      'Đặng Văn Lâm’s accounts',
      'Prepared for Zoë Ångström and Đặng — “with care”.',
      'Łukasz Żółć, Ñandú, Şahin',
      'ZOË ÅNGSTRÖM',
    ]) {
      expect(text).toContain(s);
    }
  }, 30_000);

  it('answers a conditional request with 304', async () => {
    const first = await fetchGuide();
    const again = await t.app.inject({ url: '/guide/sovereign-wealth-guide.pdf', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
