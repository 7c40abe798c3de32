/**
 * The simulated visitor panel (client-side sample data only, docs/texts.md#simulations): visitors are
 * active, idle or left, the simulation ticks every 15 s, and visitors who have left are removed.
 * A visitor who leaves during a tick shows as "Left" until the next tick removes them, so the
 * change can be seen. Pure: randomness and the clock come in as arguments.
 */
import { pick, type Random } from './random';

export const VISITOR_TICK_MS = 15_000;
/** Chance that a visitor still on the site changes status in one tick. */
export const STATUS_CHANGE_CHANCE = 0.3;
/** Chance of a first (and, after it, of a second) arrival in one tick. */
export const ARRIVAL_CHANCE = 0.5;
export const MAX_VISITORS = 12;

export const VISITOR_STATUSES = ['active', 'idle', 'left'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

export interface Visitor {
  id: string;
  name: string;
  ipAddress: string;
  currentPage: string;
  /** ISO date-time. */
  enteredAt: string;
  browser: string;
  device: string;
  country: string;
  status: VisitorStatus;
}

export interface VisitorTick {
  /** New statuses for visitors still on the site, by id. */
  changes: Record<string, VisitorStatus>;
  arrivals: Visitor[];
}

export type VisitorAction = { type: 'tick'; tick: VisitorTick };

export interface VisitorState {
  visitors: Visitor[];
}

/** Applies one tick: those who had left are removed, statuses change, newcomers join. */
export function visitorReducer(state: VisitorState, action: VisitorAction): VisitorState {
  const { changes, arrivals } = action.tick;
  const staying = state.visitors
    .filter((visitor) => visitor.status !== 'left')
    .map((visitor) => {
      const status = changes[visitor.id];
      return status && status !== visitor.status ? { ...visitor, status } : visitor;
    });
  return { visitors: [...arrivals, ...staying].slice(0, MAX_VISITORS) };
}

const NEXT_STATUS: Record<Exclude<VisitorStatus, 'left'>, readonly [VisitorStatus, ...VisitorStatus[]]> = {
  active: ['idle', 'left'],
  idle: ['active', 'left'],
};

const PAGES = ['/', '/login', '/register', '/dashboard', '/new-dispute', '/scam-alerts', '/landing'] as const;
const BROWSERS = ['Chrome 131', 'Firefox 133', 'Safari 18', 'Edge 131', 'Brave 1.73'] as const;
const DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const;
const COUNTRIES = ['United States', 'Germany', 'Brazil', 'India', 'Nigeria', 'Canada', 'Japan', 'Spain'] as const;
/** IPv4 documentation ranges (RFC 5737): clearly sample addresses. */
const NETWORKS = ['192.0.2', '198.51.100', '203.0.113'] as const;

/** A newcomer, numbered by `sequence` ("Visitor 1042"). */
export function newVisitor(random: Random, now: number, sequence: number): Visitor {
  return {
    id: `vis-live-${sequence}`,
    name: `Visitor ${1000 + sequence}`,
    ipAddress: `${pick(random, NETWORKS)}.${1 + Math.floor(random() * 254)}`,
    currentPage: pick(random, PAGES),
    enteredAt: new Date(now).toISOString(),
    browser: pick(random, BROWSERS),
    device: pick(random, DEVICES),
    country: pick(random, COUNTRIES),
    status: 'active',
  };
}

/** Decides what one tick does to `visitors`; `sequence` numbers the first arrival. */
export function planVisitorTick(
  visitors: readonly Visitor[],
  random: Random,
  now: number,
  sequence: number,
): VisitorTick {
  const changes: Record<string, VisitorStatus> = {};
  let staying = 0;
  for (const visitor of visitors) {
    if (visitor.status === 'left') continue;
    if (random() < STATUS_CHANGE_CHANCE) changes[visitor.id] = pick(random, NEXT_STATUS[visitor.status]);
    staying += 1;
  }
  const arrivals: Visitor[] = [];
  while (arrivals.length < 2 && staying + arrivals.length < MAX_VISITORS && random() < ARRIVAL_CHANCE) {
    arrivals.push(newVisitor(random, now, sequence + arrivals.length));
  }
  return { changes, arrivals };
}

const MINUTE = 60_000;

/** The panel as the page opens: some active, one idle, one just left. */
export function sampleVisitors(now: number): Visitor[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  return [
    {
      id: 'vis-4',
      name: 'Visitor 1004',
      ipAddress: '203.0.113.42',
      currentPage: '/new-dispute',
      enteredAt: at(3),
      browser: 'Chrome 131',
      device: 'Desktop',
      country: 'Germany',
      status: 'active',
    },
    {
      id: 'vis-3',
      name: 'Visitor 1003',
      ipAddress: '198.51.100.7',
      currentPage: '/scam-alerts',
      enteredAt: at(9),
      browser: 'Safari 18',
      device: 'Mobile',
      country: 'United States',
      status: 'active',
    },
    {
      id: 'vis-2',
      name: 'Visitor 1002',
      ipAddress: '192.0.2.118',
      currentPage: '/dashboard',
      enteredAt: at(17),
      browser: 'Firefox 133',
      device: 'Desktop',
      country: 'Brazil',
      status: 'idle',
    },
    {
      id: 'vis-1',
      name: 'Visitor 1001',
      ipAddress: '203.0.113.9',
      currentPage: '/',
      enteredAt: at(26),
      browser: 'Edge 131',
      device: 'Tablet',
      country: 'India',
      status: 'left',
    },
  ];
}
