/**
 * The signed-in devices of an account (an extension; docs/server.md#signed-in-devices): each live
 * session by its public id, never its token, with the device it signed in from as the server reads
 * it, and the calls' answers and messages.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';
import { Count, Id } from './entities';

export const SessionSchema = v.object({
  /** The session's public id: random, and neither its token nor anything the token can be found by. */
  id: Id,
  /** The browser and system the server read from its User-Agent ("Chrome on Linux"), or "Unknown device". */
  device: v.string(),
  /** The User-Agent of the sign-in, as sent (capped); null when none was sent or the session predates the field. */
  userAgent: v.nullish(v.string(), null),
  /** When it signed in (its first use). */
  createdAt: DateTimeSchema,
  /** When it was last used (written at most once a minute). */
  lastSeenAt: DateTimeSchema,
  /** Whether it is the session this request came with. */
  current: v.boolean(),
});

export type Session = v.InferOutput<typeof SessionSchema>;

/** How many sessions a call ended. */
export const EndedSessionsSchema = v.object({ ended: Count });

export type EndedSessions = v.InferOutput<typeof EndedSessionsSchema>;

/** 404 for a session the caller does not hold, another account's included (docs/server.md#signed-in-devices). */
export const SESSION_NOT_FOUND = 'Session not found';
/** 409 for an admin who ends their own sessions from the users screen. */
export const OWN_SESSIONS_CONFLICT = 'Use your account page to end your own sessions';
