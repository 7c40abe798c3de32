import { http } from 'msw';
import { accountSessionHandlers } from './accountSessions';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { emailNotificationHandlers } from './emailNotifications';
import { passkeyHandlers } from './passkeys';
import { passwordResetHandlers } from './passwordReset';
import { contentHandlers } from './content';
import { deskHandlers } from './desk';
import { disputeHandlers } from './disputes';
import { eventHandlers } from './events';
import { evidenceHandlers } from './evidence';
import { api, errorResponse, NO_SUCH_ENDPOINT, route, type BackendContext } from './http';
import { toMswHandlers, type HandlerRecord } from './record';
import { reportHandlers } from './reports';
import { scamCheckHandlers } from './scamCheck';
import { settingsHandlers } from './settings';
import { twoStepHandlers } from './twoStep';

export type { BackendContext } from './http';
export { NO_SUCH_ENDPOINT } from './http';

export function createHandlers(ctx: BackendContext) {
  const record: HandlerRecord = {
    ...authHandlers(ctx),
    ...passwordResetHandlers(ctx),
    ...accountSessionHandlers(ctx),
    ...emailNotificationHandlers(ctx),
    ...disputeHandlers(ctx),
    ...contentHandlers(ctx),
    ...adminHandlers(ctx),
    ...deskHandlers(ctx),
    ...scamCheckHandlers(ctx),
    ...eventHandlers(ctx),
    ...evidenceHandlers(ctx),
    ...reportHandlers(ctx),
    ...settingsHandlers(ctx),
    ...twoStepHandlers(ctx),
    ...passkeyHandlers(ctx),
  };
  const noSuchEndpoint = route(ctx, () => errorResponse(404, NO_SUCH_ENDPOINT));
  return [
    ...toMswHandlers(ctx, record),
    // Anything else under /api is answered here, so it never falls through to the dev server. The
    // pattern also matches a source module the dev server serves (/src/api/liveStream.ts, loaded
    // late): that one passes through.
    http.all(api('/*'), (info) =>
      new URL(info.request.url).pathname.startsWith('/api/') ? noSuchEndpoint(info) : undefined,
    ),
  ];
}
