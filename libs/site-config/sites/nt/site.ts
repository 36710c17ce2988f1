import { defineSite } from '@portal/site-config';

/**
 * 南通市公共数据授权运营平台: brand and enabled features of this site only.
 * A city enables no feature until it goes live: every route shows the service-unavailable page.
 */
export default defineSite('nt', {
  brand: { colorPrimary: '#1d4f91' },
  features: [],
});
