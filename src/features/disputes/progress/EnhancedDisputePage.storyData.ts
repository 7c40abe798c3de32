/** The long dispute (.storybook/longDispute.ts) under an id with a long unbroken tail, for the enhanced page. */
import type { Dispute } from '../../../api';
import { longDispute as sharedLongDispute } from '../../../../.storybook/longDispute';

export { LONG_MESSAGE_COUNT } from '../../../../.storybook/longDispute';

export const LONG_ID = 'DSP-2026-WITHDRAWAL-000104213-9f3c7ab2e41d58c0';

export const longDispute: Dispute = { ...sharedLongDispute, id: LONG_ID };
