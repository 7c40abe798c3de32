/**
 * The registration form with its wallet checked as the server checks it: an address a listed
 * network recognises must pass its checksum, and a transaction hash is not a wallet
 * (docs/transactions.md#the-checks). A module of its own, so the sign-in page, which shares the
 * auth schemas, does not carry the checksum code.
 */
import * as v from 'valibot';
import { checkAddress } from '../../api/transactionChecks';
import { RegisterFormSchema } from './schemas';

const walletProblem = (wallet: string) => checkAddress(null, wallet);

export const RegisterWithWalletSchema = v.pipe(
  RegisterFormSchema,
  v.forward(
    v.partialCheck(
      [['walletAddress']],
      (input) => walletProblem(input.walletAddress) === null,
      (issue) => walletProblem(issue.input.walletAddress) ?? 'Invalid wallet address',
    ),
    ['walletAddress'],
  ),
);
