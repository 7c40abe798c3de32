/**
 * The simulated support feed (client-side sample data only, docs/texts.md#simulations): messages go
 * new → assigned → resolved; Resolve is allowed from new or assigned; a message arrives every 30 s.
 * Everything here is pure: randomness and the clock come in as arguments.
 */
import { pick, type Random } from './random';

export const SUPPORT_MESSAGE_INTERVAL_MS = 30_000;
/** The feed keeps the newest messages only, so a tab left open for hours stays light. */
export const SUPPORT_FEED_LIMIT = 25;

export const SUPPORT_STATUSES = ['new', 'assigned', 'resolved'] as const;
export const SUPPORT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export interface SupportMessage {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  message: string;
  /** ISO date-time. */
  timestamp: string;
  status: SupportStatus;
  priority: SupportPriority;
  category: string;
  assignedTo: string | null;
}

export interface SupportState {
  messages: SupportMessage[];
}

export type SupportAction =
  | { type: 'arrive'; message: SupportMessage }
  | { type: 'assign'; id: string; admin: string }
  | { type: 'resolve'; id: string };

export const canAssign = (message: SupportMessage): boolean => message.status === 'new';
export const canResolve = (message: SupportMessage): boolean =>
  message.status === 'new' || message.status === 'assigned';

export function supportReducer(state: SupportState, action: SupportAction): SupportState {
  switch (action.type) {
    case 'arrive':
      return { messages: [action.message, ...state.messages].slice(0, SUPPORT_FEED_LIMIT) };
    case 'assign':
      return update(state, action.id, canAssign, (message) => ({
        ...message,
        status: 'assigned',
        assignedTo: action.admin,
      }));
    case 'resolve':
      return update(state, action.id, canResolve, (message) => ({ ...message, status: 'resolved' }));
  }
}

function update(
  state: SupportState,
  id: string,
  allowed: (message: SupportMessage) => boolean,
  change: (message: SupportMessage) => SupportMessage,
): SupportState {
  const target = state.messages.find((message) => message.id === id);
  if (!target || !allowed(target)) return state;
  return { messages: state.messages.map((message) => (message === target ? change(message) : message)) };
}

interface Topic {
  category: string;
  message: string;
}

const PEOPLE = [
  { name: 'Priya Natarajan', email: 'priya.natarajan@example.net' },
  { name: 'Marcus Webb', email: 'marcus.webb@example.net' },
  { name: 'Elena Kovacs', email: 'elena.kovacs@example.net' },
  { name: 'Tomás Ortega', email: 'tomas.ortega@example.net' },
  { name: 'Aisha Bello', email: 'aisha.bello@example.net' },
  { name: 'Jonas Lindqvist', email: 'jonas.lindqvist@example.net' },
] as const;

const TOPICS: readonly [Topic, ...Topic[]] = [
  { category: 'Dispute status', message: 'It has been four days since I filed my dispute. Is there any update?' },
  { category: 'Refund', message: 'My refund was approved but has not reached my wallet yet.' },
  { category: 'Scam report', message: 'I just sent 0.4 ETH to a fake airdrop site. What should I do right now?' },
  { category: 'Account access', message: 'I cannot sign in after resetting my password.' },
  { category: 'Fees', message: 'The exchange charged me three times the quoted network fee.' },
  { category: 'Evidence', message: 'How do I add more screenshots to my existing case?' },
];

/** A new message from a sample person, as the 30-second feed delivers it. */
export function nextSupportMessage(random: Random, now: number, sequence: number): SupportMessage {
  const personIndex = Math.floor(random() * PEOPLE.length) % PEOPLE.length;
  const person = PEOPLE[personIndex] ?? PEOPLE[0];
  const topic = pick(random, TOPICS);
  return {
    id: `sup-live-${sequence}`,
    userId: `usr-sim-${personIndex + 1}`,
    userName: person.name,
    userEmail: person.email,
    message: topic.message,
    timestamp: new Date(now).toISOString(),
    status: 'new',
    priority: pick(random, SUPPORT_PRIORITIES),
    category: topic.category,
    assignedTo: null,
  };
}

const MINUTE = 60_000;

/** The feed as the page opens: a few messages in every status. */
export function sampleSupportMessages(now: number): SupportMessage[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  return [
    {
      id: 'sup-3',
      userId: 'usr-sim-3',
      userName: 'Elena Kovacs',
      userEmail: 'elena.kovacs@example.net',
      message: 'A wallet drainer emptied my account after I signed a "mint" transaction.',
      timestamp: at(2),
      status: 'new',
      priority: 'high',
      category: 'Scam report',
      assignedTo: null,
    },
    {
      id: 'sup-2',
      userId: 'usr-sim-2',
      userName: 'Marcus Webb',
      userEmail: 'marcus.webb@example.net',
      message: 'Could you confirm which documents you still need for DSP-100014?',
      timestamp: at(11),
      status: 'assigned',
      priority: 'medium',
      category: 'Evidence',
      assignedTo: 'Support team',
    },
    {
      id: 'sup-1',
      userId: 'usr-sim-5',
      userName: 'Aisha Bello',
      userEmail: 'aisha.bello@example.net',
      message: 'Thanks, the fee difference arrived this morning.',
      timestamp: at(38),
      status: 'resolved',
      priority: 'low',
      category: 'Refund',
      assignedTo: 'Support team',
    },
  ];
}
