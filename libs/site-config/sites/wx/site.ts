import { defineSite } from '@portal/site-config';

/**
 * 无锡市公共数据授权运营平台: brand and enabled features of this site only.
 * A city enables no feature until it goes live: every route shows the service-unavailable page.
 */
export default defineSite('wx', {
  brand: { colorPrimary: '#006a80' },
  features: [],
});
