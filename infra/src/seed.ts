import { createDb, migrate } from '@sqw/service-kit';
import { sql } from 'kysely';
import { hallService, type HallDB } from '@sqw/service-hall';
import { localDatabase } from './local-database';

/** Demo legends for a local site; fixed ids make a second run change nothing. */
const LEGENDS = [
  [
    '5e1d0000-0000-4000-8000-000000000001',
    'Amara Okafor',
    'amara',
    7,
    'Immortal Investor',
    'Sovereign Strategy Program',
    '$520M assets',
    'Build systems, not jobs.',
    ['Founder', 'Mentor'],
  ],
  [
    '5e1d0000-0000-4000-8000-000000000002',
    'Marcus Hale',
    'mhale',
    6,
    'Sovereign Elite',
    'Wealth Multiplication Method',
    '$11M/year',
    'Own the rails your money runs on.',
    ['Mentor'],
  ],
  ['5e1d0000-0000-4000-8000-000000000003', 'Lena Ruiz', null, 5, 'Wealth Commander', 'Passive Income Accelerator', '$1.2M/year', null, ['Early Adopter']],
  [
    '5e1d0000-0000-4000-8000-000000000004',
    'Devon Price',
    'devonp',
    4,
    'Cashflow King/Queen',
    'Digital Asset Builder',
    '$140K/year',
    'Every dollar needs a job.',
    [],
  ],
  ['5e1d0000-0000-4000-8000-000000000005', 'Grace Kim', null, 3, 'Income Architect', 'Phone Made Me a Stack', '$12K/year', null, []],
  ['5e1d0000-0000-4000-8000-000000000006', 'Tomas Berg', 'tberg', 1, 'Stack Starter', '$25/week Challenge', '$25/week', 'Small and steady wins.', []],
] as const;

async function main() {
  const target = await localDatabase();
  const db = createDb<HallDB>({ url: target.url, schema: hallService.schema });
  try {
    await migrate(db, hallService.schema, hallService.migrations);
    let added = 0;
    for (const [id, name, username, level, title, challenge, income, quote, badges] of LEGENDS) {
      const res = await sql`insert into sqw_legends (id, name, username, level, title, challenge, passive_income, quote, badges)
        values (${id}, ${name}, ${username}, ${level}, ${title}, ${challenge}, ${income}, ${quote}, ${[...badges]})
        on conflict (id) do nothing`.execute(db);
      added += Number(res.numAffectedRows ?? 0);
    }
    console.log(`Seeded the hall: ${added} demo legends added (${LEGENDS.length - added} already there).`);
  } finally {
    await db.destroy();
    await target.stop();
  }
}

main().catch((err) => {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exit(1);
});
