import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, throwIfAborted } from './lifecycle';
import { LOAD } from './load';
import { percentile } from './stats';

export type PgbenchResult = { tps: number; p50: number; p99: number };

export type PgTarget = { host: string; port: number; password: string; database: string };

/**
 * The database's own limit for the same statements: pgbench with the load's client count, the
 * extended protocol (as node-pg sends queries) and a per-transaction log for real percentiles.
 */
export async function runPgbench(db: PgTarget, schema: string, script: string, timeoutMs: number): Promise<PgbenchResult> {
  throwIfAborted();
  const { dir, remove } = makeTempDir('pgbench');
  try {
    writeFileSync(join(dir, 'script.sql'), script);
    const args = [
      '-n',
      '-c',
      String(LOAD.connections),
      '-j',
      '2',
      '-T',
      String(LOAD.seconds),
      '-M',
      'extended',
      '-f',
      join(dir, 'script.sql'),
      '-l',
      '--log-prefix',
      join(dir, 'tx'),
    ];
    args.push('-h', db.host, '-p', String(db.port), '-U', 'postgres', db.database);
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, {
        env: { ...process.env, PGPASSWORD: db.password, PGOPTIONS: `-c search_path=${schema},public` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c));
      child.stderr.on('data', (c: Buffer) => (text += c));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(text);
        else reject(new Error(`pgbench exited ${code}: ${text.trim().split('\n').slice(-5).join(' / ')}`));
      });
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    // Per-transaction log lines: client, transaction no, latency (µs), script, epoch s, µs.
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('tx.'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((v) => Number.isFinite(v));
    return { tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    remove();
  }
}
