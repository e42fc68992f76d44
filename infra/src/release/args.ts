import { releases } from '@sqw/contracts';

/** `<app> [--flag] [--option value]`: the release commands' arguments, with a usage line on error. */
export function parseArgs(usage: string, flags: string[], options: string[], argv = process.argv.slice(2)) {
  const fail = (why: string): never => {
    console.error(`${why}\nUsage: ${usage}\nApps: ${releases.APPS.join(', ')}`);
    process.exit(2);
  };
  const set = new Set<string>();
  const values: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (flags.includes(a)) set.add(a);
    else if (options.includes(a)) values[a] = argv[++i] ?? fail(`${a} needs a value.`);
    else if (a.startsWith('--')) fail(`Unknown option ${a}.`);
    else positional.push(a);
  }
  return { flags: set, values, positional, fail };
}

export function appArg(positional: string[], fail: (why: string) => never): releases.App {
  const [app] = positional;
  if (!app) return fail('Name the app.');
  if (!(releases.APPS as readonly string[]).includes(app)) return fail(`Unknown app "${app}".`);
  return app as releases.App;
}

/** Commands print a sentence and exit non-zero on any failure, never a stack trace. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
