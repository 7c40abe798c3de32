import { Stack } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { useState, type ReactNode } from 'react';

/**
 * A list whose newly arriving items slide in (framer-motion); items present at first render do
 * not animate, and with `prefers-reduced-motion` nothing moves.
 */
export function LiveList<T extends { id: string }>({
  items,
  label,
  children,
}: {
  items: T[];
  label: string;
  children: (item: T) => ReactNode;
}) {
  const reduceMotion = useReducedMotion() === true;
  const [initialIds] = useState(() => new Set(items.map((item) => item.id)));
  return (
    <Stack as="ul" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <motion.li
          key={item.id}
          initial={reduceMotion || initialIds.has(item.id) ? false : { opacity: 0, y: -12 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.25, ease: 'easeOut' }}
        >
          {children(item)}
        </motion.li>
      ))}
    </Stack>
  );
}
