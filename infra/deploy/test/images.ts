import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, SERVICES } from '../../src/topology';
import { BASE_IMAGE, type prepareCache } from './cache';
import { imageExists, podman, run } from './podman';

const DEPLOY = join(ROOT, 'infra/deploy');
const DOCKER = join(DEPLOY, 'docker');
/** Docker format keeps HEALTHCHECK (OCI images drop it). Never pull: nothing is reachable. */
const BUILD = ['build', '--format', 'docker', '--pull=never'];

export const NGINX_IMAGE = 'localhost/sqw/nginx:deploy-test';
export const NODE_IMAGE = 'localhost/sqw/node:deploy-test';
export const POSTGRES_IMAGE = 'localhost/sqw/postgres:deploy-test';
export const serviceImage = (name: string) => `localhost/sqw/${name}:deploy-test`;
/** Frontend images are tagged with the version they add; a tag is never built twice. */
export const frontendImage = (app: string, version: string) => `localhost/sqw/${app === 'shell' ? 'web' : `remote-${app}`}:${version}`;

/** The images everything else starts from: nginx, a Node runtime, PostgreSQL. Cached layers make a rebuild take seconds. */
export function buildBaseImages(cache: ReturnType<typeof prepareCache>): void {
  const base = ['--build-arg', `BASE_IMAGE=${BASE_IMAGE}`];
  podman([...BUILD, '-f', join(DOCKER, 'nginx.Dockerfile'), ...base, '-t', NGINX_IMAGE, DEPLOY]);
  podman([
    ...BUILD,
    '-f',
    join(DOCKER, 'node.Dockerfile'),
    ...base,
    '--build-arg',
    `NODE_TARBALL=${cache.node}`,
    '--build-arg',
    `PNPM_TARBALL=${cache.pnpm}`,
    '-t',
    NODE_IMAGE,
    cache.dir,
  ]);
  podman([...BUILD, '-f', join(DOCKER, 'postgres.Dockerfile'), ...base, '-t', POSTGRES_IMAGE, DEPLOY]);
}

/**
 * The repository's files as git sees them (tracked and new, not ignored), copied once: every
 * service image builds from this same context, so the install layer is built once and reused
 * by the other six, and edits made meanwhile in the working tree do not reach half the images.
 */
export function snapshotContext(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sqw-deploy-context-'));
  const res = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`git ls-files failed: ${res.stderr}`);
  for (const file of res.stdout.split('\0').filter(Boolean)) {
    const from = join(ROOT, file);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(from, join(dir, file));
  }
  return dir;
}

/** pnpm's store and metadata cache on this machine, mounted into the install so it runs offline. */
function pnpmMounts(): string[] {
  const store = run('pnpm', ['store', 'path'], { cwd: ROOT }).stdout.trim().split('\n').pop()!;
  const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'pnpm');
  return [
    '-v',
    `${dirname(store)}:/host-pnpm-store`,
    '--build-arg',
    'PNPM_STORE=/host-pnpm-store',
    '--build-arg',
    'PNPM_OFFLINE=--offline',
    ...(existsSync(cache) ? ['-v', `${cache}:/root/.cache/pnpm`] : []),
  ];
}

/** One image per service, from one context: the first build installs the workspace, the rest reuse that layer. */
export function buildServiceImages(context: string, log: (s: string) => void): void {
  const mounts = pnpmMounts();
  for (const s of SERVICES) {
    const started = Date.now();
    podman([
      ...BUILD,
      '-f',
      join(context, 'infra/deploy/docker/service.Dockerfile'),
      '--ignorefile',
      join(context, 'infra/deploy/docker/service.Dockerfile.dockerignore'),
      ...mounts,
      '--build-arg',
      `NODE_IMAGE=${NODE_IMAGE}`,
      '--build-arg',
      `SERVICE=${s.name}`,
      '-t',
      serviceImage(s.name),
      context,
    ]);
    log(`  ${serviceImage(s.name)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}

/**
 * A frontend's image for one version: FROM the previous image's /srv plus this build, as a
 * release pipeline makes it (remote.Dockerfile, web.Dockerfile). An existing tag is reused:
 * the tag is the version, the content of the build it names.
 */
export function buildFrontendImage(app: string, version: string, dist: string, previous: string | null): string {
  const tag = frontendImage(app, version);
  if (imageExists(tag)) return tag;
  const file = app === 'shell' ? 'web.Dockerfile' : 'remote.Dockerfile';
  podman([
    ...BUILD,
    '-f',
    join(DOCKER, file),
    '--build-arg',
    `NGINX_IMAGE=${NGINX_IMAGE}`,
    '--build-arg',
    `PREVIOUS=${previous ?? NGINX_IMAGE}`,
    ...(app === 'shell' ? [] : ['--build-arg', `APP=${app}`]),
    '--build-arg',
    `VERSION=${version}`,
    '--build-context',
    `dist=${dist}`,
    '-t',
    tag,
    DEPLOY,
  ]);
  return tag;
}

/** The versions an image serves for an app, read from the image itself. */
export function versionsIn(image: string, app: string): string[] {
  const list = app === 'shell' ? '/srv/shell.versions' : `/srv/remotes/${app}.versions`;
  return podman(['run', '--rm', '--no-healthcheck', '--entrypoint', 'cat', image, list])
    .stdout.split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
