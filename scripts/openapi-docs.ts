/**
 * The prose of openapi.json, one entry per call of the endpoint table (src/api/endpoints.ts): a
 * call without its entry, or an entry without its call, does not compile. Kept out of src/api so
 * the app's bundle does not carry it.
 */
import type { EndpointName } from '../src/api';

export type Tag = 'auth' | 'disputes' | 'content' | 'admin' | 'extensions';

export interface OperationDocs {
  tag: Tag;
  summary: string;
  description?: string;
  /** What a status means for this call, where the general sentence would not be true. */
  statuses?: Partial<Record<400 | 401 | 404 | 409 | 413 | 415 | 422 | 429, string>>;
  /** A reason for 403 besides those the call's kind implies. */
  forbidden?: string;
}

const ownDispute404 =
  'No dispute with this id among the caller’s own (another person’s dispute answers alike, so its existence is not revealed)';
const dispute404 = 'No dispute with this id';
const user404 = 'No user with this id';
const closed409 = 'The dispute is closed (Resolved or Rejected)';
const attachment422 = 'An id in `attachments` is not a file of this dispute’s evidence';
const evidence404 =
  'No dispute with this id that the caller may see: its owner and admins may; anyone else is answered alike, so its existence is not revealed';

export const OPERATION_DOCS: { [N in EndpointName]: OperationDocs } = {
  getCurrentUser: { tag: 'auth', summary: 'The signed-in user' },
  login: {
    tag: 'auth',
    summary: 'Sign in; sets the session cookie',
    description:
      '`username` is the email (case-insensitive); a username does not sign in. ' +
      'Each attempt is counted before its password is checked (and taken back when it matches), so simultaneous attempts cannot pass a limit together. ' +
      'From a browser without a valid `device` cookie for the account: after 5 failures for one account or 20 from one client within 15 minutes the server answers 429 with `Retry-After`, without checking the password. ' +
      "With one (a browser that signed in to this account before), only that cookie's own 5 failures count, so a flood by others does not lock its owner out. " +
      'A session cookie sent with the request is ended and replaced; a successful sign-in also sets `device=<nonce>.<issued>.<mac>; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=<the session lifetime>` (the reference server; the in-browser mock sets none).',
    statuses: {
      401: 'Wrong email or password; an unknown email answers exactly alike. Extension (two-step sign-in): when the password matched an account with a second step, 401 with `secondStep: "totp"` and a `challenge` for `POST /api/auth/login/second-step`, and no session',
    },
    forbidden: 'the account is suspended (said only after its password matched)',
  },
  register: {
    tag: 'auth',
    summary: 'Create an account and sign in',
    description: '`firstName` and `lastName` are an extension: optional.',
    statuses: { 409: 'An account with this email (in any case) already exists' },
  },
  logout: { tag: 'auth', summary: 'End the session and expire the cookie (no body)' },
  loginSecondStep: {
    tag: 'auth',
    summary: 'Second step of a sign-in: trade login’s challenge and a code for the session',
    description:
      'Extension (two-step sign-in). When the password matches an account with two-step sign-in, `login` starts no session and answers 401 `{ "message": "Enter the 6-digit code from your authenticator app", "secondStep": "totp", "challenge": "<token>" }`. ' +
      'This call sends that `challenge` (valid 5 minutes, for that account and its `rememberMe` choice) with `code`: the 6-digit code of the app (TOTP, RFC 6238: 30-second steps, SHA-1, one step of drift either side, each step accepted once per account) or one of the account’s recovery codes (each works once). ' +
      'On success it answers as login does: the user, the session cookie and the device cookie. ' +
      'Each attempt is counted before its code is checked: after 5 wrong codes for one account within 15 minutes it answers 429 with `Retry-After`.',
    statuses: {
      401: 'The code is wrong or already used ("That code is not right. Check your authenticator app and try again."), or the challenge is unknown or expired (its message says to sign in again)',
      429: 'Too many wrong codes for this account (5) within 15 minutes; `Retry-After` says how many seconds to wait',
    },
    forbidden: 'the account is suspended',
  },
  getPasskeys: {
    tag: 'extensions',
    summary: 'The account’s passkeys: id (the credential id), name, created and last used',
    description: 'Extension (passkeys). Oldest first; `lastUsedAt` is null until the passkey signs in.',
  },
  passkeyRegistrationOptions: {
    tag: 'extensions',
    summary: 'Begin registering a passkey: WebAuthn creation options (no body)',
    description:
      'Extension (passkeys). `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create`: the relying party is the host name of the app’s origin (the request’s `Origin` when the server accepts it), a discoverable credential with user verification required, the account’s passkeys excluded. Its challenge is good for 5 minutes, once.',
  },
  registerPasskey: {
    tag: 'extensions',
    summary: 'Finish registering a passkey: its name and the authenticator’s response',
    description:
      'Extension (passkeys). `response` is the `RegistrationResponseJSON` of the credential. The first second step of an account ends its other sessions, as confirming app codes does.',
    statuses: {
      409: 'The challenge is unknown, expired, used or another account’s ("This passkey request has expired. Please try again."), or the passkey is already registered',
      422: 'The response does not verify: wrong origin or relying party, no user verification, a malformed attestation ("This passkey could not be checked. Please try again.")',
    },
  },
  removePasskey: {
    tag: 'extensions',
    summary: 'Remove one of the account’s passkeys (no body)',
    statuses: {
      404: 'The account has no passkey with this id',
      409: 'An admin’s last second step (no app codes, no other passkey)',
    },
  },
  passkeySignInOptions: {
    tag: 'auth',
    summary: 'Begin a sign-in with a passkey: WebAuthn request options',
    description:
      'Extension (passkeys). With `challenge` (login’s 401 challenge): the options name that account’s passkeys. Without: none named, for a discoverable credential on the device (no email typed). Its challenge is good for 5 minutes, once.',
    statuses: { 401: 'The password step’s challenge is unknown or expired' },
  },
  passkeySignIn: {
    tag: 'auth',
    summary: 'Finish a sign-in with a passkey: the authenticator’s response for the session',
    description:
      'Extension (passkeys). `response` is the `AuthenticationResponseJSON`; `challenge`, when the options were asked with one, is login’s, and that sign-in ends here; `rememberMe` applies to a sign-in without a password step. ' +
      'User verification is required, so the passkey is a whole sign-in and counts as the second step. On success it answers as login does: the user, the session cookie and the device cookie. ' +
      'Each attempt with a known passkey is counted before it is checked, with the codes’ limit: 5 failures per account within 15 minutes, then 429 with `Retry-After`.',
    statuses: {
      401: 'The challenge is unknown, expired or used, the passkey unknown or not this sign-in’s account, or the signature, origin or user verification fails',
      429: 'Too many failed attempts for this account within 15 minutes; `Retry-After` says how many seconds to wait',
    },
    forbidden: 'the account is suspended',
  },
  setupTotp: {
    tag: 'extensions',
    summary: 'Start setting up an authenticator app: a new secret, kept pending until confirmed (no body)',
    description:
      'Extension (two-step sign-in). `secret` is base32 for typing by hand; `otpauthUri` is what a QR code carries. A new setup replaces a pending one.',
    statuses: { 409: 'Two-step sign-in is already on for this account' },
  },
  confirmTotp: {
    tag: 'extensions',
    summary: 'Confirm the pending secret with a code from the app; answers ten recovery codes, shown once',
    description:
      'Extension (two-step sign-in). Every other session of the account ends (they were opened with the password alone); this one stays and counts as having passed the second step.',
    statuses: {
      409: 'Two-step sign-in is already on, or no setup is pending',
      422: 'The code is wrong (as `message` and on `code`)',
      429: 'Too many wrong codes for this account (5) within 15 minutes',
    },
  },
  renewRecoveryCodes: {
    tag: 'extensions',
    summary: 'Ten new recovery codes for a current code from the app; the old ones stop working',
    description: 'Extension (two-step sign-in).',
    statuses: {
      409: 'Two-step sign-in is not on',
      422: 'The code is wrong or already used (as `message` and on `code`)',
      429: 'Too many wrong codes for this account (5) within 15 minutes',
    },
  },
  disableTwoStep: {
    tag: 'extensions',
    summary: 'Turn two-step sign-in off with a current code from the app (no body)',
    description: 'Extension (two-step sign-in). Optional for users; admins must keep it.',
    statuses: {
      409: 'Two-step sign-in is not on',
      422: 'The code is wrong or already used (as `message` and on `code`)',
      429: 'Too many wrong codes for this account (5) within 15 minutes',
    },
    forbidden: 'the caller is an admin ("Admins must keep two-step sign-in")',
  },
  requestPasswordReset: {
    tag: 'auth',
    summary: 'Ask for a password reset link by mail (no body)',
    description:
      'Answers 202 whether or not the email has an account, decided before the email is looked up: the lookup, the token and the message come after the answer, so neither the answer nor its timing tells which emails have accounts. ' +
      'An account that can sign in gets a message with a single-use link `<app origin>/reset-password?token=…` (256 random bits; the server keeps only their SHA-256), valid 30 minutes. ' +
      'The app origin is the request’s `Origin` only when it is the server’s own or an allowed one, else the first allowed origin: never an origin a stranger chose. ' +
      'Each request is counted as it arrives: at most 3 per email and 20 per client address within 15 minutes.',
    statuses: {
      429: 'Too many reset requests for this email (3) or from this client (20) within 15 minutes; `Retry-After` says how many seconds to wait',
    },
  },
  confirmPasswordReset: {
    tag: 'auth',
    summary: 'Set a new password with a reset link’s token (no body; starts no session)',
    description:
      '`password` follows the registration rules. On success the link is used up, every other open link of the account stops working, every session of the account ends and its count of failed sign-ins is cleared; the person then signs in with the new password. ' +
      'A client may have at most 20 refused links within 15 minutes.',
    statuses: {
      422: 'The link cannot set a password: "This reset link has expired.", "This reset link has already been used." or "This reset link is not valid." (unknown, or replaced by a later reset), as `message` and on `token`; nothing written',
      429: 'Too many refused reset links from this client within 15 minutes; `Retry-After` says how many seconds to wait',
    },
  },
  getSessions: {
    tag: 'extensions',
    summary: 'The caller’s signed-in devices: every live session of the account',
    description:
      'Extension. The session this request came with first (`current`), then by last use, the latest first. ' +
      '`id` is the session’s public id, never its token; `device` is the browser and system the server read from the sign-in’s User-Agent ("Chrome on Linux", or "Unknown device"); `userAgent` is that header as sent (at most 512 characters), null when none was sent or the session predates the field.',
  },
  endSession: {
    tag: 'extensions',
    summary: 'End one of the caller’s sessions (no body)',
    description:
      'Extension. The session ends at once: its next call answers 401 and its live streams close. ' +
      'Ending the session the request came with is a sign-out: the answer expires the cookie (`sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`).',
    statuses: {
      404: 'No live session with this id among the caller’s own ("Session not found"); another account’s answers alike, so its existence is not revealed',
    },
  },
  getEmailNotifications: {
    tag: 'extensions',
    summary: 'The caller’s notification e-mail switches',
    description:
      'Extension. `supportReplies`: a reply support posts to the caller on one of their disputes is mailed ("New message from support"); `decisions`: a dispute of theirs resolved or rejected is mailed. An account that never set them answers both true. ' +
      'Mail goes to the account’s email, after the write’s answer, never for an internal note.',
  },
  setEmailNotifications: {
    tag: 'extensions',
    summary: 'Turn the caller’s notification e-mails on or off',
    description:
      'Extension. Either switch or both; a switch left out keeps its value (an empty body changes nothing). Answers both switches as stored. ' +
      'The switch is read when a message is about to go, so a mail not yet sent when it is turned off is not sent.',
  },
  endOtherSessions: {
    tag: 'extensions',
    summary: 'End every session of the caller’s account but this one (no body)',
    description: 'Extension. `ended` counts the live sessions ended; the session the request came with stays.',
  },

  getDisputes: { tag: 'disputes', summary: 'The caller’s disputes, newest first' },
  createDispute: {
    tag: 'disputes',
    summary: 'File a dispute',
    description: '`amount` may be a number or a numeric string and is stored as a number. The dispute starts as New.',
    statuses: {
      422: '`transactionDate` is after today in UTC+14 (the furthest-ahead time zone), a rule that depends on the day of the request',
    },
  },
  getLastCreatedDispute: {
    tag: 'disputes',
    summary: 'The caller’s newest dispute id',
    statuses: { 404: 'The caller has not filed a dispute yet' },
  },
  getDispute: {
    tag: 'disputes',
    summary: 'One of the caller’s disputes with messages and timeline',
    statuses: { 404: ownDispute404 },
  },
  postDisputeMessage: {
    tag: 'disputes',
    summary: 'Reply on one of the caller’s disputes',
    description:
      '`attachments` (an extension, optional) are ids of the dispute’s evidence, uploaded first; the message carries them as `{ id, name }`.',
    statuses: { 404: ownDispute404, 422: attachment422 },
  },

  getNotifications: {
    tag: 'content',
    summary: 'The caller’s notifications, newest first',
    description:
      '`read` (an extension) is whether the caller has opened it; a notification for everyone is read by each user on their own.',
  },
  getScamAlerts: { tag: 'content', summary: 'Current scam alerts, newest first' },
  getSecurityTips: { tag: 'content', summary: 'Security tips' },
  getEducationalResources: { tag: 'content', summary: 'Educational resources' },

  getAdminDisputes: {
    tag: 'admin',
    summary: 'Every dispute, newest first',
    description:
      'Without a query, every dispute. Extension: with `figure`, `from` and `to` (and optionally `type` or `assignee`, and `status` for ' +
      '`backlogStatus` or `age` for `backlogAge`), only the disputes one figure of GET /api/admin/reports for that period counts, exactly as ' +
      'many as the figure says (`breached` is `withinTarget.of` − `count`, `firstReplyBreached` likewise). docs/reports.md#opening-the-disputes-behind-a-figure.',
    statuses: {
      400: 'A field is not one of its values, `figure` is missing while another field is given, `from` or `to` is missing with `figure` or makes no period a report can cover, `status` or `age` is missing with its figure or given with another, or `assignee` is not an admin account: `{ message, fieldErrors }`',
    },
  },
  getAdminStats: { tag: 'admin', summary: 'Figures computed from the disputes and users' },
  getAdminDispute: {
    tag: 'admin',
    summary: 'One dispute with the user’s details and admin notes',
    statuses: { 404: dispute404 },
  },
  getSimilarCases: { tag: 'admin', summary: 'Other disputes of the same type', statuses: { 404: dispute404 } },
  resolveDispute: {
    tag: 'admin',
    summary: 'Resolve a dispute',
    description:
      'refund and partial_refund → Resolved (refundAmount required), decline → Rejected, additional_info → Under Review. ' +
      'The userResponse becomes an admin message on the dispute and a timeline entry is appended.',
    statuses: {
      404: dispute404,
      409: 'The dispute is already closed (Resolved or Rejected)',
      422: '`refundAmount` is more than the disputed amount, a rule that depends on the stored dispute',
    },
  },
  getAdminUsers: { tag: 'admin', summary: 'Every user' },

  checkScam: {
    tag: 'extensions',
    summary: 'How often a wallet address, transaction hash or website has been reported',
    description:
      'Extension. Counts the accounts that reported the value (each once) and the scam alerts that mention it; never reveals who reported it, ' +
      'and gives the days of the first and last mention, not the moments.',
  },
  markNotificationRead: {
    tag: 'extensions',
    summary: 'Mark one of the caller’s notifications read',
    description:
      'Extension. No body. Answers the notification as the caller now reads it. Idempotent: marking a read notification again changes nothing. ' +
      'A notification for everyone is marked read for the caller alone.',
    statuses: {
      404: 'No notification with this id among the caller’s own and those for everyone (another person’s answers alike, so its existence is not revealed)',
    },
  },
  markAllNotificationsRead: {
    tag: 'extensions',
    summary: 'Mark every notification of the caller read',
    description:
      'Extension. No body. Marks the caller’s own and those for everyone, for the caller alone; idempotent. ' +
      'Each mark is made on the notification as stored at that moment, so marks made at once (two tabs, one and all) never undo each other.',
  },
  suspendUser: {
    tag: 'extensions',
    summary: 'Suspend an account and end its sessions',
    description: 'Extension. No body.',
    statuses: { 404: user404 },
    forbidden: 'the target is an admin ("Admins cannot be suspended")',
  },
  reinstateUser: {
    tag: 'extensions',
    summary: 'Lift a suspension',
    description: 'Extension. No body.',
    statuses: { 404: user404 },
    forbidden: 'the target is an admin',
  },
  endUserSessions: {
    tag: 'extensions',
    summary: 'Sign an account out everywhere (no body)',
    description:
      'Extension. Ends every session of the account, an admin’s included; `ended` counts the live ones. The account may sign in again.',
    statuses: {
      404: user404,
      409: 'The account is the caller’s own ("Use your account page to end your own sessions")',
    },
  },

  getEvents: {
    tag: 'extensions',
    summary: 'The caller’s live stream of changes (Server-Sent Events)',
    description:
      'Extension. `text/event-stream` that stays open; `x-events` names each event type and the schema of its `data` (one line of JSON). ' +
      'Every event has an `id:`; a client that reconnects with `Last-Event-ID` (or the `lastEventId` query, for a new EventSource) gets the events it missed, kept for 10 minutes and at least the last 1,000, or `reset` (refetch everything) when its id is no longer kept or from before a restart. ' +
      'The stream starts with `retry:` and ends its replay with `ready`, whose id is where to resume and whose `events` (optional) names every event type this stream sends: without it, a client counts only on `message.created`, `dispute.updated` and `notification.created`; a comment line (`: heartbeat`) comes every 15 s. ' +
      'A user receives only events of their own disputes and notifications (`notification.read` only for a notification they marked read), never of an internal note; an admin every dispute event, `account.updated` and `settings.updated`; `sessions.updated` (a session of the account began or ended) only the account’s own streams. ' +
      'The stream ends within a second of its session ending (sign-out, expiry, suspension), and when its reader falls more than 64 KB behind.',
    statuses: { 401: 'No live session (a stream open when its session ends is closed)' },
  },
  uploadEvidence: {
    tag: 'extensions',
    summary: 'Upload one evidence file to a dispute',
    description:
      'Extension. `multipart/form-data` with one file in the field `file` (its part’s `filename` is kept as the name, without any path). ' +
      'What is accepted is decided by the file’s first bytes, never its name or declared type: PNG, JPEG, WebP, GIF or PDF. ' +
      'At most 10 MB a file, 10 files and 50 MB a dispute. The body may be the file’s cap plus 64 KB; every other call keeps 1 MB. ' +
      'The file is kept (on the reference server, written and synced to disk) before its record commits: an answered upload is never lost, a failed one leaves nothing. ' +
      'Every refusal names the file and the rule. The dispute’s owner and admins may upload.',
    statuses: {
      404: evidence404,
      409: `${closed409}: no file is added`,
      413: 'The file is larger than 10 MB (or the body than the file cap plus 64 KB)',
      415: 'The body is not `multipart/form-data`, or the file is not a PNG, JPEG, WebP or GIF image or a PDF (by its first bytes), or is empty',
      422: 'The dispute already holds 10 files, or this file would take its files past 50 MB',
    },
  },
  getDisputeEvidence: {
    tag: 'extensions',
    summary: 'A dispute’s evidence files, oldest first',
    description: 'Extension. Each with its size, detected type, SHA-256 and who uploaded it when.',
    statuses: { 404: evidence404 },
  },
  getEvidenceFile: {
    tag: 'extensions',
    summary: 'The bytes of one evidence file',
    description:
      'Extension. Its detected content type, `Content-Disposition: attachment` with the name (plain and RFC 5987 `filename*`), ' +
      '`X-Content-Type-Options: nosniff` and a `Content-Security-Policy` with `sandbox`, so the file is never run as a page of the API’s origin.',
    statuses: { 404: `${evidence404}; or no file with this id on it` },
  },
  getAdmins: {
    tag: 'extensions',
    summary: 'The admin accounts a dispute may be assigned to',
    description: 'Extension. Sorted by name.',
  },
  postAdminMessage: {
    tag: 'extensions',
    summary: 'Reply on a dispute as support, or keep an internal note',
    description:
      'Extension. The message’s author is the calling admin. A reply (`internal` absent or false) to a New dispute moves it to In Progress ' +
      'with a timeline entry, and tells the owner with a notification; on a Resolved or Rejected dispute it answers the user without changing the decision. ' +
      'An internal note (`internal: true`) is only ever shown to admins: no answer a user can read carries it or anything drawn from it.',
    statuses: {
      404: dispute404,
      422: attachment422,
    },
  },
  assignDispute: {
    tag: 'extensions',
    summary: 'Assign a dispute to an admin, or unassign it',
    description:
      'Extension. A change appends a timeline entry naming the admin who made it; assigning the current assignee changes nothing.',
    statuses: {
      404: dispute404,
      409: closed409,
      422: '`adminId` names no account, or an account that is not an admin',
    },
  },
  setDisputeStatus: {
    tag: 'extensions',
    summary: 'Move an active dispute between New, In Progress and Under Review',
    description:
      'Extension. Resolved and Rejected are set by the resolve call only (400 here). A change appends a timeline entry naming the admin, ' +
      'with `note` as its details when given, and notifies the owner; the status the dispute already has changes nothing.',
    statuses: { 404: dispute404, 409: closed409 },
  },
  reopenDispute: {
    tag: 'extensions',
    summary: 'Reopen a Resolved or Rejected dispute',
    description:
      'Extension. Moves the dispute back to In Progress. The timeline gains an entry naming the admin, with `reason` in its details ' +
      '("Reopened (was Resolved): …"), which the user reads too; the owner is notified. The decision stays in the timeline, and the dispute ' +
      'no longer counts as closed in the figures.',
    statuses: { 404: dispute404, 409: 'The dispute is not closed (New, In Progress or Under Review)' },
  },

  getAdminReport: {
    tag: 'extensions',
    summary: 'The support team’s figures for a period of whole days (UTC)',
    description:
      'Extension. `from` and `to` are calendar days, both included; the figures stop at the end of `to`, or now when that is still to come (`asOf`). ' +
      'Disputes filed, resolved and rejected in the period; those open at `asOf` by the status they had then and by age; hours to support’s first reply ' +
      '(internal notes do not count) and to closing, as median and 90th percentile (linear interpolation between ranks); the share closed within the ' +
      'resolution target of the team’s settings; refunds granted; the same figures by dispute type and by assignee. Each figure is defined in docs/reports.md.',
    statuses: {
      400: 'A day is not a real calendar day written YYYY-MM-DD, `from` is after `to`, or the period is longer than 366 days: `{ message, fieldErrors }`',
    },
  },
  getAdminSettings: {
    tag: 'extensions',
    summary: 'The team’s targets and saved replies',
    description:
      'Extension. The defaults (72 hours, 90%, no saved replies, revision 0) until an admin saves. Each target and reply says who changed it last and when; ' +
      '`history` lists the latest changes, newest first.',
  },
  updateAdminSettings: {
    tag: 'extensions',
    summary: 'Save the team’s targets and saved replies',
    description:
      'Extension. The whole settings as they should be, with the `revision` they were read at. A reply with the id of a stored one changes it; ' +
      'one without an id, or with an id the settings no longer hold, is added with an id of the server’s; a stored reply left out is deleted. ' +
      'Only what changed is stamped with the caller and the time, and each change is written to `history`; a save that changes nothing writes nothing. ' +
      'Titles and texts are stored trimmed.',
    statuses: {
      409: 'The settings were saved by someone else since `revision` was read: nothing was written; read them again and apply the change on top',
      422: 'Two saved replies have the same title (compared trimmed and regardless of case): nothing was written',
    },
  },
};
