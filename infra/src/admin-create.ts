// pnpm admin:create --email E [--password P]: the auth CLI, pointed at the local site's database
// unless DATABASE_URL names another one (the auth service itself knows nothing of infra).
import { main } from '@sqw/service-auth/cli/admin-create';
import { localDatabase } from './local-database';

async function run(): Promise<void> {
  const target = await localDatabase();
  process.env.DATABASE_URL = target.url;
  try {
    await main(process.argv.slice(2));
  } finally {
    await target.stop();
  }
}

run().catch((err: Error) => {
  console.error(`admin:create failed: ${err.message}`);
  process.exit(1);
});
