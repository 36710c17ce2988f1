import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Applies the Storybook config (preview decorators, globals, parameters) and the
// a11y addon's afterEach (the axe check) to every story the Vitest addon turns
// into a test. The preview comes last so its `a11y.test: 'error'` wins over the
// addon's default 'todo'.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
