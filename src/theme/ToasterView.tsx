/** The toasts' view: the region (F8 focuses it) and each toast (see ./toaster and docs/texts.md#toasts for the rules). */
import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { SampleBadge } from '../components/SampleBadge';
import { toaster, TOASTER_OPTIONS } from './toaster';

/** The store itself, made with this chunk: the toasts raised before it came go to it now. */
const store = createToaster(TOASTER_OPTIONS);
toaster.attach(store);

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            // A fixed width on md+: 'full' of the shrink-to-fit toast group collapsed the toast to one word a line.
            width={{ md: '420px' }}
            maxWidth={{ md: '420px' }}
            css={{
              '&[data-type=error]': { bg: 'destructive.solid', color: 'destructive.contrast' },
              // Chakra's green and orange solids carry white text below WCAG AA (about 2.6:1); one shade deeper passes.
              '&[data-type=success]': { bg: 'green.700', color: 'white' },
              '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
            }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.meta?.sample === true ? <SampleBadge /> : null}
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
