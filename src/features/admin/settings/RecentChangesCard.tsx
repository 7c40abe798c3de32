import { List, Text } from '@chakra-ui/react';
import { type SettingsChange } from '../../../api/admin';
import { SectionCard } from '../../../components/SectionCard';
import { changedBy, HISTORY_LIST_LABEL, HISTORY_TITLE, NO_HISTORY } from './texts';

/** The latest changes to the settings, newest first, as the server words them: what, who and when. */
export function RecentChangesCard({ history }: { history: readonly SettingsChange[] }) {
  return (
    <SectionCard size="sm" id="settings-history" title={HISTORY_TITLE}>
      {history.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {NO_HISTORY}
        </Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label={HISTORY_LIST_LABEL}>
          {history.map((change, index) => (
            <List.Item
              key={`${change.at}-${index}`}
              display="block"
              borderLeftWidth="2px"
              borderColor="border.emphasized"
              ps="3"
            >
              <Text textStyle="sm" overflowWrap="anywhere">
                {change.summary}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                <time dateTime={change.at}>{changedBy(change.by.name, change.at)}</time>
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
