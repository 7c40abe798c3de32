/**
 * SAMPLE CONTENT of the landing page: its figures and testimonials live in this one module, marked
 * as sample content (docs/texts.md#landing-page). The four claims are fixed text, word for word; the
 * testimonials, news items, platform names and chat lines are illustrative demo copy, not facts,
 * and must be replaced with verified material before any real launch.
 */

/** In-page anchors of the header (How It Works, Services, About Us, Contact). */
export const SECTION_IDS = {
  howItWorks: 'how-it-works',
  services: 'services',
  about: 'about-us',
  report: 'report-a-scam',
  contact: 'contact',
} as const;

export const HEADER_LINKS = [
  { label: 'How It Works', href: `#${SECTION_IDS.howItWorks}` },
  { label: 'Services', href: `#${SECTION_IDS.services}` },
  { label: 'About Us', href: `#${SECTION_IDS.about}` },
  { label: 'Contact', href: `#${SECTION_IDS.contact}` },
] as const;

/** The footer's links, to routes that show the not-found page until they exist. */
export const FOOTER_LINKS = [
  { label: 'Services', to: '/services' },
  { label: 'Resources', to: '/resources' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Legal', to: '/legal' },
] as const;

/** The landing claims, static text. */
export const CLAIMS = [
  { value: '$1.2M+', label: 'Funds recovered' },
  { value: '250+', label: 'Cases resolved' },
  { value: '97%', label: 'Success rate' },
  { value: '94%', label: 'Tracking accuracy' },
] as const;

/** The case fee ($20 one-time, covering initial analysis; no other fees unless funds are recovered), as one sentence. */
export const CASE_FEE_TEXT =
  'Filing a case costs a $20 one-time fee that covers initial analysis, with no other fees unless funds are recovered.';

/** The four-step process, in order. */
export const STEPS = [
  {
    title: 'Submit Your Case',
    text: 'Tell us what happened: the platform, the wallets involved, the amount and any evidence you have.',
  },
  {
    title: 'Investigation',
    text: 'Our analysts trace the transactions on-chain and match them against known scam and exchange addresses.',
  },
  {
    title: 'Legal Action',
    text: 'We contact exchanges and, where needed, work with legal partners to freeze and reclaim the funds.',
  },
  {
    title: 'Resolution',
    text: 'You follow every step in your dashboard until the dispute is resolved and recovered funds are returned.',
  },
] as const;

/** What a dispute can be about (the dispute types, in words). */
export const SERVICES = [
  {
    title: 'Scam recovery',
    text: 'Phishing, fake investment platforms, giveaway and romance scams traced to their wallets.',
  },
  { title: 'Unauthorized transactions', text: 'Transfers you did not make, from a compromised account or wallet.' },
  { title: 'Transaction errors', text: 'Payments sent to the wrong address or network, stuck or failed transfers.' },
  { title: 'Fee disputes', text: 'Gas and exchange fees far above what the network charged at the time.' },
] as const;

export const EXCHANGES = ['Binance', 'Coinbase', 'Kraken', 'Bybit', 'OKX', 'KuCoin', 'Bitfinex', 'Gemini'] as const;
export const WALLETS = [
  'MetaMask',
  'Trust Wallet',
  'Ledger',
  'Trezor',
  'Exodus',
  'Phantom',
  'Coinbase Wallet',
] as const;

/** The platform choices of the report form: every listed exchange and wallet, then "Other". */
export const PLATFORM_OPTIONS = [...EXCHANGES, ...WALLETS, 'Other'] as const;
export const CURRENCY_OPTIONS = ['USD', 'BTC', 'ETH', 'USDT', 'USDC', 'BNB', 'SOL', 'Other'] as const;

export interface Testimonial {
  name: string;
  location: string;
  amount: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maria L.',
    location: 'Lisbon, Portugal',
    amount: '$48,500 recovered',
    quote:
      'A fake trading platform froze my withdrawals. The team traced the wallets and the exchange returned most of my funds within weeks.',
  },
  {
    name: 'James T.',
    location: 'Austin, USA',
    amount: '$12,300 recovered',
    quote:
      'I approved a malicious contract without noticing. They explained every step and kept me updated until the money was back.',
  },
  {
    name: 'Aiko S.',
    location: 'Osaka, Japan',
    amount: '$7,900 recovered',
    quote:
      'My transfer went to the wrong network. I had given up, but the investigation found it and the exchange credited it back.',
  },
  {
    name: 'David K.',
    location: 'Berlin, Germany',
    amount: '$21,000 recovered',
    quote:
      'A giveaway scam on social media took my savings. Clear communication, honest expectations, and a result I did not expect.',
  },
];

export interface NewsItem {
  date: string;
  category: string;
  title: string;
  summary: string;
}

export const NEWS: readonly NewsItem[] = [
  {
    date: '2026-11-18',
    category: 'Alert',
    title: 'Wave of fake exchange support accounts',
    summary: 'Scammers posing as exchange support on messaging apps ask for seed phrases. Real support never will.',
  },
  {
    date: '2026-11-10',
    category: 'Recovery',
    title: 'Frozen funds returned to 40 victims',
    summary: 'Coordinated reports led an exchange to freeze a laundering wallet and return funds to victims.',
  },
  {
    date: '2026-10-29',
    category: 'Guide',
    title: 'How to revoke risky token approvals',
    summary: 'Old unlimited approvals are a common way in. A five-minute check closes the door.',
  },
  {
    date: '2026-10-15',
    category: 'Alert',
    title: 'Airdrop claim sites draining wallets',
    summary: 'Fake airdrop pages ask you to sign a transaction that hands over your tokens. Check the address first.',
  },
];

/** The advice under a part of the page whose code could not be fetched (the report form, the chat). */
export const RELOAD_ADVICE = 'Check your connection, then reload the page.';

/** The support chat's opening line and the canned replies it picks from (local simulation). */
export const CHAT_AGENT_NAME = 'Alex';
export const CHAT_GREETING = `Hi, I am ${CHAT_AGENT_NAME} from the support team. How can I help you today?`;
/** Said plainly under the chat's title (docs/texts.md#support-chat): the replies are canned. */
export const CHAT_AUTOMATED = 'Automated assistant: the replies are automatic until a person from support answers.';

export const CHAT_REPLIES = [
  'Thanks for the details. A case manager will review them shortly.',
  'I understand. Could you share the transaction hash, if you have it?',
  'You can file a full case with the Report a Scam form on this page.',
  'Please never share your seed phrase or private keys with anyone, including us.',
  'Most cases get a first assessment within 48 hours.',
] as const;
