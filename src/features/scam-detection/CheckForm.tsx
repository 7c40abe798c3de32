import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { ScamCheckFormSchema, type ScamCheckForm } from '../../api';
import { TextField } from '../../components/form';

export const QUERY_LABEL = 'Address, transaction hash or website';

type CheckValues = v.InferOutput<typeof ScamCheckFormSchema>;

/** The one field and the Check button; the contract's query schema gives the rules and messages. */
export function CheckForm({ onCheck, defaultValue = '' }: { onCheck: (query: string) => void; defaultValue?: string }) {
  const { register, handleSubmit, formState } = useForm<ScamCheckForm, unknown, CheckValues>({
    resolver: valibotResolver(ScamCheckFormSchema),
    defaultValues: { query: defaultValue },
  });
  const onSubmit = handleSubmit(({ query }) => onCheck(query));

  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label="Check before you send">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
        <TextField
          name="query"
          label={QUERY_LABEL}
          register={register}
          error={formState.errors.query}
          helperText="For example 0x… or bc1… addresses, a transaction hash, or a site such as example.com"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          fontFamily="mono"
        />
        <Button type="submit" colorPalette="blue" mt={{ base: '0', md: '6' }} minW="28">
          Check
        </Button>
      </Stack>
    </form>
  );
}
