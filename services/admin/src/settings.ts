import { admin } from '@sqw/contracts';
import { z } from 'zod';

const UpstreamName = admin.ServiceName.exclude(['admin']);
export type UpstreamName = z.infer<typeof UpstreamName>;
export const UPSTREAMS = UpstreamName.options;

const ServiceUrls = z.partialRecord(admin.ServiceName, z.string().url());

/** The admin service's own environment, on top of the kit's BaseConfig. */
export const AdminEnv = {
  /** JSON object { auth, site, store, webEssentials, media, hall, admin: base URL }, written by the launcher. */
  SERVICE_URLS: z
    .string()
    .default('{}')
    .transform((s, ctx) => {
      try {
        return ServiceUrls.parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'SERVICE_URLS must be a JSON object of service name to base URL' });
        return z.NEVER;
      }
    }),
  /** The auth service's gateway key (sent as `apikey`, as supabase-js does). */
  ANON_KEY: z.string().min(1).default('sqw-local-anon-key'),
  /** How long one upstream call may take before its part counts as unavailable. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
};

export type AdminSettings = {
  serviceUrls: Partial<Record<admin.ServiceName, string>>;
  anonKey: string;
  timeoutMs: number;
};

export function readAdminSettings(env: NodeJS.ProcessEnv): AdminSettings {
  const parsed = z.object(AdminEnv).parse(env);
  return { serviceUrls: parsed.SERVICE_URLS, anonKey: parsed.ANON_KEY, timeoutMs: parsed.UPSTREAM_TIMEOUT_MS };
}
