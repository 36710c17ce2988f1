import { FEATURES, defineSite } from '@portal/site-config';

/**
 * 江苏省公共数据授权运营平台: brand and enabled features of this site only.
 * The province enables every feature.
 */
export default defineSite('portal', {
  brand: { colorPrimary: '#046af3' },
  features: FEATURES,
});
