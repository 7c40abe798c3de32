import { VisuallyHidden } from '@chakra-ui/react';
import { NONE } from './texts';

/** A figure with no value: a dash to the eye, "None" to a screen reader (a lone dash is read as nothing or "dash"). */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{NONE}</VisuallyHidden>
    </>
  );
}
