import { aalOf } from '../src/assurance';

const token = (claims: Record<string, unknown>) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

describe('aalOf', () => {
  it('reads the aal claim of an access token', () => {
    expect(aalOf(token({ aal: 'aal2', amr: [{ method: 'totp' }], name: 'Zoë ~?>' }))).toBe('aal2');
    expect(aalOf(token({ aal: 'aal1' }))).toBe('aal1');
  });

  it('takes anything else as aal1', () => {
    expect(aalOf(token({}))).toBe('aal1');
    expect(aalOf(token({ aal: 'AAL2' }))).toBe('aal1');
    expect(aalOf('not-a-token')).toBe('aal1');
    expect(aalOf('a.%%%.c')).toBe('aal1');
    expect(aalOf(undefined)).toBe('aal1');
  });
});
