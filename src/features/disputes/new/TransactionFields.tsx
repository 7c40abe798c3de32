import { SimpleGrid } from '@chakra-ui/react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormTrigger,
} from 'react-hook-form';
import type { CreateDisputeData } from '../../../api/disputeRequest';
import { ADDRESS_HINTS, HASH_HINTS, NETWORKS, networkById, withArticle, type Network } from '../../../api/networks';
import { readAddress } from '../../../api/chainFormats';
import { SelectField, TextField } from '../../../components/form';
import { NETWORK_CHECKED_FIELDS, type NewDisputeFormValues } from './schema';

export const NETWORK_LABEL = 'Network';
export const NOT_SURE_NETWORK = 'Not sure, or not listed';
const ADDRESS_FIELDS = [
  { name: 'fromAddress', label: 'Sent from (address)' },
  { name: 'toAddress', label: 'Sent to (address)' },
] as const;
const NETWORK_OPTIONS = NETWORKS.map((network) => ({ value: network.id, label: network.name }));

interface TransactionFieldsProps {
  register: UseFormRegister<NewDisputeFormValues>;
  control: Control<NewDisputeFormValues, unknown, CreateDisputeData>;
  trigger: UseFormTrigger<NewDisputeFormValues>;
  getValues: UseFormGetValues<NewDisputeFormValues>;
  errors: FieldErrors<NewDisputeFormValues>;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What an address field says under it: the format to type, then, once typed, what its checksum proved. */
function addressHelp(network: Network | null, value: string): string {
  const typed = value.trim();
  const read = typed === '' ? null : readAddress(typed);
  if (read && network?.addressFamily && read.families.includes(network.addressFamily)) {
    if (read.checksum === 'valid') return `${network.name} address; its checksum is correct.`;
    if (read.checksum === 'none')
      return `${network.name} address. This format has no checksum: compare every character with your wallet.`;
  }
  if (!network) return 'Optional. Choose the network to have it checked.';
  return `Optional. ${capitalise(withArticle(network.name))} address ${ADDRESS_HINTS[network.addressFamily]}.`;
}

/**
 * The transaction's network first, then the values whose format it sets: the transaction ID, the
 * asset, both addresses and, where the network has one, the memo (docs/transactions.md). Each is
 * checked when it loses focus, then as the person types, and again when the network changes.
 */
export function TransactionFields({ register, control, trigger, getValues, errors }: TransactionFieldsProps) {
  const [networkId, fromAddress, toAddress, memo] = useWatch({
    control,
    name: ['network', 'fromAddress', 'toAddress', 'memo'],
  });
  const network = networkById(networkId);
  // A memo stays on screen while it holds text, so a refusal of it is never hidden.
  const showsMemo = network?.memo != null || memo.trim() !== '';

  // A new network judges again what was typed under the old one; an empty field stays quiet.
  const judgeAgain = () => {
    const filled = NETWORK_CHECKED_FIELDS.filter((field) => getValues(field).trim() !== '');
    if (filled.length > 0) void trigger(filled);
  };

  return (
    <>
      <SelectField
        label={NETWORK_LABEL}
        placeholder={NOT_SURE_NETWORK}
        options={NETWORK_OPTIONS}
        registration={register('network', { onChange: judgeAgain })}
        error={errors.network}
        helperText="The chain the money moved on; it decides what the values below look like."
      />
      <TextField
        name="asset"
        label="Asset"
        register={register}
        error={errors.asset}
        autoComplete="off"
        placeholder={network ? `e.g. ${network.nativeAsset}` : 'e.g. BTC, ETH, USDT'}
        helperText="Optional. The coin or token sent."
      />
      <TextField
        name="transactionId"
        label="Transaction ID"
        register={register}
        error={errors.transactionId}
        autoComplete="off"
        spellCheck={false}
        helperText={
          network
            ? `${capitalise(withArticle(network.name))} transaction hash is ${HASH_HINTS[network.hashFamily]}.`
            : undefined
        }
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" gridColumn="1 / -1">
        {ADDRESS_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            name={name}
            label={label}
            register={register}
            error={errors[name]}
            autoComplete="off"
            spellCheck={false}
            helperText={addressHelp(network, name === 'fromAddress' ? fromAddress : toAddress)}
          />
        ))}
      </SimpleGrid>
      {showsMemo ? (
        <TextField
          name="memo"
          label={network?.memo?.label ?? 'Memo'}
          register={register}
          error={errors.memo}
          autoComplete="off"
          helperText={
            network?.memo ? `Optional. ${network.memo.hint}. Exchanges use it to find whose deposit it is.` : undefined
          }
        />
      ) : null}
    </>
  );
}
