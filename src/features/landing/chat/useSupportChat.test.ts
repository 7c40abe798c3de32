import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING, CHAT_REPLIES } from '../content';
import { CHAT_REPLY_DELAY_MS, useSupportChat } from './useSupportChat';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSupportChat', () => {
  it('starts with the agent greeting', () => {
    const { result } = renderHook(() => useSupportChat());
    expect(result.current.messages).toEqual([{ id: 0, author: 'agent', text: CHAT_GREETING }]);
    expect(result.current.agentTyping).toBe(false);
  });

  it('replies exactly 1000 ms after each message, typing meanwhile', () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    const { result } = renderHook(() => useSupportChat(() => 0.3));
    act(() => {
      result.current.send('First');
    });
    act(() => vi.advanceTimersByTime(400));
    act(() => {
      result.current.send('Second');
    });
    expect(result.current.agentTyping).toBe(true);

    act(() => vi.advanceTimersByTime(599));
    expect(result.current.messages.map((m) => m.text)).toEqual([CHAT_GREETING, 'First', 'Second']);
    act(() => vi.advanceTimersByTime(1));
    const reply = CHAT_REPLIES[Math.floor(0.3 * CHAT_REPLIES.length)];
    expect(result.current.messages.map((m) => m.text)).toEqual([CHAT_GREETING, 'First', 'Second', reply]);
    expect(result.current.agentTyping).toBe(true);

    act(() => vi.advanceTimersByTime(400));
    expect(result.current.messages.map((m) => m.author)).toEqual(['agent', 'visitor', 'visitor', 'agent', 'agent']);
    expect(result.current.agentTyping).toBe(false);
    expect(new Set(result.current.messages.map((m) => m.id)).size).toBe(5);
  });

  it('refuses blank and whitespace-only messages, and trims the rest', () => {
    const { result } = renderHook(() => useSupportChat());
    for (const text of ['', '   ', '\n\t ']) {
      let sent = true;
      act(() => {
        sent = result.current.send(text);
      });
      expect(sent).toBe(false);
    }
    act(() => {
      result.current.send('  Hello  ');
    });
    expect(result.current.messages.at(-1)).toMatchObject({ author: 'visitor', text: 'Hello' });
    act(() => vi.runAllTimers());
    expect(result.current.messages).toHaveLength(3);
  });

  it('drops pending replies when unmounted', () => {
    const { result, unmount } = renderHook(() => useSupportChat());
    act(() => {
      result.current.send('Bye');
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
