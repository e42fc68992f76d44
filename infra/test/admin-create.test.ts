import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/ports';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const TSX = join(ROOT, 'infra/node_modules/.bin/tsx');
const PASSWORD = 'local-pg-secret';

// A local site as `pnpm start` leaves it: an embedded cluster in the data dir and its password file.
const dataDir = mkdtempSync(join(tmpdir(), 'sqw-admin-create-'));
let port = 0;
let cluster: ChildProcess | null = null;

function startCluster(): Promise<void> {
  const child = spawn(TSX, [join(__dirname, 'local-cluster.ts'), dataDir, String(port), PASSWORD], { stdio: ['ignore', 'pipe', 'inherit'] });
  cluster = child;
  return new Promise((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) ready();
    });
    child.on('exit', (code) => fail(new Error(`the local cluster exited (${code})`)));
  });
}

function stopCluster(): Promise<void> {
  const child = cluster;
  cluster = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  port = await freePort();
  writeFileSync(join(dataDir, 'pg-password'), `${PASSWORD}\n`);
  await startCluster();
}, 120_000);

afterAll(() => stopCluster(), 60_000);

/** `pnpm admin:create` as a developer types it: no DATABASE_URL, only the site's data dir and port offset. */
function adminCreate(email: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, SQW_DATA_DIR: dataDir, SQW_PORT_OFFSET: String(port - 54329) };
  delete env.DATABASE_URL;
  return run('pnpm', ['admin:create', '--email', email, '--password', 'a-long-admin-password'], { cwd: ROOT, env, timeout: 120_000 });
}

async function roleOf(email: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/sqw` });
  await client.connect();
  try {
    const found = await client.query<{ role: string }>('select role from auth.users where email = $1', [email]);
    return found.rows[0]?.role;
  } finally {
    await client.end();
  }
}

describe('pnpm admin:create on the local site', () => {
  it('finds the running local database without DATABASE_URL and creates the admin there', async () => {
    const { stdout } = await adminCreate('running@example.com');
    expect(stdout).toContain('Created the administrator running@example.com');
    // How the new admin sets up the Admin Portal's second step.
    expect(stdout).toMatch(/Switch to Admin Portal[\s\S]*QR code[\s\S]*6-digit code/);
    expect(await roleOf('running@example.com')).toBe('admin');
  }, 120_000);

  it('starts the stopped local cluster for the command, and stops it again after', async () => {
    await stopCluster();
    const { stdout } = await adminCreate('stopped@example.com');
    expect(stdout).toContain('Created the administrator stopped@example.com');
    // The command left nothing running: the data dir is free for the site to start again.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    await startCluster();
    expect(await roleOf('stopped@example.com')).toBe('admin');
  }, 180_000);
});
