import type { Migration } from 'kysely';
import { storeMigration } from './migrations/0001-store';
import { coachingMigration } from './migrations/0002-coaching';
import { orderListingMigration } from './migrations/0003-order-listing';
import { orderKeysetMigration } from './migrations/0004-order-keyset';
import { planTermsMigration } from './migrations/0005-plan-terms';
import { catalogueImagesMigration } from './migrations/0006-catalogue-images';

export const migrations: Record<string, Migration> = {
  '0001_store': storeMigration,
  '0002_coaching': coachingMigration,
  '0003_order_listing': orderListingMigration,
  '0004_order_keyset': orderKeysetMigration,
  '0005_plan_terms': planTermsMigration,
  '0006_catalogue_images': catalogueImagesMigration,
};
