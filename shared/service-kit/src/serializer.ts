import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/**
 * The zod schema as the JSON Schema fast-json-stringify compiles: the response as it leaves
 * (`io: 'output'`), the same document the OpenAPI description is made from. Anything JSON
 * Schema cannot say (dates, bigints, transforms) throws, and the route keeps zod's serializer.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return nullableAsType(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' })) as JsonSchema;
}

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify can
 * only serialize by validating each branch at run time; `type: [X, 'null']` says the same
 * and is written with a typeof check.
 */
function nullableAsType(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(nullableAsType);
  if (!s || typeof s !== 'object') return s;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) out[k] = k === 'const' || k === 'default' || k === 'enum' || k === 'examples' ? v : nullableAsType(v);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const i = branches.findIndex(isNull);
    const other = branches[1 - i] as JsonSchema | undefined;
    if (i !== -1 && other && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function resolveZod(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const props = (schema as { properties?: unknown } | null)?.properties;
  return props instanceof z.ZodType ? props : null;
}

export type ResponseSerializerOptions = {
  /**
   * Also check each response with zod and serialize it the old way, failing (a 500, logged as
   * "response does not match its schema") when the data breaks its schema or the two outputs
   * differ. On under tests, so the whole suite holds the fast path to zod's answer.
   */
  check: boolean;
};

/**
 * Response serialization from the routes' zod schemas with fast-json-stringify: the handlers'
 * return values are typed by those schemas already, so production writes them without a zod
 * pass (which made list endpoints spend more time validating than answering). The output
 * keeps only the documented fields, like zod's, so a response cannot leak a column the
 * schema does not name.
 */
export function responseSerializerCompiler({ check }: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema): Serialize => {
    const schema = resolveZod(route.schema);
    let fast: Serialize | null = null;
    if (schema) {
      try {
        fast = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as Serialize;
      } catch {
        fast = null;
      }
    }
    // Not expressible as JSON Schema (or not zod): zod validates and JSON.stringify writes.
    if (!fast || !schema) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    if (!check) return fast;
    const stringify = fast;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      const text = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(checked.data)))) {
        throw new ResponseSerializationError(route.method, route.url, {
          cause: new z.ZodError([{ code: 'custom', path: [], message: `fast serializer wrote ${text.slice(0, 300)}`, input: data }]),
        });
      }
      return text;
    };
  };
}
