import { area } from '@sqw/contracts/areas';
import { z } from 'zod';

/** A comma-separated setting as its trimmed, non-empty entries (none when unset). */
export const envList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** An on/off setting: `true` or `1` is on, anything else off. */
export const envFlag = (fallback: 'true' | 'false') =>
  z
    .string()
    .default(fallback)
    .transform((v) => v === 'true' || v === '1');

/** Settings every service reads from its environment; a service extends it with its own. */
export const BaseConfig = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.string().min(1),
  /** Base URL of the auth service; its JWKS verifies bearer tokens. */
  AUTH_URL: z
    .string()
    .url()
    .default(`http://localhost:${area('auth').service.port}`),
  /**
   * Where the auth schema's token_revocations view is read and listened for; defaults to
   * DATABASE_URL (set it when this service's database is not the auth service's).
   */
  AUTH_DATABASE_URL: z.string().default(''),
  CORS_ORIGINS: envList,
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('SQW Sovereign Wealth <no-reply@sqw.local>'),
  BUSINESS_EMAIL: z.string().default('hello@sqw.local'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  STORAGE_DIR: z.string().default('.data/uploads'),
  MIGRATE_ON_START: envFlag('false'),
  LOG_LEVEL: z.string().default('info'),
  /** Time to receive a whole request (headers and body); a client still sending after it gets a 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /**
   * Idle time after which a socket is closed without an answer. It also runs while a handler
   * works, so it stays above the request timeout: a stalled upload gets its 408 first.
   */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
});
export type BaseConfig = z.infer<typeof BaseConfig>;

export function loadConfig<S extends z.ZodRawShape>(extra: S = {} as S, env: NodeJS.ProcessEnv = process.env): BaseConfig & z.infer<z.ZodObject<S>> {
  const parsed = BaseConfig.extend(extra).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid service configuration:\n${lines}`);
  }
  return parsed.data as BaseConfig & z.infer<z.ZodObject<S>>;
}
