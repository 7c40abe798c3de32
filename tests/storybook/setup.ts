import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import preview from '../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, preview]);

// In the test run a play function's waits are as long as a story may take to appear on a busy
// two-core machine (docs/performance.md#measured-never-asserted); the test's limit is longer still.
configure({ asyncUtilTimeout: 30_000 });
