/** The part of JSON Schema the services' OpenAPI documents use for request bodies. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

const STRING_BY_FORMAT: Record<string, string> = {
  email: 'someone@example.com',
  uuid: '6f1c1a52-2f53-4a0c-9a8e-0c4f3e5a1b2c',
  'date-time': '2026-01-02T03:04:05.000Z',
  date: '2026-01-02',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/** A plausible valid value for a schema, so one hostile field is what the service sees. */
export function exampleValue(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return exampleValue(alt.find((a) => a.type !== 'null') ?? alt[0]!);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((a) => exampleValue(a)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      if (s.format && STRING_BY_FORMAT[s.format]) return STRING_BY_FORMAT[s.format];
      const base = 'Example text';
      const min = s.minLength ?? 0;
      return (base.length >= min ? base : base.padEnd(min, 'x')).slice(0, s.maxLength ?? base.length + min);
    }
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items && (s.minItems ?? 0) > 0 ? Array.from({ length: s.minItems! }, () => exampleValue(s.items!)) : [];
    case 'null':
      return null;
    default:
      return exampleBody(s);
  }
}

export function exampleBody(s: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = exampleValue(prop);
  return out;
}

const isText = (s: JsonSchema) => {
  const types = [s.type, ...(s.anyOf ?? s.oneOf ?? []).map((a) => a.type)].flat();
  return types.includes('string') && !s.enum && s.const === undefined;
};

/** The valid body with, in turn, each top-level text field carrying each hostile value. */
export function hostileBodies(s: JsonSchema, hostile: string[]): Record<string, unknown>[] {
  const valid = exampleBody(s);
  const bodies: Record<string, unknown>[] = [];
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (!isText(prop)) continue;
    for (const h of hostile) bodies.push({ ...valid, [key]: `${String(valid[key] ?? '')}${h}` });
  }
  return bodies;
}
