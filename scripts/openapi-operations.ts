/** The calls of the contract (and the marked extensions), as the OpenAPI generator describes them. */
export interface Operation {
  id: string;
  method: 'get' | 'post';
  path: string;
  tag: 'auth' | 'disputes' | 'content' | 'admin' | 'extensions';
  summary: string;
  description?: string;
  access: 'public' | 'user' | 'admin';
  body?: string;
  response?: string;
  responseIsList?: boolean;
  status: number;
  errors: number[];
  setsSession?: boolean;
  extension?: boolean;
  parameters?: unknown[];
}

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const userErrors = [401];
const adminErrors = [401, 403];

export const OPERATIONS: Operation[] = [
  { id: 'getCurrentUser', method: 'get', path: '/api/auth/me', tag: 'auth', summary: 'The signed-in user', access: 'user', response: 'User', status: 200, errors: userErrors },
  {
    id: 'login', method: 'post', path: '/api/auth/login', tag: 'auth', summary: 'Sign in; sets the session cookie',
    description: '`username` is the email (case-insensitive); a username does not sign in. Wrong credentials answer 401, an unknown email exactly alike. ' +
      'After 5 failures for one account or 20 from one client within 15 minutes the server answers 429 with `Retry-After`, before checking the password. ' +
      'A session cookie sent with the request is ended and replaced.',
    access: 'public', body: 'LoginRequest', response: 'User', status: 200, errors: [400, 401, 403, 429], setsSession: true,
  },
  {
    id: 'register', method: 'post', path: '/api/auth/register', tag: 'auth', summary: 'Create an account and sign in',
    description: 'A taken email (any case) answers 409. `firstName` and `lastName` are an extension: optional.',
    access: 'public', body: 'RegisterRequest', response: 'User', status: 201, errors: [400, 409], setsSession: true,
  },
  { id: 'logout', method: 'post', path: '/api/auth/logout', tag: 'auth', summary: 'End the session and expire the cookie (no body)', access: 'user', status: 204, errors: userErrors },

  { id: 'getDisputes', method: 'get', path: '/api/disputes', tag: 'disputes', summary: "The caller's disputes, newest first", access: 'user', response: 'DisputeSummary', responseIsList: true, status: 200, errors: userErrors },
  {
    id: 'createDispute', method: 'post', path: '/api/disputes', tag: 'disputes', summary: 'File a dispute',
    description: '`amount` may be a number or a numeric string and is stored as a number. The dispute starts as New.',
    access: 'user', body: 'CreateDisputeRequest', response: 'Dispute', status: 201, errors: [400, 401],
  },
  { id: 'getLastCreatedDispute', method: 'get', path: '/api/disputes/last-created', tag: 'disputes', summary: "The caller's newest dispute id", access: 'user', response: 'LastCreatedDispute', status: 200, errors: [401, 404] },
  { id: 'getDispute', method: 'get', path: '/api/disputes/{id}', tag: 'disputes', summary: 'One of the caller’s disputes with messages and timeline', access: 'user', parameters: [idParam], response: 'Dispute', status: 200, errors: [401, 404] },
  { id: 'postDisputeMessage', method: 'post', path: '/api/disputes/{id}/messages', tag: 'disputes', summary: 'Reply on one of the caller’s disputes', access: 'user', parameters: [idParam], body: 'PostMessageRequest', response: 'Message', status: 201, errors: [400, 401, 404] },

  { id: 'getNotifications', method: 'get', path: '/api/notifications', tag: 'content', summary: "The caller's notifications, newest first", access: 'user', response: 'Notification', responseIsList: true, status: 200, errors: userErrors },
  { id: 'getScamAlerts', method: 'get', path: '/api/scam-alerts', tag: 'content', summary: 'Current scam alerts, newest first', access: 'user', response: 'ScamAlert', responseIsList: true, status: 200, errors: userErrors },
  { id: 'getSecurityTips', method: 'get', path: '/api/security-tips', tag: 'content', summary: 'Security tips', access: 'user', response: 'SecurityTip', responseIsList: true, status: 200, errors: userErrors },
  { id: 'getEducationalResources', method: 'get', path: '/api/educational-resources', tag: 'content', summary: 'Educational resources', access: 'user', response: 'EducationalResource', responseIsList: true, status: 200, errors: userErrors },

  { id: 'getAdminDisputes', method: 'get', path: '/api/admin/disputes', tag: 'admin', summary: 'Every dispute, newest first', access: 'admin', response: 'DisputeSummary', responseIsList: true, status: 200, errors: adminErrors },
  { id: 'getAdminStats', method: 'get', path: '/api/admin/stats', tag: 'admin', summary: 'Figures computed from the disputes and users', access: 'admin', response: 'AdminStats', status: 200, errors: adminErrors },
  { id: 'getAdminDispute', method: 'get', path: '/api/admin/disputes/{id}', tag: 'admin', summary: 'One dispute with the user’s details and admin notes', access: 'admin', parameters: [idParam], response: 'AdminDispute', status: 200, errors: [401, 403, 404] },
  { id: 'getSimilarCases', method: 'get', path: '/api/admin/disputes/{id}/similar', tag: 'admin', summary: 'Other disputes of the same type', access: 'admin', parameters: [idParam], response: 'SimilarCase', responseIsList: true, status: 200, errors: [401, 403, 404] },
  {
    id: 'resolveDispute', method: 'post', path: '/api/admin/disputes/{id}/resolve', tag: 'admin', summary: 'Resolve a dispute',
    description: 'refund and partial_refund → Resolved (refundAmount required, at most the amount), decline → Rejected, additional_info → Under Review. ' +
      'The userResponse becomes an admin message on the dispute and a timeline entry is appended. A closed dispute answers 409.',
    access: 'admin', parameters: [idParam], body: 'ResolutionPayload', response: 'AdminDispute', status: 200, errors: [400, 401, 403, 404, 409],
  },
  { id: 'getAdminUsers', method: 'get', path: '/api/admin/users', tag: 'admin', summary: 'Every user', access: 'admin', response: 'User', responseIsList: true, status: 200, errors: adminErrors },

  {
    id: 'checkScam', method: 'get', path: '/api/scam-check', tag: 'extensions', extension: true,
    summary: 'How often a wallet address, transaction hash or website has been reported',
    description: 'Extension. Counts the accounts that reported the value (each once) and the scam alerts that mention it; never reveals who reported it, ' +
      'and gives the days of the first and last mention, not the moments. ' +
      'An empty query or one over 512 characters answers 400.',
    access: 'user', parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 512 } }],
    response: 'ScamCheckResult', status: 200, errors: [400, 401],
  },

  {
    id: 'suspendUser', method: 'post', path: '/api/admin/users/{id}/suspend', tag: 'extensions', extension: true,
    summary: 'Suspend an account and end its sessions',
    description: 'Extension. No body. An admin account answers 403 ("Admins cannot be suspended"). A suspended account\'s login answers 403 after its password matched.',
    access: 'admin', parameters: [idParam], response: 'User', status: 200, errors: [401, 403, 404],
  },
  {
    id: 'reinstateUser', method: 'post', path: '/api/admin/users/{id}/reinstate', tag: 'extensions', extension: true,
    summary: 'Lift a suspension', description: 'Extension. No body.',
    access: 'admin', parameters: [idParam], response: 'User', status: 200, errors: [401, 403, 404],
  },
];
