import { optionalText, text } from '../src/common';
import { media, site, store, webEssentials } from '../src/index';

const CONTROL = ['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b[31m', '\u007f'];
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('text fields refuse control characters', () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('text() and optionalText() refuse %s with a readable message', (_, c) => {
    for (const schema of [text(100), optionalText(100)]) {
      const r = schema.safeParse(`Hello ${c} there`);
      expect(r.success).toBe(false);
      expect(messageOf(r)).toMatch(/control characters/);
    }
  });

  it('keep line breaks and tabs, which multi-line text needs', () => {
    expect(text(100).parse(' one\r\ntwo\tthree\nfour ')).toBe('one\r\ntwo\tthree\nfour');
    expect(optionalText(100).parse('')).toBeNull();
    expect(text(100).parse('Ünïcødé — ☃ 💸')).toBe('Ünïcødé — ☃ 💸');
  });

  it('the public forms and the admin searches refuse a NUL byte', () => {
    expect(site.ContactForm.safeParse({ name: 'A\u0000', email: 'a@example.com', message: 'Hi' }).success).toBe(false);
    expect(site.ContactForm.safeParse({ name: 'A', email: 'a@example.com', message: 'Hi\u0000' }).success).toBe(false);
    expect(site.ContactForm.safeParse({ name: 'A', email: 'a@example.com', message: 'Hi\nthere' }).success).toBe(true);
    expect(media.ProposalFilter.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(webEssentials.SubmissionFilter.safeParse({ search: 'a\u0000' }).success).toBe(false);
    const questionnaire = {
      business_name: 'Sovereign Bakery',
      business_description: 'Artisan sourdough for the neighbourhood.',
      services: 'Bread, pastries, catering',
      contact_name: 'Ada Baker',
      contact_email: 'ada@example.com',
    };
    expect(webEssentials.Questionnaire.safeParse(questionnaire).success).toBe(true);
    expect(webEssentials.Questionnaire.safeParse({ ...questionnaire, business_name: 'Bakery\u0000' }).success).toBe(false);
    expect(webEssentials.Questionnaire.safeParse({ ...questionnaire, services: 'Bread\u001b' }).success).toBe(false);
    expect(webEssentials.Questionnaire.safeParse({ ...questionnaire, pages: '5\u0000' }).success).toBe(false);
    expect(store.AdminOrderQuery.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(store.AdminOrderQuery.safeParse({ after: 'a\u0000' }).success).toBe(false);
    expect(store.LessonParams.safeParse({ slug: 'a\u0000', id: '6f1c1a52-2f53-4a0c-9a8e-0c4f3e5a1b2c' }).success).toBe(false);
  });
});
