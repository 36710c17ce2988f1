import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { inject } from 'vitest';
import * as projectAnnotations from './preview';

// Applies the Storybook config (preview decorators, globals, parameters) and the
// a11y addon's afterEach (the axe check) to every story the Vitest addon turns
// into a test. The preview comes last so its `a11y.test: 'error'` wins over the
// addon's default 'todo'.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// The browser has no process.env: the limit comes from the config (tools/test-setup/time-factor.ts).
configure({ asyncUtilTimeout: inject('asyncUtilTimeout') });
