import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** runc and lower ulimits: the defaults fail on this kind of host (containers.conf says why). */
export const CONTAINERS_CONF = join(import.meta.dirname, 'containers.conf');
const env = { ...process.env, CONTAINERS_CONF };

/** `out` is stdout and stderr as they came; `stdout` alone is for reading a command's answer. */
export type Run = { code: number | null; out: string; stdout: string };

/** Runs a command to completion; its output is returned, and thrown (the tail) when it fails unless `allowFail`. */
export function run(cmd: string, args: string[], o: { allowFail?: boolean; cwd?: string; timeoutMs?: number } = {}): Run {
  const res = spawnSync(cmd, args, { env, cwd: o.cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: o.timeoutMs ?? 15 * 60_000 });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.error && !o.allowFail) throw new Error(`${cmd} ${args.slice(0, 3).join(' ')}: ${res.error.message}`);
  if (res.status !== 0 && !o.allowFail) {
    throw new Error(`${cmd} ${args.slice(0, 6).join(' ')} … failed (${res.status ?? res.signal}):\n${out.trim().split('\n').slice(-25).join('\n')}`);
  }
  return { code: res.status, out, stdout: res.stdout ?? '' };
}

export const podman = (args: string[], o?: Parameters<typeof run>[2]) => run('podman', args, o);

export const imageExists = (ref: string) => podman(['image', 'exists', ref], { allowFail: true }).code === 0;

const onPath = (tool: string) => run('sh', ['-c', `command -v ${tool}`], { allowFail: true }).code === 0;

/**
 * What the deploy test needs on this machine; a missing tool fails the test (it is part of
 * `pnpm test`, so it must not pass by doing nothing). `.ci/run` installs them.
 */
export function missingTools(chromium: string): string[] {
  const missing = ['podman', 'kubectl', 'debootstrap', 'runc', 'npm'].filter((t) => !onPath(t));
  if (!existsSync(chromium)) missing.push(`chromium (${chromium})`);
  return missing;
}
