// Contracts of the resource library: the list, a premium resource's purchase form and its unlock code.
import { z } from 'zod';
import { email, optionalText, text, uuid } from './common';
import { MESSAGES } from './store-texts';

export const RESOURCE_CATEGORIES = ['Account Setup', 'Education', 'Building Wealth', 'Wealth Protection'] as const;
export const ResourceCategory = z.enum(RESOURCE_CATEGORIES);

export const Resource = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  category: ResourceCategory,
  description: z.string(),
  type: z.literal('PDF'),
  premium: z.boolean(),
  price_cents: z.number().int(),
  purchased: z.boolean(),
  /** A free file or a purchased one: the member may fetch a download link now. */
  downloadable: z.boolean(),
  file_size: z.number().int().nullable(),
});
export type Resource = z.infer<typeof Resource>;
export const ResourceList = z.object({ items: z.array(Resource) });

const required = text(200).min(1, MESSAGES.requiredFields);
export const CASHTAG = /^\$?[A-Za-z][A-Za-z0-9_]{0,19}$/;

/** The payment-details form of a premium resource. */
export const ResourcePurchase = z.strictObject({
  name: required,
  email: z.string().trim().min(1, MESSAGES.requiredFields).pipe(email),
  cashtag: text(21).min(1, MESSAGES.requiredFields).regex(CASHTAG, 'Please enter your Cash App tag, e.g. $YourName'),
  message: optionalText(1000),
  /** The '$1 Test' button; refused unless the store runs in test mode. */
  test: z.boolean().default(false),
});
export type ResourcePurchase = z.input<typeof ResourcePurchase>;

export const UnlockCode = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter the 4-digit code.'),
});
export const Unlocked = z.object({ ok: z.literal(true), resource_id: uuid, message: z.string() });
export const DownloadLink = z.object({ url: z.string(), expires_at: z.string() });

/** A signed download link's token (see DownloadLink). */
export const FileTokenParam = z.object({ token: z.string().max(1000) });
