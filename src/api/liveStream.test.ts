import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, reconnectPause, type LiveStreamState } from './liveStream';

/** An EventSource the test drives: it records what was opened and delivers what the test sends. */
class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown, id = '') {
    this.dispatchEvent(
      new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId: id }),
    );
  }
  fail() {
    this.onerror?.();
  }
}

/** Every stream a test opened, closed after it: a stream left live would tell later files it is. */
const closers: (() => void)[] = [];

function open() {
  FakeSource.opened = [];
  const events: { type: string; data: unknown; reconnected: boolean }[] = [];
  const states: LiveStreamState[] = [];
  const close = openLiveStream(
    {
      onEvent: (type, data, { reconnected }) => events.push({ type, data, reconnected }),
      onState: (state) => states.push(state),
    },
    { EventSourceImpl: FakeSource as unknown as typeof EventSource, backoff: (attempt) => 1_000 * (attempt + 1) },
  );
  closers.push(close);
  const current = () => {
    const source = FakeSource.opened.at(-1);
    if (!source) throw new Error('nothing opened');
    return source;
  };
  return { events, states, close, current };
}

afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('opens one stream with credentials, and passes on parsed events', () => {
    const { events, states, current } = open();
    expect(current().url).toMatch(/\/api\/events$/);
    expect(current().init).toEqual({ withCredentials: true });
    current().send('ready', {}, 'e1.0');
    current().send('message.created', { disputeId: 'DSP-1', messageId: 'msg-9' }, 'e1.1');
    expect(states).toEqual(['connecting', 'live']);
    expect(events).toEqual([
      { type: 'ready', data: {}, reconnected: false },
      { type: 'message.created', data: { disputeId: 'DSP-1', messageId: 'msg-9' }, reconnected: false },
    ]);
  });

  it('skips an event whose data it cannot read', () => {
    const { events, current } = open();
    current().send('message.created', 'not json');
    current().send('message.created', { disputeId: 7 });
    expect(events).toEqual([]);
  });

  it('after a failure, waits longer each time, resumes from the last id, and says when it is back', () => {
    vi.useFakeTimers();
    const { events, states, current } = open();
    current().send('ready', {}, 'e1.4');
    current().fail();
    expect(current().closed).toBe(true);
    expect(states.at(-1)).toBe('down');
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current().url).toMatch(/\/api\/events\?lastEventId=e1\.4$/);
    current().fail();
    vi.advanceTimersByTime(1_999);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(3);
    current().send('ready', {}, 'e1.5');
    expect(states.at(-1)).toBe('live');
    expect(events.at(-1)).toEqual({ type: 'ready', data: {}, reconnected: true });
  });

  it('closes for good: no reconnection after close', () => {
    vi.useFakeTimers();
    const { close, current } = open();
    const source = current();
    close();
    expect(source.closed).toBe(true);
    source.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});

describe('reconnectPause', () => {
  it('grows from 1 s to at most 5 s, and at most a third more at random', () => {
    expect([0, 1, 2, 3, 8].map((attempt) => reconnectPause(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
    expect(reconnectPause(3, () => 0.999)).toBeLessThanOrEqual(6_667);
  });
});
