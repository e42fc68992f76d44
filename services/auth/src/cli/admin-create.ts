// pnpm admin:create --email E [--password P]: creates or promotes an administrator.
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { auth } from '@sqw/contracts';
import { createDb, migrate } from '@sqw/service-kit';
import { ensureAdmin } from '../admin-bootstrap';
import type { AuthDB } from '../db';
import { migrations } from '../migrations';

/** Reads a line from the terminal without echoing it (the password must not land in the scrollback). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let prompted = false;
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        output.output.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    rl.on('SIGINT', () => reject(new Error('cancelled')));
  });
}

export const ENROL_HINT = [
  'The Admin Portal asks for two-step verification: sign in at /login with "Switch to Admin Portal";',
  'the first sign-in shows a QR code (and its key) to add to an authenticator app and asks for its 6-digit code,',
  'later sign-ins ask for the code only.',
].join('\n');

/** Creates or promotes the admin named in `args` in the database at DATABASE_URL. */
export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: pnpm admin:create --email you@example.com [--password secret]');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set.');
  let password = values.password;
  if (password === undefined) {
    if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: pass --password.');
    password = await askHidden('Password for the admin: ');
    if ((await askHidden('Repeat it: ')) !== password) throw new Error('The passwords do not match.');
  }
  const problem = auth.passwordProblem(password);
  if (problem) throw new Error(problem.message);

  const db = createDb<AuthDB>({ url, schema: 'auth', max: 2 });
  try {
    await migrate(db, 'auth', migrations);
    const result = await ensureAdmin(db, { email: values.email, password });
    const what = { created: 'Created the administrator', promoted: 'Promoted to administrator', updated: 'Updated the administrator' }[result.action];
    console.log(`${what} ${result.email} (id ${result.userId}); the password was set.`);
    console.log(ENROL_HINT);
  } finally {
    await db.destroy();
  }
}

// Run directly (with DATABASE_URL set); the local wrapper in infra imports main instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: Error) => {
    console.error(`admin:create failed: ${err.message}`);
    process.exit(1);
  });
}
