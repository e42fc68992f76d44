// Contracts of the store's catalogue: products, plans, the digital-products cards and the public settings.
import { z } from 'zod';
import { text, uuid } from './common';

export const ProductType = z.enum(['course', 'coaching', 'bundle', 'digital', 'membership']);
export type ProductType = z.infer<typeof ProductType>;
/** Types shown on the /products member catalogue; digital add-ons and plans have their own pages. */
export const CATALOGUE_TYPES = ['course', 'coaching', 'bundle'] as const;

export const Product = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: ProductType,
  price_cents: z.number().int(),
  /** The crossed-out price ('was $3,500'), if any. */
  compare_at_cents: z.number().int().nullable(),
  /** A highlight such as 'Most Popular' or 'Save $500'. */
  badge: z.string().nullable(),
  features: z.array(z.string()),
  session_credits: z.number().int(),
  is_active: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const ProductQuery = z.object({ type: ProductType.optional() });
export const ProductList = z.object({ items: z.array(Product) });

export const CatalogueItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Dollars with cents, e.g. 19.99. */
  price: z.number(),
  image: z.string().nullable(),
  preview: z.boolean(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;
export const CatalogueList = z.object({ items: z.array(CatalogueItem) });

export const PublicConfig = z.object({ test_mode: z.boolean(), cashapp_handle: z.string() });
export type PublicConfig = z.infer<typeof PublicConfig>;

export const ProductSlugParam = z.object({ slug: text(100).min(1) });
/** A catalogue card's id (the cards are named, not numbered: 'blueprint-toolkit'). */
export const CatalogueItemParam = z.object({ id: text(100).min(1) });
