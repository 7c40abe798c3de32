/** Fixed sample content of the seed: alerts, tips, resources and the texts disputes are built from. */
import type { DisputeType, EducationalResource, RiskLevel, SecurityTip } from '../../src/api';

export const SCAM_ALERTS: { title: string; description: string; riskLevel: RiskLevel; daysAgo: number }[] = [
  {
    title: 'Fake wallet-support accounts on social media',
    description:
      'Scammers posing as MetaMask and Ledger support reply to complaints and ask for your recovery phrase. Real support never asks for it.',
    riskLevel: 'High',
    daysAgo: 1,
  },
  {
    title: 'Address-poisoning transfers',
    description:
      'Tiny transfers from look-alike addresses are planting fake entries in wallet histories. Always copy the recipient from a trusted source, never from recent activity.',
    riskLevel: 'High',
    daysAgo: 3,
  },
  {
    title: 'Impersonated exchange login pages',
    description:
      'Phishing sites with domains such as binnance-login.com copy exchange sign-in pages to steal passwords and 2FA codes.',
    riskLevel: 'High',
    daysAgo: 5,
  },
  {
    title: 'Celebrity giveaway live streams',
    description:
      'Deepfake live streams promise to double any ETH or BTC you send. No legitimate giveaway asks you to send funds first.',
    riskLevel: 'Medium',
    daysAgo: 8,
  },
  {
    title: 'Unlimited token approvals in airdrop claims',
    description:
      'Airdrop claim pages request unlimited spending approval and drain tokens later. Review and revoke approvals you do not recognise.',
    riskLevel: 'Medium',
    daysAgo: 12,
  },
  {
    title: 'Pig-butchering investment platforms',
    description:
      'Long online friendships lead to trading platforms that show fake profits and block withdrawals behind ever-growing "tax" payments.',
    riskLevel: 'Medium',
    daysAgo: 17,
  },
  {
    title: 'Fake ICO presales',
    description: 'Presale sites for tokens that do not exist collect deposits and disappear before any listing.',
    riskLevel: 'Low',
    daysAgo: 24,
  },
  {
    title: 'Browser extensions with hidden clipboard swapping',
    description:
      'Some free "portfolio trackers" replace copied wallet addresses with the attacker\'s. Install extensions only from known publishers.',
    riskLevel: 'Low',
    daysAgo: 31,
  },
];

export const SECURITY_TIPS: Omit<SecurityTip, 'id'>[] = [
  {
    title: 'Turn on app-based two-factor authentication',
    description: 'Use an authenticator app or hardware key instead of SMS codes on every exchange account.',
    isCompleted: false,
  },
  {
    title: 'Keep your recovery phrase offline',
    description:
      'Write it on paper or metal and store it somewhere safe. Never type it into a website or share it with anyone.',
    isCompleted: false,
  },
  {
    title: 'Use a hardware wallet for savings',
    description: 'Keep long-term holdings on a hardware wallet and only small amounts on exchanges.',
    isCompleted: false,
  },
  {
    title: 'Check addresses character by character',
    description: 'Compare the first and last six characters of every address before you confirm a transfer.',
    isCompleted: false,
  },
  {
    title: 'Review token approvals monthly',
    description: 'Revoke spending approvals for contracts you no longer use.',
    isCompleted: false,
  },
  {
    title: 'Bookmark the sites you trust',
    description: 'Open exchanges from your own bookmarks instead of links in emails, ads or messages.',
    isCompleted: false,
  },
  {
    title: 'Use a unique password per exchange',
    description: 'A password manager makes long unique passwords painless and spots look-alike domains.',
    isCompleted: false,
  },
];

export const EDUCATIONAL_RESOURCES: Omit<EducationalResource, 'id'>[] = [
  {
    title: 'What to know about cryptocurrency and scams',
    description: 'How scammers ask for crypto, and the signs that give them away.',
    linkUrl: 'https://consumer.ftc.gov/articles/what-know-about-cryptocurrency-and-scams',
    linkText: 'Read the FTC guide',
  },
  {
    title: 'Report internet crime',
    description: 'File a report with the Internet Crime Complaint Center if you lost funds to fraud.',
    linkUrl: 'https://www.ic3.gov/',
    linkText: 'Go to IC3',
  },
  {
    title: 'Ethereum security and scam prevention',
    description: 'Protect your accounts, wallets and keys, with the scams most often seen on Ethereum.',
    linkUrl: 'https://ethereum.org/en/security/',
    linkText: 'Read on ethereum.org',
  },
  {
    title: 'Securing your Bitcoin wallet',
    description: 'Backups, encryption and offline storage for Bitcoin holders.',
    linkUrl: 'https://bitcoin.org/en/secure-your-wallet',
    linkText: 'Read on bitcoin.org',
  },
  {
    title: 'Avoiding social engineering and phishing',
    description: 'How phishing works and how to recognise it before you click.',
    linkUrl: 'https://www.cisa.gov/news-events/news/avoiding-social-engineering-and-phishing-attacks',
    linkText: 'Read the CISA tips',
  },
];

export const NOTIFICATION_TEXTS = [
  {
    title: 'Dispute status updated',
    message: 'One of your disputes moved to In Progress. An investigator is reviewing the transaction.',
    type: 'info',
  },
  {
    title: 'New message from support',
    message: 'Support replied to your dispute. Open it to read the message.',
    type: 'info',
  },
  {
    title: 'Refund issued',
    message: 'A refund was sent to your wallet. It can take up to 24 hours to appear.',
    type: 'success',
  },
  {
    title: 'Phishing wave targeting exchange users',
    message: 'We are seeing fake login pages for major exchanges. Check the address bar before you sign in.',
    type: 'warning',
  },
  {
    title: 'Action needed: add evidence',
    message: 'Add screenshots of the transaction to help us resolve your dispute faster.',
    type: 'warning',
  },
] as const;

export const DESCRIPTIONS: Record<DisputeType, string[]> = {
  transaction_error: [
    'I sent funds to my exchange deposit address but the deposit never arrived, although the transaction shows as confirmed on the explorer.',
    'The withdrawal was debited from my account twice. Only one transfer reached my wallet and the second amount is missing.',
  ],
  fee_dispute: [
    'The network fee charged was far higher than the gas price at the time. The app estimated a much lower fee before I confirmed.',
    'I was charged a withdrawal fee that is not listed anywhere in the fee schedule for this network.',
  ],
  scam_report: [
    'Someone posing as wallet support on social media convinced me to enter my recovery phrase on a website. My wallet was emptied minutes later.',
    'An investment platform showed growing profits but blocked my withdrawal and demanded a release fee. They stopped answering after I paid.',
  ],
  unauthorized_transaction: [
    'A withdrawal I did not make left my account overnight. I had 2FA enabled and did not receive any confirmation email.',
    'Tokens were transferred out of my wallet after I connected it to an airdrop site. I never approved this transfer.',
  ],
  other: [
    'My account was frozen after a deposit and support has not explained why or how to restore access to my funds.',
    'A merchant took payment in USDT but never delivered and refuses to refund the amount.',
  ],
};

export const NETWORKS = [
  { network: 'Ethereum', unit: 'ETH', evm: true },
  { network: 'Polygon', unit: 'MATIC', evm: true },
  { network: 'BNB Smart Chain', unit: 'BNB', evm: true },
  { network: 'Arbitrum One', unit: 'ETH', evm: true },
  { network: 'Bitcoin', unit: 'BTC', evm: false },
] as const;

export const TRANSACTION_TYPES = ['Token transfer', 'Swap', 'Withdrawal', 'NFT purchase', 'Contract interaction'];

export const ADMIN_FIRST_REPLY =
  'Thank you for your report. We have opened an investigation and will update you here as soon as we know more.';
export const USER_FOLLOW_UPS = [
  'Thanks. I have attached the screenshots of the transaction and the chat with the other party.',
  'Is there any update on my case? The funds are important to me.',
  'I checked with my bank as well; they said they cannot help with crypto transfers.',
];

/** A user's question on a New dispute nobody has answered yet: it waits on support. */
export const USER_QUESTION = 'Hello, has anyone had a chance to look at this yet? I can send more details if needed.';
/** Internal notes: admins only, never shown to the user. */
export const TRIAGE_NOTE = 'Triage: looks genuine; pick up once the exchange statement arrives.';
export const INTERNAL_NOTES = [
  'Internal: the receiving address is on our watch list; do not share this with the user yet.',
  'Internal: exchange compliance asked us to wait 48 hours before replying with details.',
  'Internal: second report this week with the same pattern; compare with the linked cases.',
];
