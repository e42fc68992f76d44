import { spawnSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import { ROOT } from '../topology';

const git = (...args: string[]) => {
  const res = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : '';
};

/** Who is releasing: the git identity, else the local account. */
export function releasedBy(): string {
  return process.env.SQW_RELEASED_BY || git('config', 'user.email') || `${userInfo().username}@${hostname()}`;
}

/** The commit the working tree is on, marked `-dirty` when it has uncommitted changes. */
export function workingCommit(): string | null {
  const head = git('rev-parse', '--short=12', 'HEAD');
  if (!head) return null;
  return git('status', '--porcelain') ? `${head}-dirty` : head;
}
