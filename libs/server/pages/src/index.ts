/** Static pages (issue 5: /about 关于平台, /richTextCenter 隐私政策声明). */
export { pageDetail } from './pages.service';
