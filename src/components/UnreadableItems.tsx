import { Alert, List } from '@chakra-ui/react';
import type { UnreadableItem } from '../api';

/** How an unreadable item is named on its row: by its id when it had one, else by its place. */
export function unreadableItemText(item: UnreadableItem, noun: string): string {
  const named = item.id === null ? `${noun} number ${item.position}` : `${noun} ${item.id}`;
  const name = named.charAt(0).toUpperCase() + named.slice(1);
  return `${name}: the server sent it in a form this app cannot read (${item.problem}).`;
}

/**
 * The items of a list answer that could not be read, each on its own row beside the list, so the
 * rest of the list is still shown and nothing goes missing without a word.
 */
export function UnreadableItems({ items, noun, mt }: { items: readonly UnreadableItem[]; noun: string; mt?: string }) {
  if (items.length === 0) return null;
  const title = items.length === 1 ? `1 ${noun} could not be shown` : `${items.length} ${noun}s could not be shown`;
  return (
    <Alert.Root status="warning" role="status" alignItems="start" mt={mt}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" ps="4">
            {items.map((item) => (
              <List.Item key={item.position} wordBreak="break-word">
                {unreadableItemText(item, noun)}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
