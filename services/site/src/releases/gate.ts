import type { releases } from '@sqw/contracts';
import semver from 'semver';

type App = releases.App;

/** What the gate knows of a version: its built manifest and the routes it claims. */
export type Candidate = { app: App; version: string; manifest: releases.Manifest; routes: releases.AreaRoute[] };

/**
 * Libraries a remote must get from the shell (one React, one router, one theme, one session).
 * A remote's manifest may list more shared modules; those the shell does not share are bundled
 * with the remote and load from it, which is safe.
 */
const SINGLETONS = ['react', 'react-dom', 'styled-components', 'zustand', '@sqw/router', '@sqw/platform', '@sqw/ui'];

const short = (v: string) => v.slice(0, 8);

/** Problems of running `remote` on `shell`: shared singletons and the federation runtime. */
function fitProblems(remote: Candidate, shell: Candidate): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.manifest.shared.map((s) => [s.name, s.version]));
  for (const need of remote.manifest.shared) {
    if (typeof need.requiredVersion !== 'string') continue;
    const have = provided.get(need.name);
    if (have === undefined) {
      if (SINGLETONS.includes(need.name))
        problems.push(
          `${remote.app} ${short(remote.version)} needs ${need.name} ${need.requiredVersion}, which the shell ${short(shell.version)} does not provide`,
        );
      continue;
    }
    if (!have || !semver.satisfies(have, need.requiredVersion, { includePrerelease: true })) {
      problems.push(
        `${remote.app} ${short(remote.version)} needs ${need.name} ${need.requiredVersion}, but the shell ${short(shell.version)} provides ${have || 'an unknown version'}`,
      );
    }
  }
  // Remotes run on the shell's federation runtime: it must be the same major and at least as new.
  const mine = semver.coerce(remote.manifest.metaData.pluginVersion ?? '');
  const host = semver.coerce(shell.manifest.metaData.pluginVersion ?? '');
  if (!mine || !host) problems.push(`${remote.app} ${short(remote.version)} or the shell ${short(shell.version)} does not name its federation runtime version`);
  else if (mine.major !== host.major || semver.gt(mine, host)) {
    problems.push(
      `${remote.app} ${short(remote.version)} was built for federation runtime ${mine.version}, but the shell ${short(shell.version)} runs ${host.version}`,
    );
  }
  return problems;
}

/** Every routed module must be exposed by the same build. */
function exposeProblems(c: Candidate): string[] {
  const exposed = new Set(c.manifest.exposes.map((e) => e.name));
  return c.routes
    .filter((r) => r.module !== null && !exposed.has(r.module))
    .map((r) => `${c.app} ${short(c.version)} routes ${r.path} to ${r.module}, which its build does not expose`);
}

/** `/courses/:slug/*` and `/courses/:id/*` are the same claim. */
const shape = (path: string) => path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';

function routeProblems(c: Candidate, others: Candidate[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of c.routes) {
    const key = shape(r.path);
    if (seen.has(key)) problems.push(`${c.app} ${short(c.version)} claims ${r.path} twice`);
    seen.add(key);
    const owner = others.find((o) => o.routes.some((x) => shape(x.path) === key));
    if (owner) problems.push(`${c.app} ${short(c.version)} claims ${r.path}, which ${owner.app} already serves`);
  }
  return problems;
}

/**
 * Why `candidate` cannot go live beside what is live now (empty: it can). A remote is checked
 * against the live shell; a shell against every live remote; both against every other app's routes.
 */
export function gateProblems(candidate: Candidate, live: Map<App, Candidate>): string[] {
  const others = [...live.values()].filter((l) => l.app !== candidate.app);
  const problems = [...exposeProblems(candidate), ...routeProblems(candidate, others)];
  if (candidate.app === 'shell') {
    for (const remote of others) problems.push(...fitProblems(remote, candidate));
    return problems;
  }
  const shell = live.get('shell');
  if (!shell) return [...problems, `no shell is live yet: release the shell before ${candidate.app}`];
  return [...problems, ...fitProblems(candidate, shell)];
}
