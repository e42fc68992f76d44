// pnpm admin:code: the current 6-digit code of the local admin's authenticator (the Admin
// Portal's second step), from the secret the launcher keeps in the data dir.
import { TOTP, Secret } from 'otpauth';
import { readLocalAdmin } from './local-admin';
import { DATA_DIR } from './topology';

const PERIOD = 30;

function main(): void {
  const admin = readLocalAdmin();
  if (!admin?.totpSecret) {
    console.error(`admin:code: no local admin with an authenticator in ${DATA_DIR}: run \`pnpm start\` first.`);
    process.exit(1);
  }
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(admin.totpSecret) });
  const left = PERIOD - (Math.floor(Date.now() / 1000) % PERIOD);
  console.log(totp.generate());
  console.error(`(${admin.email}; valid for ${left} more seconds, and once: run again for the next sign-in)`);
}

main();
