import { defineSite } from '@portal/site-config';

/**
 * 淮安市公共数据授权运营平台: brand and enabled features of this site only.
 * A city enables no feature until it goes live: every route shows the service-unavailable page.
 */
export default defineSite('ha', {
  brand: { colorPrimary: '#3b5b92' },
  features: [],
});
