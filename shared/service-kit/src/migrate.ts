import { Kysely, Migrator, sql, type Migration } from 'kysely';
import { kitMigrations } from './kit-migrations';

/** Creates the service's schema and applies the kit's tables and the service's own migrations. */
export async function migrate<DB>(db: Kysely<DB>, schema: string, migrations: Record<string, Migration>): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const all = { ...kitMigrations, ...migrations };
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => all },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration failed in ${schema}: ${failed?.migrationName ?? ''} ${String(error)}`);
}
