import type { ReactNode } from 'react';
import { FactRow } from '../../../components/dispute/DisputeFacts';

/** One label/value row of an admin card's DataList: the dispute facts' row at the cards' density. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactRow size="sm" label={label}>
      {children}
    </FactRow>
  );
}

export { MONO_TEXT as mono } from '../../../components/dispute/DisputeFacts';
