/** Storybook helpers of the feature stories (`@portal/ui-kit/stories`); no test-runner imports. */
export { listStateStories, pageStateStories, drawerStateStories, type ListStateTexts, type PageStateSpec, type DrawerStateSpec } from './state-stories';
export { framed, framedRoute } from './story-frames';
