/**
 * Hostile rich text (issue 5): each payload, if any part of it ran, would set
 * `window.__xss` (or call alert). The Storybook test of RichText and the
 * end-to-end XSS test feed these through every rich-text surface in Chromium.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<a href="javascript:window.__xss=5">点我</a>',
  '<a href="JaVaScRiPt:window.__xss=6">点我</a>',
  '<a href="&#106;avascript:window.__xss=7">点我</a>',
  '<iframe src="javascript:window.__xss=8"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=9</script>"></iframe>',
  '<body onload="window.__xss=10">',
  '<div onmouseover="window.__xss=11" style="width:100%;height:40px">悬停</div>',
  '<p style="background:url(javascript:window.__xss=12)">样式</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=13">',
  '<details open ontoggle="window.__xss=14">展开</details>',
  '<object data="javascript:window.__xss=15"></object>',
  '<embed src="javascript:window.__xss=16">',
  '<form action="javascript:window.__xss=17"><button>提交</button></form>',
  '<input autofocus onfocus="window.__xss=18">',
  '<video><source onerror="window.__xss=19"></video>',
  '<audio src=x onerror="window.__xss=20"></audio>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=21">',
  '<base href="javascript:/a/"><a href="x">相对链接</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=23>">',
  '<img src="x" srcset="x 1x" onerror="window.__xss=24">',
  '"><img src=x onerror=window.__xss=25>',
  '<style>@import "javascript:window.__xss=26";</style>',
  '<marquee onstart="window.__xss=27">滚动</marquee>',
  '<select autofocus onfocus="window.__xss=28"><option>一</option></select>',
];

/** Attributes that would run script if they survived sanitising. */
export const HANDLER_ATTRIBUTE = /^on/i;
