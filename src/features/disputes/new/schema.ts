/**
 * The new-dispute form: the contract's CreateDisputeFormSchema and its network checks
 * (src/api/transactionChecks.ts, which the server runs too) are its only source of rules and
 * messages. The form holds what inputs hold (an unset select is '', an amount is text); the
 * schema checks those at run time and outputs the typed request body.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import type { DisputeType } from '../../../api';
import {
  CreateDisputeFormSchema,
  CreateDisputeRequestSchema,
  type CreateDisputeData,
} from '../../../api/disputeRequest';
import type { NetworkId } from '../../../api/networks';
import { transactionFieldErrors } from '../../../api/transactionChecks';
import { draftToDescription, type ScamReportDraft } from '../../../components/scamReportDraft';

export interface NewDisputeFormValues {
  type: DisputeType | '';
  network: NetworkId | '';
  asset: string;
  transactionId: string;
  fromAddress: string;
  toAddress: string;
  memo: string;
  transactionDate: string;
  amount: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  termsAccepted: boolean;
}

export const FORM_FIELDS: readonly (keyof NewDisputeFormValues)[] = [
  'type',
  'network',
  'asset',
  'transactionId',
  'fromAddress',
  'toAddress',
  'memo',
  'transactionDate',
  'amount',
  'description',
  'contactEmail',
  'contactPhone',
  'termsAccepted',
];

export const isFormField = (key: string): key is keyof NewDisputeFormValues =>
  (FORM_FIELDS as readonly string[]).includes(key);

/**
 * The schema accepts any input and reports every rule itself, so it may stand for a schema of
 * the form's own input type; only the static input type is widened here, not a rule.
 */
const contractResolver: Resolver<NewDisputeFormValues, unknown, CreateDisputeData> = valibotResolver(
  CreateDisputeFormSchema as unknown as v.GenericSchema<NewDisputeFormValues, CreateDisputeData>,
);

/** The fields the network checks judge; each is checked again when the network changes. */
export const NETWORK_CHECKED_FIELDS = ['transactionId', 'fromAddress', 'toAddress', 'memo'] as const;

/**
 * The contract's rules, then the network checks for the fields they let through: a field shows the
 * first rule it breaks, as every field does (docs/validation.md#how-the-rules-are-shared).
 */
export const newDisputeResolver: Resolver<NewDisputeFormValues, unknown, CreateDisputeData> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  const networkErrors = transactionFieldErrors(values);
  const errors: FieldErrors<NewDisputeFormValues> = { ...result.errors };
  for (const field of NETWORK_CHECKED_FIELDS) {
    const message = networkErrors[field];
    if (message && !errors[field]) errors[field] = { type: 'network', message };
  }
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};

/** Report a Scam's currencies that are no asset symbol a filing could name. */
const NOT_AN_ASSET = new Set(['USD', 'Other']);

/**
 * The part of the form a landing-page scam report fills in: its wallets become the addresses the
 * money left from and went to, its currency the asset; the network stays for the person to choose.
 */
export function draftValues(
  draft: ScamReportDraft | null,
): Pick<NewDisputeFormValues, 'type' | 'amount' | 'description' | 'fromAddress' | 'toAddress' | 'asset'> {
  if (!draft) return { type: '', amount: '', description: '', fromAddress: '', toAddress: '', asset: '' };
  return {
    type: 'scam_report',
    amount: draft.amount,
    description: draftToDescription(draft),
    fromAddress: draft.affectedWallet,
    toAddress: draft.scammerWallet,
    asset: NOT_AN_ASSET.has(draft.currency) ? '' : draft.currency,
  };
}

/**
 * The account's address as the contact email, when the form's own email rule takes it. An answer
 * may carry an address that rule refuses (the contract's `format: email` is wider); prefilling it
 * would only make Submit refuse a value the user never typed, so the field starts empty instead.
 */
export function contactEmailPrefill(accountEmail: string): string {
  const result = v.safeParse(CreateDisputeRequestSchema.entries.contactEmail, accountEmail);
  return result.success ? result.output : '';
}

export function emptyForm(accountEmail: string, draft: ScamReportDraft | null): NewDisputeFormValues {
  return {
    network: '',
    transactionId: '',
    memo: '',
    transactionDate: '',
    contactEmail: contactEmailPrefill(accountEmail),
    contactPhone: '',
    termsAccepted: false,
    ...draftValues(draft),
  };
}
