/**
 * The "Report a Scam" form's rules (docs/validation.md#report-a-scam). They are the product's own;
 * where a field becomes a dispute field, the dispute form's message is reused.
 */
import * as v from 'valibot';
import { checkAddress } from '../../../api/transactionChecks';
import type { ScamReportDraft } from '../../../components/scamReportDraft';
import { CURRENCY_OPTIONS } from '../content';

export const REPORT_MESSAGES = {
  platform: 'Please choose the platform involved',
  affectedWallet: 'Affected wallet address is required',
  amount: 'Amount must be greater than 0',
  description: 'Please provide a detailed description (min 20 characters)',
  terms: 'You must confirm the information and accept the terms',
} as const;

/** 10MB, the limit the new-dispute form gives for evidence too. */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 10;
export const EVIDENCE_ACCEPT = ['image/*', 'application/pdf'];

/** A wallet is checked as a dispute's address with no network chosen (docs/transactions.md#the-checks). */
const wallet = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(200, 'Must be at most 200 characters'),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? checkAddress(null, dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);
const isPositiveAmount = (text: string) => text !== '' && Number.isFinite(Number(text)) && Number(text) > 0;

export const ScamReportFormSchema = v.object({
  platform: v.pipe(v.string(), v.trim(), v.nonEmpty(REPORT_MESSAGES.platform)),
  affectedWallet: v.pipe(wallet, v.nonEmpty(REPORT_MESSAGES.affectedWallet)),
  scammerWallet: wallet,
  amount: v.pipe(v.string(), v.trim(), v.check(isPositiveAmount, REPORT_MESSAGES.amount)),
  currency: v.picklist(CURRENCY_OPTIONS),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(20, REPORT_MESSAGES.description),
    v.maxLength(5000, 'Must be at most 5000 characters'),
  ),
  evidence: v.array(v.instance(File)),
  terms: v.pipe(v.boolean(), v.value(true, REPORT_MESSAGES.terms)),
});

export type ScamReportFormInput = v.InferInput<typeof ScamReportFormSchema>;
export type ScamReportFormOutput = v.InferOutput<typeof ScamReportFormSchema>;

export const EMPTY_REPORT: ScamReportFormInput = {
  platform: '',
  affectedWallet: '',
  scammerWallet: '',
  amount: '',
  currency: 'USD',
  description: '',
  evidence: [],
  terms: false,
};

/**
 * What travels to /new-dispute: the report's text, the evidence files' names, and `filesKey`, where
 * the files themselves wait (src/components/draftFiles.ts), or null when only the names travel.
 */
export function toDraft(values: ScamReportFormOutput, filesKey: string | null = null): ScamReportDraft {
  return {
    platform: values.platform,
    affectedWallet: values.affectedWallet,
    scammerWallet: values.scammerWallet,
    amount: values.amount,
    currency: values.currency,
    description: values.description,
    evidenceFileNames: values.evidence.map((file) => file.name),
    ...(filesKey === null ? {} : { evidenceFilesKey: filesKey }),
  };
}
