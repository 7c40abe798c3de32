import { RequireAdmin } from '../guards';

// The admin calls' schemas (src/api/deferredSchema.ts) start loading with the admin pages' code, so
// an answer the page's HTML asked for early waits for nothing more. A failure here is the call's to
// report, when it loads them again.
void import('../../api/adminSchemas').catch(() => undefined);

export default RequireAdmin;
