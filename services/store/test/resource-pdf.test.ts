import { pdfText as textOf } from '@sqw/service-kit/pdf-text';
import { resourcePdf } from '../src/pdf';
import { SEED_RESOURCES } from '../src/seed/resources';

describe('the resource PDFs', () => {
  it('keep every character of a name or title outside ASCII', async () => {
    const pdf = await resourcePdf({
      title: 'Zoë Ångström’s checklist',
      subtitle: 'Prepared for Đặng Thị Hương',
      blocks: [{ heading: 'Für Zoë', paragraphs: ['Đặng and Ångström sign here.'], bullets: ['Łukasz Żółć — “quoted”'] }],
    });
    const text = await textOf(pdf);
    for (const s of ['Zoë Ångström’s checklist', 'Đặng Thị Hương', 'Für Zoë', 'Đặng and Ångström', 'Łukasz Żółć — “quoted”']) expect(text).toContain(s);
  }, 30_000);

  it('render every built-in resource with its title and a page count', async () => {
    for (const seed of SEED_RESOURCES) {
      const text = await textOf(await resourcePdf(seed.doc));
      expect(text).toContain(seed.doc.title);
      expect(text).toMatch(/Page 1 of \d+/);
    }
  }, 60_000);
});
