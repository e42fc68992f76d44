import { randomUUID } from 'node:crypto';
import { exampleBody, hostileBodies, type JsonSchema } from './hostile-values';
import { KIT_SERVICES, serviceUnderTest } from './kit-services';

/**
 * Every route of every kit-verified service, read from its own OpenAPI document, called as
 * an admin (so authorization does not hide anything) with NUL and other control characters
 * in its path, its query parameters and each text field of an otherwise valid body, with a
 * multipart body without a boundary or cut short, and with content types it does not take.
 * Hostile input is the client's fault: a 4xx, never a 500.
 * The auth service checks admins against its own user table; its suite covers its routes.
 */

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { method: Method; url: string; headers?: Record<string, string>; payload?: string | Buffer; schemaRefuses?: boolean };

const HOSTILE = ['\u0000', 'a\u0000b', '\u0001\u001f\u007f', '\ud800'];
const enc = encodeURIComponent;
// encodeURIComponent refuses a lone surrogate; its raw UTF-8 bytes are what a hostile client sends.
const encode = (s: string) => (s === '\ud800' ? '%ED%A0%80' : enc(s));

const fillPath = (path: string, hostile?: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => (hostile !== undefined ? encode(hostile) : /id$/i.test(name) ? randomUUID() : 'home.hero.title'));

const BOUNDARY = '----sqwhostile';
const truncatedMultipart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`;

/** The calls that carry hostile input to one operation. */
function hostileCalls(method: Method, path: string, op: Operation): Call[] {
  const calls: Call[] = [];
  const params = op.parameters ?? [];
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const json = op.requestBody?.content?.['application/json']?.schema;
  const validBody = hasBody ? JSON.stringify(json ? exampleBody(json) : {}) : undefined;
  const jsonCall = (url: string): Call => ({ method, url, ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: validBody } : {}) });

  if (params.some((p) => p.in === 'path')) for (const h of HOSTILE) calls.push(jsonCall(fillPath(path, h)));
  const url = fillPath(path);
  // A control character in a query parameter or a body field is the schema's to refuse.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const control = HOSTILE.filter((h) => /[\u0000-\u001f\u007f]/.test(h));
  for (const p of params.filter((q) => q.in === 'query'))
    for (const h of control) calls.push({ ...jsonCall(`${url}?${enc(p.name)}=${encode(h)}`), schemaRefuses: true });
  if (json)
    for (const body of hostileBodies(json, control))
      calls.push({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), schemaRefuses: true });
  if (json)
    for (const body of hostileBodies(json, ['\ud800']))
      calls.push({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  for (const p of params.filter((q) => q.in === 'query')) calls.push(jsonCall(`${url}?${enc(p.name)}=${encode('\ud800')}`));
  if (hasBody) {
    calls.push({ method, url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    calls.push({ method, url, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.from(truncatedMultipart, 'latin1') });
    calls.push({ method, url, headers: { 'content-type': 'text/plain' }, payload: 'a\u0000b' });
    calls.push({ method, url, headers: { 'content-type': 'application/json' }, payload: '{"a":"\\u0000' });
    calls.push({ method, url, headers: { 'content-type': 'application/json; charset=latin1' }, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
  }
  return calls;
}

function errorShaped(body: string): boolean {
  try {
    const e = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    return typeof e?.code === 'string' && typeof e.message === 'string';
  } catch {
    return false;
  }
}

// Many calls from one address: the limits are not what is tested here.
process.env.RATE_LIMIT_SCALE = '10000';

describe.each(KIT_SERVICES)('%s service under hostile input', (name, def) => {
  const service = serviceUnderTest(def);

  it('answers every route with a 4xx in the shared error shape, never a 500; control characters are refused by the schema', async () => {
    const t = service();
    const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    const admin = `Bearer ${await t.adminToken()}`;
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => hostileCalls(method.toUpperCase() as Method, path, op)),
    );
    expect(calls.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: { ...c.headers, authorization: admin } }).catch((err: Error) => err);
      if (res instanceof Error) {
        wrong.push(`${c.method} ${c.url} → ${res.message}`);
        continue;
      }
      // The admin service answers 502 by design when the services it aggregates are not there.
      const failed = res.statusCode >= 500 && !(name === 'admin' && res.statusCode === 502);
      const shaped = res.statusCode < 400 || errorShaped(res.body);
      // Refused before any query: a 4xx, and not PostgreSQL's refusal the kit turns into a 400.
      const refused = !c.schemaRefuses || (res.statusCode >= 400 && !/cannot be stored/.test(res.body));
      if (failed || !shaped || !refused)
        wrong.push(`${c.method} ${c.url} ${typeof c.payload === 'string' ? c.payload.slice(0, 1000) : ''} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
