import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import type { EvidenceUploads, UploadRow } from './useEvidenceUploads';
import {
  CANCELLED,
  cancelLabel,
  formatFileSize,
  progressLabel,
  removeLabel,
  retryLabel,
  UPLOADED,
  UPLOADS_LABEL,
  WAITING,
} from './texts';

type RowActions = Pick<EvidenceUploads, 'cancel' | 'retry' | 'remove'>;

const percentOf = (row: UploadRow) => (row.total > 0 ? Math.min(100, Math.round((row.sent / row.total) * 100)) : 0);

const STATUS_TEXT: Partial<Record<UploadRow['status'], string>> = {
  waiting: WAITING,
  done: UPLOADED,
  cancelled: CANCELLED,
};

interface ItemOptions {
  /** Chosen and not sent yet (the new-dispute form before filing): no status, only Remove. */
  staged: boolean;
  disabled: boolean;
}

function UploadItem({ row, actions, staged, disabled }: { row: UploadRow; actions: RowActions } & ItemOptions) {
  const { name } = row.file;
  const active = !staged && (row.status === 'waiting' || row.status === 'uploading');
  const percent = percentOf(row);
  return (
    <List.Item
      borderWidth="1px"
      borderRadius="md"
      borderColor={row.status === 'failed' ? 'border.error' : 'border'}
      p="3"
      minW="0"
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="3" align="baseline">
          <Text fontWeight="medium" textStyle="sm" overflowWrap="anywhere" minW="0">
            {name}
          </Text>
          <Text textStyle="xs" color="fg.muted" flexShrink={0}>
            {formatFileSize(row.file.size)}
          </Text>
        </HStack>
        {row.status === 'uploading' ? (
          <Progress.Root recipe={progressSlotRecipe} value={percent} size="sm" colorPalette="blue">
            <HStack gap="3">
              {/* Zag names the bar by its value alone; the name says whose bar it is, the value stays in aria-valuenow. */}
              <Progress.Track aria-label={progressLabel(name, percent)} flex="1">
                <Progress.Range />
              </Progress.Track>
              <Text textStyle="xs" color="fg.muted" minW="3ch" textAlign="end" aria-hidden="true">{`${percent}%`}</Text>
            </HStack>
          </Progress.Root>
        ) : null}
        {/* Always there, so a change of status is read out as it happens. */}
        <Text aria-live="polite" textStyle="sm" color="fg.muted" hidden={staged || !STATUS_TEXT[row.status]}>
          {staged ? '' : (STATUS_TEXT[row.status] ?? '')}
        </Text>
        {row.status === 'failed' && row.error ? (
          <Text role="alert" textStyle="sm" color="fg.error" overflowWrap="anywhere">
            {row.error}
          </Text>
        ) : null}
        <HStack gap="2" justify="flex-end" wrap="wrap">
          {active ? (
            <Button size="xs" variant="outline" aria-label={cancelLabel(name)} onClick={() => actions.cancel(row.key)}>
              Cancel
            </Button>
          ) : null}
          {!active && row.status !== 'done' && row.retryable ? (
            <Button size="xs" variant="outline" aria-label={retryLabel(name)} onClick={() => actions.retry(row.key)}>
              Retry
            </Button>
          ) : null}
          {!active ? (
            <Button
              size="xs"
              variant="ghost"
              aria-label={removeLabel(name)}
              disabled={disabled}
              onClick={() => actions.remove(row.key)}
            >
              Remove
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </List.Item>
  );
}

/**
 * Files on their way, one row each: its name and size, a progress bar while it goes, what became
 * of it (a refusal in the server's or the local check's words, read out at once), and what can be
 * done: Cancel while waiting or uploading, Retry when trying again could help, Remove once it stopped.
 */
export function UploadRows({
  rows,
  actions,
  label = UPLOADS_LABEL,
  staged = false,
  disabled = false,
}: {
  rows: readonly UploadRow[];
  actions: RowActions;
  label?: string;
} & Partial<ItemOptions>) {
  if (rows.length === 0) return null;
  return (
    <List.Root aria-label={label} listStyleType="none" gap="2" m="0" p="0">
      {rows.map((row) => (
        <UploadItem key={row.key} row={row} actions={actions} staged={staged} disabled={disabled} />
      ))}
    </List.Root>
  );
}
