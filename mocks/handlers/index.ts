import { http } from 'msw';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { disputeHandlers } from './disputes';
import { api, errorResponse, route, type BackendContext } from './http';
import { scamCheckHandlers } from './scamCheck';

export type { BackendContext } from './http';

export function createHandlers(ctx: BackendContext) {
  return [
    ...authHandlers(ctx),
    ...disputeHandlers(ctx),
    ...contentHandlers(ctx),
    ...adminHandlers(ctx),
    ...scamCheckHandlers(ctx),
    // Anything else under /api is answered here, so it never falls through to the dev server.
    http.all(api('/*'), route(ctx, () => errorResponse(404, 'No such endpoint'))),
  ];
}
