/**
 * What makes a story fail beyond its play function and axe (docs/storybook.md#checked-in-a-real-browser):
 * an error nothing caught, or an /api call outside the mock backend, while the story ran. Checked
 * after each story, in Storybook's interactions panel and in npm run test:storybook alike, so the
 * failure names its story.
 */
import type { AfterEach, BeforeEach } from 'storybook/internal/types';
import { takeUnhandledApiCalls } from './storyBackend';

let uncaught: string[] = [];

// The browser's own notice that a ResizeObserver's callbacks changed layout and the rest wait a
// frame: an error event with no error behind it, raised or not by how fast frames come (charts
// and Chakra measure themselves). Nothing failed, so it does not fail a story.
const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop /;

const onError = (event: ErrorEvent) => {
  if (!(event.error instanceof Error) && RESIZE_OBSERVER_NOTICE.test(event.message)) return;
  uncaught.push(event.error instanceof Error ? event.error.message : event.message);
};
const onRejection = (event: PromiseRejectionEvent) => {
  uncaught.push(event.reason instanceof Error ? event.reason.message : String(event.reason));
};

export const watchForStrayErrors: BeforeEach = () => {
  uncaught = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};

export const failOnStrayErrors: AfterEach = () => {
  const problems = [
    ...uncaught.map((message) => `Uncaught error: ${message}`),
    ...takeUnhandledApiCalls().map((call) => `API call outside the mock backend's endpoints: ${call}`),
  ];
  uncaught = [];
  if (problems.length > 0) throw new Error(problems.join('\n'));
};
