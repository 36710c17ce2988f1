import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeEach, inject } from 'vitest';
import * as projectAnnotations from './preview';

// Applies the Storybook config (preview decorators, globals, parameters) and the
// a11y addon's afterEach (the axe check) to every story the Vitest addon turns
// into a test. The preview comes last so its `a11y.test: 'error'` wins over the
// addon's default 'todo'.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// The browser has no process.env: the limit comes from the config (tools/test-setup/time-factor.ts).
configure({ asyncUtilTimeout: inject('asyncUtilTimeout') });

// The story files share one page (`isolate: false` in vitest.config.ts). Storybook pauses
// animations between a play function and the a11y check with a <style> it removes afterwards,
// but not when the check fails: the style would then freeze every later story's antd motions
// mid-way (dropdowns stuck in "-appear", modals in "-leave"). Each story starts with live
// animations, as it would in a page of its own.
beforeEach(() => {
  for (const style of document.head.querySelectorAll('style')) {
    if (style.textContent?.includes('animation-play-state: paused !important')) style.remove();
  }
});
