import { Checkbox, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type SecurityTip } from '../../api';
import { useApiList } from '../../data';
import { EmptyState } from '../../components/EmptyState';
import { readChecklist, writeChecklist, type ChecklistState } from './checklistStorage';
import { SectionError, SectionLoading } from './SectionStates';
import { SectionCard } from '../../components/SectionCard';
import { UnreadableItems } from '../../components/UnreadableItems';

export const TIPS_LOADING_TEXT = 'Loading security tips...';
export const NO_TIPS_TEXT = 'No security tips right now.';

function TipsList({ tips }: { tips: readonly SecurityTip[] }) {
  const [ticks, setTicks] = useState<ChecklistState>(() => readChecklist());
  const isChecked = (tip: SecurityTip) => ticks[tip.id] ?? tip.isCompleted;
  const done = tips.filter(isChecked).length;

  const toggle = (tip: SecurityTip, checked: boolean) => {
    const next = { ...ticks, [tip.id]: checked };
    setTicks(next);
    writeChecklist(next);
  };

  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">{`${done} of ${tips.length} done`}</Text>
      <List.Root as="ul" gap="4" m="0" p="0" aria-label="Security checklist">
        {tips.map((tip) => (
          <List.Item key={tip.id} listStyleType="none">
            <Checkbox.Root
              checked={isChecked(tip)}
              onCheckedChange={(details) => toggle(tip, details.checked === true)}
              alignItems="flex-start"
              colorPalette="primary"
            >
              <Checkbox.HiddenInput aria-describedby={`tip-${tip.id}-description`} />
              <Checkbox.Control mt="0.5" />
              {/* A tip may quote a whole address or hash: it wraps anywhere rather than run out of the card. */}
              <Checkbox.Label minW="0" overflowWrap="anywhere">
                {tip.title}
              </Checkbox.Label>
            </Checkbox.Root>
            <Text id={`tip-${tip.id}-description`} textStyle="sm" color="fg.muted" ps="7" overflowWrap="anywhere">
              {tip.description}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The security checklist: one Chakra checkbox per tip; ticks last for the session. */
export function SecurityChecklist() {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getSecurityTips');
  let body;
  if (data) {
    body = (
      <>
        {data.length === 0 ? <EmptyState title={NO_TIPS_TEXT} /> : <TipsList tips={data} />}
        <UnreadableItems items={unreadable} noun="security tip" mt="3" />
      </>
    );
  } else if (error !== undefined && !isLoading)
    body = <SectionError title="Security tips could not be loaded" error={error} onRetry={() => void mutate()} />;
  else body = <SectionLoading label={TIPS_LOADING_TEXT} />;
  return (
    <SectionCard
      headingSize="lg"
      id="checklist-heading"
      title="Security checklist"
      intro="Tick what you have done. Your ticks are kept until you close this tab."
    >
      {body}
    </SectionCard>
  );
}
