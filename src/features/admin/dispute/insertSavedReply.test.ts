import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../api';
import { insertSavedReply } from './insertSavedReply';

describe('insertSavedReply', () => {
  it('replaces a box that is empty or only white space', () => {
    expect(insertSavedReply('', 'Refund sent.', null)).toEqual({ text: 'Refund sent.', caret: 12 });
    expect(insertSavedReply('  \n ', 'Refund sent.', { start: 2, end: 2 })).toEqual({
      text: 'Refund sent.',
      caret: 12,
    });
  });

  it('goes in at the caret, the caret right after it', () => {
    expect(insertSavedReply('Hello Alex, regards', 'here it is. ', { start: 12, end: 12 })).toEqual({
      text: 'Hello Alex, here it is. regards',
      caret: 24,
    });
  });

  it('takes the place of the selected text, whichever way it was selected', () => {
    expect(insertSavedReply('Dear XXX,', 'Alex', { start: 5, end: 8 })).toEqual({ text: 'Dear Alex,', caret: 9 });
    expect(insertSavedReply('Dear XXX,', 'Alex', { start: 8, end: 5 })).toEqual({ text: 'Dear Alex,', caret: 9 });
  });

  it('goes at the end when the caret is not known, or no longer inside the text', () => {
    expect(insertSavedReply('Hi. ', 'Thanks.', null)).toEqual({ text: 'Hi. Thanks.', caret: 11 });
    expect(insertSavedReply('Hi. ', 'Thanks.', { start: 40, end: 50 })).toEqual({ text: 'Hi. Thanks.', caret: 11 });
  });

  it('refuses what would make the message longer than a message may be, counting code points', () => {
    const almost = 'a'.repeat(LIMITS.textMax - 2);
    expect(insertSavedReply(almost, '😀😀', null)?.text).toBe(`${almost}😀😀`);
    expect(insertSavedReply(almost, 'abc', null)).toBeNull();
    expect(insertSavedReply('', 'x'.repeat(LIMITS.textMax + 1), null)).toBeNull();
  });
});
