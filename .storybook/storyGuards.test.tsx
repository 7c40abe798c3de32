import { describe, expect, it } from 'vitest';
import type { StoryContext } from 'storybook/internal/types';
import { failOnStrayErrors, watchForStrayErrors } from './storyGuards';

// The guards take Storybook's story context but read nothing from it.
const context = {} as StoryContext;

async function afterRaising(event: ErrorEvent): Promise<unknown> {
  const stopWatching = await watchForStrayErrors(context);
  window.dispatchEvent(event);
  if (typeof stopWatching === 'function') await stopWatching();
  try {
    await failOnStrayErrors(context);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('the stray-error guard', () => {
  it('fails a story on an error nothing caught', async () => {
    const failure = await afterRaising(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(failure).toEqual(new Error('Uncaught error: boom'));
  });

  it("lets the browser's ResizeObserver loop notice pass: an event with no error behind it", async () => {
    const notice = new ErrorEvent('error', {
      message: 'ResizeObserver loop completed with undelivered notifications.',
    });
    expect(await afterRaising(notice)).toBeUndefined();
  });

  it('still fails on a thrown error whose message merely starts the same way', async () => {
    const thrown = new Error('ResizeObserver loop in our own code');
    expect(await afterRaising(new ErrorEvent('error', { error: thrown, message: thrown.message }))).toEqual(
      new Error(`Uncaught error: ${thrown.message}`),
    );
  });
});
