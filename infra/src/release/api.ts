import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releases, type BodyIn, type Endpoint, type ResponseOut } from '@sqw/contracts';
import { DATA_DIR, serviceOrigin } from '../topology';

/** The site service's release API: the running local site unless SQW_RELEASE_API / SQW_DEPLOY_KEY say otherwise. */
export function releaseApi(env: NodeJS.ProcessEnv = process.env) {
  const base = env.SQW_RELEASE_API ?? serviceOrigin('site');
  const keyFile = join(DATA_DIR, 'deploy-key');
  const key = env.SQW_DEPLOY_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : undefined);
  if (!key) throw new Error(`No deploy key: start the site once with \`pnpm start\` (it writes ${keyFile}) or set SQW_DEPLOY_KEY.`);

  async function call<E extends Endpoint>(endpoint: E, body?: BodyIn<E>): Promise<ResponseOut<E>> {
    let res: Response;
    try {
      res = await fetch(new URL(endpoint.path, base), {
        method: endpoint.method,
        headers: { 'x-deploy-key': key!, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      throw new Error(`The site service at ${base} did not answer (${(err as Error).message}). Is \`pnpm start\` running?`);
    }
    const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) throw new Error(json?.error?.message ?? `The site service answered ${res.status}.`);
    return json as ResponseOut<E>;
  }

  return {
    base,
    release: (req: releases.ReleaseRequest) => call(releases.endpoints.release, req),
    rollback: (app: releases.App, releasedBy: string, to?: string) =>
      call(releases.endpoints.rollback, { app, released_by: releasedBy, ...(to ? { to } : {}) }),
    list: () => call(releases.endpoints.list),
  };
}
