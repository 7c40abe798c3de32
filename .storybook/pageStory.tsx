/**
 * A story for a page in a given state, in one line:
 *
 *   export const Failing = pageStory('/login', 'failing');
 *
 * It renders the app's own route table (guards, layouts, pages) in a memory router at `path`:
 * - `signedOut`: the seeded backend, nobody signed in;
 * - `user` / `admin`: the demo account signs in through the real login endpoint in a loader first,
 *   so every later call of the page carries a real session;
 * - `failing`: every /api call answers 500 `{ message }`;
 * - `slow`: every /api call hangs, so the loading states show.
 *
 * `failingStory` and `hangingStory` sign in as `pageStory` does, then fail or hang only the given
 * calls: a page behind sign-in can only show its own error and loading states that way.
 */
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { delay, http, HttpResponse, type AnyHandler, type HttpResponseResolver } from 'msw';
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../src/app/memoryRoutes';
import { DEMO_ADMIN, DEMO_USER } from '../mocks/db/seed';
import { signInForStory } from './signInAdmin';

export type PageState = 'signedOut' | 'user' | 'admin' | 'failing' | 'slow';
export type PageStory = StoryObj<Meta>;
export type StoryExtra = Omit<PageStory, 'render' | 'loaders'>;

export const FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Handlers that answer every /api call with a server error. */
export const failingApi: AnyHandler[] = [
  http.all('*/api/*', () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 })),
];

/** Handlers that never answer an /api call (the request stays pending). */
export const hangingApi: AnyHandler[] = [
  http.all('*/api/*', async () => {
    await delay('infinite');
  }),
];

function signIn(account: { email: string; password: string }): Loader {
  return async () => {
    await signInForStory(account);
    return {};
  };
}

function PageAt({ path }: { path: string }) {
  // One router per mount: a story starts at its path every time it is shown.
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

const STATE_ANNOTATIONS: Record<PageState, Pick<PageStory, 'loaders'> & { handlers?: AnyHandler[] }> = {
  signedOut: {},
  user: { loaders: [signIn(DEMO_USER)] },
  admin: { loaders: [signIn(DEMO_ADMIN)] },
  failing: { handlers: failingApi },
  slow: { handlers: hangingApi },
};

export function pageStory(path: string, state: PageState, extra: StoryExtra = {}): PageStory {
  const { loaders, handlers } = STATE_ANNOTATIONS[state];
  return {
    ...extra,
    render: () => <PageAt path={path} />,
    ...(loaders ? { loaders } : {}),
    parameters: {
      ...extra.parameters,
      pageRouter: true,
      pageState: state,
      pagePath: path,
      ...(handlers ? { msw: { handlers } } : {}),
    },
  };
}

/** A path glob (as msw matches it), or several. */
type ApiPaths = string | string[];

/**
 * The calls a story takes over: paths alone match any method; `{ get: ... }` or `{ post: ... }`
 * leave the other methods of those paths to the backend.
 */
export type ApiCalls = ApiPaths | { all?: ApiPaths; get?: ApiPaths; post?: ApiPaths };

/** `failing` and `slow` bring handlers of their own, which would replace the story's. */
type BackendState = Exclude<PageState, 'failing' | 'slow'>;

function handlersFor(calls: ApiCalls, resolver: HttpResponseResolver): AnyHandler[] {
  const byMethod = typeof calls === 'string' || Array.isArray(calls) ? { all: calls } : calls;
  return (['all', 'get', 'post'] as const).flatMap((method) =>
    [byMethod[method] ?? []].flat().map((path) => http[method](path, resolver)),
  );
}

/** `pageStory` in `state`, with `handlers` in front of the backend (signing in itself still works). */
export function storyWithHandlers(
  path: string,
  state: BackendState,
  handlers: AnyHandler[],
  extra: StoryExtra = {},
): PageStory {
  return pageStory(path, state, { ...extra, parameters: { ...extra.parameters, msw: { handlers } } });
}

/** `pageStory` in `state`, with `calls` answering 500 `{ message: FAILURE_MESSAGE }`. */
export function failingStory(path: string, state: BackendState, calls: ApiCalls, extra: StoryExtra = {}): PageStory {
  const fail = () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 });
  return storyWithHandlers(path, state, handlersFor(calls, fail), extra);
}

/** `pageStory` in `state`, with `calls` never answering, marked as a `slow` story. */
export function hangingStory(path: string, state: BackendState, calls: ApiCalls, extra: StoryExtra = {}): PageStory {
  const hang = async () => {
    await delay('infinite');
  };
  const story = storyWithHandlers(path, state, handlersFor(calls, hang), extra);
  // The stories suite only glances at a slow story (nothing will finish loading).
  return { ...story, parameters: { ...story.parameters, pageState: 'slow' } };
}

/** `story` on a 390 px phone (the toolbar's `phone` viewport), as Storybook and the test run show it. */
export function onPhone(story: PageStory): PageStory {
  return { ...story, globals: { ...story.globals, viewport: { value: 'phone', isRotated: false } } };
}

/**
 * A play function that submits a form empty: clears every text field, presses `button`, and waits
 * for at least one field to be marked invalid.
 */
export function submitEmpty(button: string): NonNullable<PageStory['play']> {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: button });
    for (const field of canvas.queryAllByRole('textbox')) await userEvent.clear(field);
    for (const field of canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]'))
      await userEvent.clear(field);
    await userEvent.click(submit);
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull());
  };
}

/** A play function for a `slow` sign-in form: submits it, and the button shows its pending text. */
export function submitPending(button: string, pendingText: string): NonNullable<PageStory['play']> {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: button }));
    await expect(await canvas.findByText(pendingText)).toBeInTheDocument();
  };
}

/**
 * A play function for a page whose reads failed: an alert with `title`, the server's `message` when
 * given, and Retry.
 */
export function showsErrorState(title: string, message?: string): NonNullable<PageStory['play']> {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText(title)).toBeVisible();
    if (message !== undefined) await expect(within(alert).getByText(message)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  };
}

/** A play function that checks the signed-in header shows the account's email. */
export function showsAccount(email: string): NonNullable<PageStory['play']> {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(email)).not.toHaveLength(0);
  };
}
