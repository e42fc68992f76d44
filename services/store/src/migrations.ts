import type { Migration } from 'kysely';
import { storeMigration } from './migrations/0001-store';
import { coachingMigration } from './migrations/0002-coaching';

export const migrations: Record<string, Migration> = {
  '0001_store': storeMigration,
  '0002_coaching': coachingMigration,
};
