import { FEATURES, defineSite } from '@portal/site-config';

/**
 * 江苏省公共数据授权运营平台: brand and enabled features of this site only.
 * The province enables every feature.
 *
 * Footer and contact values are demo data in the shape a government site publishes them
 * (GB/T 31506); a deployment replaces them with the codes its records office issued.
 */
export default defineSite('portal', {
  brand: { colorPrimary: '#046af3' },
  features: FEATURES,
  footer: {
    organizer: '江苏省数据局',
    undertaker: '江苏省大数据管理中心',
    siteCode: '3200000147',
    icp: '苏ICP备2025061237号-1',
    police: '苏公网安备32010202011520号',
    errorReportUrl: 'https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=3200000147',
    ageFriendly: true,
  },
  contact: {
    phone: '12345',
    email: 'sjyy@jsdata.gov.cn',
    hours: '工作日 9:00–12:00，13:30–17:30',
  },
});
