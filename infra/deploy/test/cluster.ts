import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../../src/topology';
import { CONTAINERS_CONF, podman, run } from './podman';

/*
 * The podman-test overlay, rendered by kustomize and run by `podman kube play`, one pod per
 * Deployment so that one workload can be rolled alone (`--replace` of its file only).
 */
const OVERLAY = join(ROOT, 'infra/deploy/k8s/overlays/podman-test');
export const NETWORK = 'sqw-deploy-test';

/** Service name → the fixed address its pod gets, from the overlay's hostAliases (the one copy). */
export function addresses(): Map<string, string> {
  const text = readFileSync(join(OVERLAY, 'hosts.yaml'), 'utf8');
  return new Map([...text.matchAll(/\{ ip: ([\d.]+), hostnames: \[([a-z-]+)\] \}/g)].map((m) => [m[2]!, m[1]!]));
}

type Doc = { kind: string; name: string; text: string };

function docs(yaml: string): Doc[] {
  return yaml
    .split(/^---$/m)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: /^kind: (\S+)$/m.exec(text)![1]!, name: /^metadata:\n(?: {2}.*\n)*? {2}name: (\S+)$/m.exec(text)![1]!, text }));
}

/**
 * podman 4.3 stores a Secret from a YAML file but cannot read it back into an environment
 * variable, so each secretKeyRef becomes the value it names (from the overlay's Secrets).
 */
function inlineSecrets(deployment: string, secrets: Doc[]): string {
  return deployment.replace(/^( +)valueFrom:\n +secretKeyRef:\n +key: (\S+)\n +name: (\S+)$/gm, (_m, indent: string, key: string, name: string) => {
    const secret = secrets.find((s) => s.name === name);
    const b64 = secret && new RegExp(`^  ${key.replace(/[-]/g, '\\-')}: (\\S*)$`, 'm').exec(secret.text.slice(secret.text.indexOf('\ndata:')))?.[1];
    if (b64 === undefined) throw new Error(`the overlay has no Secret ${name} with key ${key}`);
    return `${indent}value: ${JSON.stringify(Buffer.from(b64, 'base64').toString('utf8'))}`;
  });
}

export type Rendered = { files: Map<string, string>; secrets: Record<string, string> };

/**
 * Renders the overlay with these image tags (a kustomization of its own, as a deploy job's
 * `kustomize edit set image` would) and writes one file per Deployment, with the ConfigMaps
 * it reads beside it.
 */
export function render(tags: Record<string, string>, dir: string): Rendered {
  const k = mkdtempSync(join(dir, 'kustomize-'));
  const images = Object.entries(tags).map(([image, ref]) => {
    const at = ref.lastIndexOf(':');
    return `  - { name: ${image}, newName: ${ref.slice(0, at)}, newTag: "${ref.slice(at + 1)}" }`;
  });
  writeFileSync(join(k, 'kustomization.yaml'), `resources:\n  - ${relative(k, OVERLAY)}\nimages:\n${images.join('\n')}\n`);
  const all = docs(run('kubectl', ['kustomize', k]).stdout);
  const secrets = all.filter((d) => d.kind === 'Secret');
  // Claims are left out: podman makes a volume of the claim's name for the first pod that mounts it.
  const configMaps = all.filter((d) => d.kind === 'ConfigMap');
  const files = new Map<string, string>();
  const out = join(k, 'pods');
  mkdirSync(out);
  for (const d of all.filter((x) => x.kind === 'Deployment')) {
    const file = join(out, `${d.name}.yaml`);
    const uses = (x: Doc) => d.text.includes(`name: ${x.name}`);
    writeFileSync(file, [...configMaps.filter(uses).map((x) => x.text), inlineSecrets(d.text, secrets)].join('\n---\n') + '\n');
    files.set(d.name, file);
  }
  const secretValue = (name: string, key: string) => {
    const s = secrets.find((x) => x.name === name)!;
    return Buffer.from(new RegExp(`^  ${key}: (\\S*)$`, 'm').exec(s.text)![1]!, 'base64').toString('utf8');
  };
  return { files, secrets: { DEPLOY_KEY: secretValue('sqw-deploy', 'DEPLOY_KEY') } };
}

/** Creates the test's network, on the subnet of the overlay's fixed addresses. */
export function createNetwork(): void {
  const subnet = [...addresses().values()][0]!.replace(/\.\d+$/, '.0/24');
  podman(['network', 'rm', '-f', NETWORK], { allowFail: true });
  podman(['network', 'create', '--subnet', subnet, NETWORK]);
}

/**
 * Starts (or, with replace, rolls) the pod of one Deployment at its fixed address. The MAC
 * address is fixed too (locally administered, from the IP): a replaced pod with a new one would
 * stay unreachable from the gateway until its neighbour entry for the IP expired (~20 s here),
 * where a Service's address would have kept working.
 */
export function play(name: string, file: string, replace = false): void {
  const ip = addresses().get(name);
  if (!ip) throw new Error(`the overlay's hosts.yaml has no address for ${name}`);
  const mac = ['02', '00', ...ip.split('.').map((n) => Number(n).toString(16).padStart(2, '0'))].join(':');
  podman(['kube', 'play', ...(replace ? ['--replace'] : []), '--network', NETWORK, '--ip', ip, '--mac-address', mac, file]);
}

/** When a Deployment's containers started: unchanged means the workload was not rolled. */
export function startedAt(name: string): string {
  return podman(['ps', '--filter', `pod=${name}-pod-0`, '--format', '{{.ID}}@{{.StartedAt}}']).stdout.trim();
}

/**
 * Everything the test played, stopped and removed, even after a failure. The pods stop side by
 * side: each takes a few seconds to drain, and one after another that was most of a minute.
 */
export async function teardown(files: Set<string>, log: (s: string) => void): Promise<void> {
  if (!files.size) return;
  log('teardown: podman kube down, network and volume removed…');
  const down = (file: string) =>
    new Promise<void>((resolve) => {
      const child = spawn('podman', ['kube', 'down', file], { env: { ...process.env, CONTAINERS_CONF }, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d));
      child.on('error', () => resolve());
      child.on('exit', (code) => {
        if (code !== 0 && !/no such|not found/i.test(err)) log(`  ! kube down ${file}: ${err.trim().split('\n').pop()}`);
        resolve();
      });
    });
  await Promise.all([...files].map(down));
  podman(['volume', 'rm', '-f', 'uploads'], { allowFail: true });
  podman(['network', 'rm', '-f', NETWORK], { allowFail: true });
}

export const logsOf = (name: string) =>
  podman(['logs', '--tail', '30', `${name}-pod-0-${name === 'web' || name.startsWith('remote-') ? 'nginx' : name === 'postgres' ? 'postgres' : 'api'}`], {
    allowFail: true,
  }).out;

export const tmpRoot = () => mkdtempSync(join(tmpdir(), 'sqw-deploy-'));
