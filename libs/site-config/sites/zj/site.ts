import { defineSite } from '@portal/site-config';

/**
 * 镇江市公共数据授权运营平台: brand and enabled features of this site only.
 * A city enables no feature until it goes live: every route shows the service-unavailable page.
 */
export default defineSite('zj', {
  brand: { colorPrimary: '#5a3e9b' },
  features: [],
});
