import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the domain-onboarding feature (issue 19: Chinese source, English beside it). */
export const onboardingText = defineCatalogue('onboarding', zh, () => import('./i18n/en.json'));
export type OnboardingText = Translate<keyof typeof zh>;
