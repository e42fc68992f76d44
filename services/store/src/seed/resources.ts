import type { store } from '@sqw/contracts';
import type { DocSpec } from '../pdf';

type SeedResource = {
  slug: string;
  title: string;
  category: (typeof store.RESOURCE_CATEGORIES)[number];
  description: string;
  premium: boolean;
  doc: DocSpec;
};

/** The eight member resources; the first two are free. Each ships a real PDF the service renders. */
export const SEED_RESOURCES: SeedResource[] = [
  {
    slug: 'account-setup-checklist',
    title: 'Account Setup Checklist',
    category: 'Account Setup',
    description: 'Every account a sovereign household needs, in the order to open them, with what to prepare for each.',
    premium: false,
    doc: {
      title: 'Account Setup Checklist',
      subtitle: 'Open the right accounts, in the right order, with the right protections.',
      blocks: [
        {
          heading: 'Before you start',
          bullets: [
            'Government ID and proof of address (a recent utility bill or bank statement).',
            'Your Social Security or tax number, and your employer details.',
            'A dedicated e-mail address used only for financial accounts.',
            'A password manager installed on your phone and computer.',
          ],
        },
        {
          heading: '1. Everyday banking',
          bullets: [
            'A checking account for bills, with direct deposit of your pay.',
            'A high-yield savings account at a second bank for your emergency fund.',
            'Turn on balance and large-transaction alerts for both.',
          ],
        },
        {
          heading: '2. Investing',
          bullets: [
            'A brokerage account with low-cost index funds available.',
            'A retirement account (401(k) match first, then an IRA or Roth IRA).',
            'Name beneficiaries on every investment and retirement account.',
          ],
        },
        {
          heading: '3. Digital assets',
          bullets: [
            'One regulated exchange account with identity verification completed.',
            'A hardware wallet for long-term holdings; the exchange is for buying, not storing.',
            'Seed phrase written on paper or steel, stored offline in two places.',
          ],
        },
        {
          heading: 'Finish line',
          paragraphs: [
            'When every box is ticked, automate: pay yourself first on payday by moving a fixed amount to savings and investing before anything else is spent.',
          ],
        },
      ],
    },
  },
  {
    slug: 'secure-your-accounts',
    title: 'Secure Your Digital Accounts',
    category: 'Account Setup',
    description: 'Passwords, two-factor authentication and recovery plans that keep your money accounts in your hands.',
    premium: false,
    doc: {
      title: 'Secure Your Digital Accounts',
      subtitle: 'A 30-minute security routine for every financial login you own.',
      blocks: [
        {
          heading: 'Passwords',
          bullets: [
            'Use a password manager and let it generate a unique 16+ character password per account.',
            'Never reuse your e-mail password anywhere else: it resets everything else.',
            'Change any password that has appeared in a known breach.',
          ],
        },
        {
          heading: 'Two-factor authentication',
          bullets: [
            'Prefer an authenticator app or a hardware security key over SMS codes.',
            'Ask your mobile carrier for a port-out PIN to stop SIM-swap attacks.',
            'Save backup codes in your password manager and on paper.',
          ],
        },
        {
          heading: 'Recovery plan',
          paragraphs: [
            'Write down, for each account, how you would get back in if your phone were lost. Keep that page with your important documents and tell one trusted person where it is.',
          ],
        },
        {
          heading: 'Red flags',
          bullets: [
            'Nobody legitimate will ask for your seed phrase, password or 2FA code.',
            'Urgency is a tactic: hang up and call the institution on the number on your card.',
          ],
        },
      ],
    },
  },
  {
    slug: 'crypto-fundamentals',
    title: 'Crypto Fundamentals Guide',
    category: 'Education',
    description: 'Blockchains, wallets, custody and risk explained plainly, with a safe first-purchase walkthrough.',
    premium: true,
    doc: {
      title: 'Crypto Fundamentals Guide',
      subtitle: 'Understand what you own before you own it.',
      blocks: [
        {
          heading: 'What a blockchain is',
          paragraphs: [
            'A blockchain is a shared ledger that many computers keep in agreement. Owning crypto means controlling the private key that can move a balance recorded on that ledger.',
          ],
        },
        {
          heading: 'Custody',
          bullets: [
            'Custodial: an exchange holds the keys. Convenient, but you rely on its solvency.',
            'Self-custody: you hold the keys in a wallet. You are the bank, and the backup is your job.',
            'Not your keys, not your coins: move long-term holdings to self-custody.',
          ],
        },
        {
          heading: 'Your first purchase',
          bullets: [
            'Decide a fixed monthly amount you can leave untouched for five years.',
            'Buy on a regulated exchange, then send a small test amount to your wallet first.',
            'Record the date, amount and price of each purchase for taxes.',
          ],
        },
        {
          heading: 'Risk',
          paragraphs: [
            'Prices can fall 70% or more. Keep crypto to a share of your net worth you could lose without changing your life, and never borrow to buy it.',
          ],
        },
      ],
    },
  },
  {
    slug: 'stock-market-basics',
    title: 'Stock Market Basics Workbook',
    category: 'Education',
    description: 'How shares, index funds, dividends and compounding work, with exercises to build your first portfolio.',
    premium: true,
    doc: {
      title: 'Stock Market Basics Workbook',
      subtitle: 'From first share to a portfolio that works while you sleep.',
      blocks: [
        {
          heading: 'Shares and funds',
          paragraphs: [
            'A share is a small piece of a company. An index fund holds hundreds of companies at once, so one failure cannot sink you, and it costs very little to own.',
          ],
        },
        {
          heading: 'Compounding',
          paragraphs: [
            '$200 a month growing at 8% a year becomes about $118,000 after 20 years and about $298,000 after 30. Time in the market matters more than timing the market.',
          ],
        },
        {
          heading: 'Exercise: your allocation',
          bullets: [
            'Write your age and the year you want financial freedom.',
            'Choose a split between stock and bond index funds that you could hold through a 30% fall.',
            'Set an automatic monthly purchase and a yearly rebalance date.',
          ],
        },
        {
          heading: 'Dividends',
          bullets: ['Reinvest dividends while you are building.', 'Switch to taking them as income when you reach your freedom number.'],
        },
      ],
    },
  },
  {
    slug: 'passive-income-blueprint',
    title: 'Passive Income Blueprint',
    category: 'Building Wealth',
    description: 'Design income streams that pay you without your hours: dividends, rentals, digital products and more.',
    premium: true,
    doc: {
      title: 'Passive Income Blueprint',
      subtitle: 'Income that arrives whether or not you clock in.',
      blocks: [
        {
          heading: 'Start with $25 a week',
          paragraphs: ['Every stream starts small. $25 a week into dividend funds is $1,300 a year of capital that keeps paying. Consistency beats size.'],
        },
        {
          heading: 'Streams to consider',
          bullets: [
            'Dividend and index funds: lowest effort, steady growth.',
            'Rental property or house hacking: more effort, leverage and tax benefits.',
            'Digital products: build once, sell many times.',
            'Royalties and licensing of your skills or content.',
          ],
        },
        {
          heading: 'Your plan',
          bullets: [
            'Pick one stream for the next 90 days; do not start three at once.',
            'Set a monthly target and track it on one page.',
            'Reinvest every dollar of passive income until it covers one recurring bill.',
          ],
        },
        {
          heading: 'Milestones',
          paragraphs: ['Cover your phone bill, then your utilities, then your rent. Each bill your streams pay is a piece of your freedom reclaimed.'],
        },
      ],
    },
  },
  {
    slug: 'budget-cash-flow-planner',
    title: 'Budget & Cash-Flow Planner',
    category: 'Building Wealth',
    description: 'A pay-yourself-first budget, debt payoff order and monthly cash-flow worksheet.',
    premium: true,
    doc: {
      title: 'Budget & Cash-Flow Planner',
      subtitle: 'Tell every dollar where to go before the month begins.',
      blocks: [
        {
          heading: 'Pay yourself first',
          paragraphs: [
            'On payday, move your savings and investing amount out first. Live on what remains. Start at 10% and raise it by 1% each time your income grows.',
          ],
        },
        {
          heading: 'Monthly worksheet',
          bullets: [
            'Income after tax: list every source.',
            'Fixed costs: housing, insurance, transport, minimum debt payments.',
            'Flexible costs: food, fun, subscriptions - cancel one you forgot you had.',
            'What is left goes to your emergency fund, then investing.',
          ],
        },
        {
          heading: 'Debt payoff order',
          bullets: [
            'Pay minimums on everything.',
            'Put every extra dollar on the highest interest rate first (avalanche).',
            'When one is gone, roll its payment onto the next.',
          ],
        },
        {
          heading: 'Emergency fund',
          paragraphs: ['Build one month of expenses first, then grow it to three to six months in a high-yield savings account you do not see every day.'],
        },
      ],
    },
  },
  {
    slug: 'life-insurance-guide',
    title: 'Life Insurance Decision Guide',
    category: 'Wealth Protection',
    description: 'Term or permanent, how much cover you need, and how insurance fits a sovereign wealth plan.',
    premium: true,
    doc: {
      title: 'Life Insurance Decision Guide',
      subtitle: 'Protect the people who depend on your income.',
      blocks: [
        {
          heading: 'How much cover',
          bullets: [
            'Ten to twelve times your yearly income is a common starting point.',
            'Add outstanding debts and future education costs.',
            'Subtract savings and investments that would pass to your family.',
          ],
        },
        {
          heading: 'Term or permanent',
          bullets: [
            'Term: cover for 10-30 years at a low price; right for most families.',
            'Whole or universal life: lifelong cover with a cash value; higher cost, used in some legacy and tax strategies.',
            'Compare at least three quotes and read the exclusions.',
          ],
        },
        {
          heading: 'Keep it working',
          bullets: [
            'Name primary and contingent beneficiaries; review them after every life event.',
            'Hold the policy in a trust when your estate is large enough to matter.',
            'Review cover every three years or when your income changes.',
          ],
        },
      ],
    },
  },
  {
    slug: 'estate-trust-primer',
    title: 'Estate & Trust Planning Primer',
    category: 'Wealth Protection',
    description: 'Wills, trusts, beneficiaries and powers of attorney: what each does and which to set up first.',
    premium: true,
    doc: {
      title: 'Estate & Trust Planning Primer',
      subtitle: 'Decide what happens to your wealth, instead of letting the courts decide.',
      blocks: [
        {
          heading: 'The essential documents',
          bullets: [
            'A will naming guardians for children and an executor.',
            'Durable power of attorney for finances.',
            'Healthcare directive and healthcare power of attorney.',
            'Beneficiary designations on every account that allows them.',
          ],
        },
        {
          heading: 'When a trust helps',
          bullets: [
            'You want to avoid probate and keep your affairs private.',
            'You own property in more than one state.',
            'You want to control when and how heirs receive money.',
          ],
        },
        {
          heading: 'Funding the trust',
          paragraphs: ['A trust only controls what it owns. Retitle your home and accounts into it, and list what stays outside so nothing is forgotten.'],
        },
        {
          heading: 'Next steps',
          paragraphs: [
            'Gather your account list, decide your guardians and executors, then meet an estate attorney licensed in your state. This primer is education, not legal advice.',
          ],
        },
      ],
    },
  },
];
