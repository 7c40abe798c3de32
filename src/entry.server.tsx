/**
 * Rendering on the server happens only at build time here (`ssr: false`): the prerendered pages
 * and the SPA fallback. Each page is written whole, once every Suspense boundary has resolved
 * (React's `onAllReady`, its advice for static generation). React Router's default entry waits that
 * long only for bots and the SPA fallback; streamed from the shell instead, a page's content
 * arrives as a hidden block that an inline script reveals later, and the app, when it hydrates
 * first, renders that content a second time beside the hidden copy.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** How long a page may take to render before the build gives up on it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A finished boundary larger than this is sent apart from the shell, hidden, for a script to
      // reveal: never wanted when the whole page is written at once.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        // A 500 fails the build's prerender, which names the page.
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
