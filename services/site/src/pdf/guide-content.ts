import { site } from '@sqw/contracts';
import type { PdfBlock as Block } from '@sqw/service-kit/pdf';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const h = (text: string): Block => ({ kind: 'heading', text });
const sh = (text: string): Block => ({ kind: 'subheading', text });
const b = (...items: string[]): Block[] => items.map((text) => ({ kind: 'bullet', text }));
const BREAK: Block = { kind: 'page-break' };

/** The free guide: an introduction, one chapter per learning point of the popup, and a plan. */
export const GUIDE_BLOCKS: Block[] = [
  { kind: 'title', text: site.GUIDE_TITLE },
  p('Reconnect with your money. Reclaim your freedom.'),
  p(
    'Financial sovereignty means that your money works for you, on your terms, and that the decisions about it are yours. It is not a matter of luck or of a single big win. It is built from a few habits and structures, set up in the right order and kept up with patience.',
  ),
  p('This guide walks you through the four foundations we teach every client:'),
  ...b(...site.GUIDE_POINTS),
  p(
    'Read one chapter at a time and act on its checklist before moving on. Small, finished steps beat big plans that never start. This guide is education, not personal financial, tax or legal advice: check the rules where you live and speak to a licensed professional before large decisions.',
  ),
  BREAK,
  h(`1. ${site.GUIDE_POINTS[0]}`),
  p(
    'Everything you build later stands on your accounts. If they are scattered, unsecured or mixed with everyday spending, growth leaks away. Start by giving every dollar a home and a purpose.',
  ),
  sh('Separate your money by job'),
  ...b(
    'An everyday checking account for bills and spending.',
    'A high-yield savings account for your emergency fund, held at a different bank so it is not one tap away.',
    'A brokerage account for long-term investing, and a retirement account if your employer or country offers tax advantages.',
    'If you run a business or side hustle, a separate business account from day one.',
  ),
  sh('Build your emergency fund first'),
  p(
    'Aim for one month of essential expenses, then grow it to three to six months. This cushion is what lets you invest without being forced to sell at a bad moment. Automate a transfer on every payday, even if it is only $25 a week.',
  ),
  sh('Secure every account'),
  ...b(
    'Use a password manager and a unique, long password for every financial account.',
    'Turn on two-factor authentication with an authenticator app or security key rather than text messages.',
    'Set up alerts for logins, withdrawals and large transactions.',
    'Freeze your credit with the bureaus; unfreeze only when you apply for credit.',
    'Never share one-time codes. No real bank or exchange will ever ask for them.',
  ),
  sh('Checklist'),
  ...b('Accounts separated by purpose.', 'Automatic savings transfer set up.', 'Password manager and two-factor authentication on every account.'),
  BREAK,
  h(`2. ${site.GUIDE_POINTS[1]}`),
  p(
    'Investing is owning productive assets for long enough that their growth compounds. Gambling is betting on short-term price moves. The difference is not the asset, it is the plan: why you buy, how much, for how long, and what you will do when prices fall.',
  ),
  sh('Stocks: own the businesses of the world'),
  p(
    'A share is a small piece of a real company. For most people the simplest start is a low-cost, broadly diversified index fund that owns hundreds or thousands of companies at once. Fees matter: a difference of one percent a year can cost a large share of your final wealth over decades.',
  ),
  ...b(
    'Invest a fixed amount on a schedule (dollar-cost averaging) instead of trying to time the market.',
    'Reinvest dividends while you are building.',
    'Only invest money you will not need for at least five years.',
  ),
  sh('Crypto: a small, deliberate allocation'),
  p(
    'Digital assets can rise and fall by more than half in a year. Treat them as a high-risk slice of your portfolio, sized so that losing it would not change your life. Learn before you buy: what the asset is for, who controls it, and how you will store it.',
  ),
  ...b(
    'Buy only through reputable, regulated exchanges, and move long-term holdings to a wallet you control.',
    'Write your recovery phrase on paper or metal, store it offline in two safe places, and never type it into a website.',
    'Be wary of guaranteed returns, urgency and celebrity endorsements: these are the marks of a scam.',
  ),
  sh('Write your plan down'),
  p(
    'One page is enough: your goal, your monthly amount, your split between index funds, other investments and crypto, and your rule for market drops (for example, keep buying and do not sell in a panic). Review it once a year, not every day.',
  ),
  BREAK,
  h(`3. ${site.GUIDE_POINTS[2]}`),
  p(
    'Passive income is rarely passive at the start. It is income that, once built, keeps arriving with little ongoing work. Every stream begins as either capital (money you invest) or effort (something you create once and sell many times).',
  ),
  sh('Streams built from capital'),
  ...b(
    'Dividend-paying funds and stocks that pay you a share of profits.',
    'Interest from high-yield savings, bonds and treasury bills.',
    'Real estate, directly or through funds, that pays rent.',
  ),
  sh('Streams built from effort'),
  ...b(
    'Digital products: guides, templates, courses and designs sold online.',
    'Content that earns through advertising, affiliates or sponsorships.',
    'A service business that runs on systems and a team rather than your hours.',
  ),
  sh('The $25 a week start'),
  p(
    'Start small and prove the habit. Twenty-five dollars a week is $1,300 a year. Invested consistently and reinvested, it becomes the seed of your first income stream, and the habit matters more than the amount. Raise the amount every time your income grows.',
  ),
  sh('Track your freedom number'),
  p(
    'Add up your essential monthly expenses. When your passive income covers them, work becomes a choice. Record your passive income every month: what gets measured gets grown.',
  ),
  BREAK,
  h(`4. ${site.GUIDE_POINTS[3]}`),
  p(
    'Building wealth is half the work; keeping it is the other half. Protection means that a lawsuit, a business failure or a death in the family does not undo what you built. Three legal structures, used together, form what we call the Triangle of Control.',
  ),
  sh('The LLC: separate business risk'),
  p(
    'A limited liability company holds a business or an income-producing asset. If something goes wrong inside it, creditors generally reach only what the company owns, not your personal home and savings. Keep its money strictly separate and its records in order, or that protection can be lost.',
  ),
  sh('The trust: control and succession'),
  p(
    'A trust holds assets for beneficiaries under rules you write. A living trust can pass assets to your family without a long, public probate process, and can keep decisions in trusted hands if you cannot make them yourself.',
  ),
  sh('The foundation: purpose and legacy'),
  p(
    "A private foundation or similar charitable structure directs part of your wealth to a mission you care about, such as financial literacy for young people, and can bring the next generation into the family's values.",
  ),
  sh('Protection basics for everyone'),
  ...b(
    'Adequate insurance: health, disability, liability and, if others depend on you, life insurance.',
    'A will and named beneficiaries on every account.',
    'A list of your accounts and where to find key documents, kept where a trusted person can reach it.',
  ),
  p('The right structures depend on where you live and what you own. Use this chapter to prepare good questions for a qualified attorney or tax adviser.'),
  BREAK,
  h('Your 30-day sovereignty plan'),
  ...b(
    'Week 1: separate your accounts, install a password manager and enable two-factor authentication everywhere.',
    'Week 2: set up automatic transfers to your emergency fund and your investment account.',
    'Week 3: write your one-page investing plan and make your first scheduled investment.',
    'Week 4: choose your first income stream, calculate your freedom number, and list the protection steps you still need.',
  ),
  p(
    'When you are ready for personal guidance, our 1:1 coaching walks you through each step with your own numbers. Register for free on our site to unlock premium resources, courses and the Sovereign Wealth Insights newsletter.',
  ),
  p('Reconnect with your money. Reclaim your freedom.'),
];
