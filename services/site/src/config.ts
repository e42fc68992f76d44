import type { BaseConfig } from '@sqw/service-kit';
import { z } from 'zod';

/** The site service's own settings on top of the kit's. */
export const siteConfigShape = {
  /** Where browsers reach this service; the guide e-mail links to the PDF served here. */
  PUBLIC_URL: z.string().url().default('http://localhost:4001'),
};
export type SiteConfig = BaseConfig & Partial<{ PUBLIC_URL: string }>;

const trimSlash = (u: string) => u.replace(/\/+$/, '');
// The test harness builds the config from the kit's fields only, hence the fallback.
export const publicUrl = (config: SiteConfig) => trimSlash(config.PUBLIC_URL ?? siteConfigShape.PUBLIC_URL.parse(undefined));
export const siteUrl = (config: BaseConfig) => trimSlash(config.SITE_URL);
