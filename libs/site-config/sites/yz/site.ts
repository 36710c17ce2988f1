import { defineSite } from '@portal/site-config';

/**
 * 扬州市公共数据授权运营平台: brand and enabled features of this site only.
 * A city enables no feature until it goes live: every route shows the service-unavailable page.
 */
export default defineSite('yz', {
  brand: { colorPrimary: '#8a3b12' },
  features: [],
});
