type SeedLesson = { title: string; minutes: number; body: string };
type SeedModule = { title: string; summary: string; lessons: SeedLesson[] };
export type SeedCourse = { slug: string; title: string; description: string; unlockedBy: string[]; modules: SeedModule[] };

/** The two courses and their lessons; a paid order for any product in `unlockedBy` opens the course. */
export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'sqw-course',
    title: 'Full Sovereign Course',
    description: 'From account setup to protected, growing wealth: the guided program behind your coaching sessions.',
    unlockedBy: ['sqw-course', 'sqw-full-bundle'],
    modules: [
      {
        title: 'Account Setup',
        summary: 'The accounts and protections every sovereign household starts with.',
        lessons: [
          {
            title: 'Your money map',
            minutes: 15,
            body: '## Where your money lives\n\nList every account you own: checking, savings, retirement, brokerage, crypto, debts.\n\n- Write the balance and interest rate of each.\n- Mark which ones you check monthly.\n- Close or consolidate anything you forgot existed.\n\n**Exercise:** total your assets minus your debts. That is your starting net worth - write it down and date it.',
          },
          {
            title: 'Banking that works for you',
            minutes: 20,
            body: '## Two banks, two jobs\n\nKeep a checking account for bills and a high-yield savings account at a different bank for your buffer. The distance makes saving the default and spending a decision.\n\n- Route your pay to checking.\n- Automate a transfer to savings on payday.\n- Turn on alerts for every transaction over $100.',
          },
          {
            title: 'Locking down your accounts',
            minutes: 20,
            body: '## Security first\n\n- A password manager with a unique password per account.\n- Authenticator-app 2FA on e-mail, banks and exchanges.\n- A port-out PIN with your phone carrier to stop SIM swaps.\n\nYour e-mail is the master key: secure it before anything else.',
          },
        ],
      },
      {
        title: 'Education',
        summary: 'How stocks, index funds and digital assets actually work.',
        lessons: [
          {
            title: 'Stocks and index funds',
            minutes: 25,
            body: '## Owning the market\n\nA share is a slice of a company. An index fund owns hundreds of them, so no single failure can sink you.\n\n- Prefer broad, low-cost index funds (expense ratio under 0.2%).\n- Automate monthly purchases; do not try to time the market.\n- Reinvest dividends while you are building.',
          },
          {
            title: 'Crypto without the chaos',
            minutes: 25,
            body: '## Keys, custody and risk\n\nOwning crypto means controlling a private key. Exchanges are for buying; a hardware wallet is for holding.\n\n- Send a small test amount before any large transfer.\n- Store your seed phrase offline, in two places.\n- Keep crypto to a share of net worth you could lose without changing your life.',
          },
        ],
      },
      {
        title: 'Building Wealth',
        summary: 'Turning income into assets and assets into income.',
        lessons: [
          {
            title: 'Pay yourself first',
            minutes: 15,
            body: '## The first bill is you\n\nOn payday, move savings and investments out before spending anything. Start at 10% and raise it 1% with every raise.\n\n**Exercise:** set the automatic transfer today, even if it is $25 a week.',
          },
          {
            title: 'Your first passive income stream',
            minutes: 30,
            body: '## One stream, ninety days\n\nChoose one: dividend funds, a rental room, or a digital product. Give it ninety days of focus.\n\n- Set a monthly income target.\n- Track it on one page.\n- Reinvest every dollar until it pays one recurring bill.',
          },
        ],
      },
      {
        title: 'Wealth Protection',
        summary: 'Insurance, estate basics and keeping what you build.',
        lessons: [
          {
            title: 'Insurance as a shield',
            minutes: 20,
            body: '## Protect the income\n\nTerm life insurance of ten to twelve times your income protects the people who rely on you. Add disability cover if your income depends on your health.\n\nReview beneficiaries after every life event.',
          },
          {
            title: 'Wills, trusts and beneficiaries',
            minutes: 25,
            body: '## Decide, or the courts decide\n\n- A will with guardians and an executor.\n- Powers of attorney for finances and health.\n- Beneficiaries named on every account that allows it.\n\nA trust avoids probate and keeps your affairs private - it only controls what you retitle into it.',
          },
        ],
      },
    ],
  },
  {
    slug: 'sqw-blueprint',
    title: '40-Year Blueprint',
    description: 'A multi-generational plan: income streams, protection structures and the legacy you hand on.',
    unlockedBy: ['sqw-blueprint', 'sqw-full-bundle'],
    modules: [
      {
        title: 'The Long View',
        summary: 'Setting forty-year goals you can act on this month.',
        lessons: [
          {
            title: 'Your freedom number',
            minutes: 20,
            body: '## How much is enough?\n\nMultiply your yearly spending by 25. That is the portfolio that can pay you forever at a 4% withdrawal rate.\n\n**Exercise:** compute your number, then the monthly investment that reaches it in 20, 30 and 40 years at 7%.',
          },
          {
            title: 'Decades as chapters',
            minutes: 20,
            body: '## Four chapters\n\n- **Build (years 1-10):** income, skills, first assets.\n- **Grow (11-20):** leverage, businesses, property.\n- **Protect (21-30):** structures, insurance, tax efficiency.\n- **Transfer (31-40):** teaching and handing on.\n\nWrite one outcome for each chapter.',
          },
        ],
      },
      {
        title: 'Structures of Control',
        summary: 'LLCs, trusts and foundations: who owns what, and why.',
        lessons: [
          {
            title: 'The Triangle of Control',
            minutes: 30,
            body: '## LLC, Trust, Foundation\n\nAn LLC runs the business and limits liability. A trust owns assets and decides who benefits. A foundation carries the mission beyond one lifetime.\n\nTogether they separate control, ownership and benefit - the heart of lasting wealth. Work with a licensed attorney in your state to form them.',
          },
          {
            title: 'Holding property the right way',
            minutes: 25,
            body: '## Titles matter\n\n- Keep each rental property in its own LLC.\n- Let a trust own the LLC interests.\n- Keep personal and business money strictly separate.\n\nA structure only protects you if you respect it every day.',
          },
        ],
      },
      {
        title: 'Legacy',
        summary: 'Passing on wealth and the knowledge to keep it.',
        lessons: [
          {
            title: 'Teaching the next generation',
            minutes: 20,
            body: '## Wealth without knowledge does not last\n\n- Give children a small account to manage from age 10.\n- Hold a yearly family money meeting.\n- Share the why of your plan, not just the numbers.',
          },
          {
            title: 'Your legacy letter',
            minutes: 15,
            body: '## In your own words\n\nWrite a letter to your heirs: what you built, why, and what you hope they do with it. Keep it with your estate documents and update it every five years.',
          },
        ],
      },
    ],
  },
];
