import { area } from '@sqw/contracts/areas';
import type { BaseConfig } from '@sqw/service-kit';
import { z } from 'zod';

/** The site service's own settings on top of the kit's. */
export const siteConfigShape = {
  /** Where browsers reach this service; the guide e-mail links to the PDF served here. */
  PUBLIC_URL: z
    .string()
    .url()
    .default(`http://localhost:${area('site').service.port}`),
  /** The secret a deploy pipeline sends as `x-deploy-key`; without it the /deploy/ routes do not exist. */
  DEPLOY_KEY: z.string().min(16).optional(),
  /** JSON: what `/runtime-config` adds to the live releases (services, anon key, where each remote's versions are served). */
  RUNTIME_CONFIG: z.string().optional(),
  /** JSON object of service name to base URL: where the composer asks an area for a shared page's head. */
  SERVICE_URLS: z.string().optional(),
};
export type SiteConfig = BaseConfig & Partial<{ PUBLIC_URL: string; DEPLOY_KEY: string; RUNTIME_CONFIG: string; SERVICE_URLS: string }>;

const trimSlash = (u: string) => u.replace(/\/+$/, '');
// The test harness builds the config from the kit's fields only, hence the fallback.
export const publicUrl = (config: SiteConfig) => trimSlash(config.PUBLIC_URL ?? siteConfigShape.PUBLIC_URL.parse(undefined));
export const siteUrl = (config: BaseConfig) => trimSlash(config.SITE_URL);
