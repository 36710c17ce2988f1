import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values (also used for XML). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Longest `service` URL the dev provider accepts (it is stored with every ticket). */
export const MAX_SERVICE_LENGTH = 2048;

/** The URL when `value` is an absolute http(s) URL, else undefined. */
export function parseHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SERVICE_LENGTH) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f7fa;color:#1f2329}
main{max-width:720px;margin:40px auto;padding:24px 32px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}h2{font-size:17px;margin:24px 0 8px}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#874d00;padding:10px 14px;border-radius:6px;margin-bottom:20px}
.error{background:#fff1f0;border:1px solid #ffa39e;color:#a8071a;padding:10px 14px;border-radius:6px}
ul{list-style:none;padding:0;margin:0}li{margin:8px 0}form{margin:0}
button{width:100%;text-align:left;padding:10px 14px;border:1px solid #d0d7e2;border-radius:6px;background:#fff;font-size:15px;cursor:pointer;color:#1f2329}
button:hover,button:focus{border-color:#046af3;outline:2px solid #046af3}
.meta{display:block;color:#4e5969;font-size:13px;margin-top:2px}.muted{color:#4e5969}
a{color:#0556c4}code{background:#f2f3f5;padding:1px 4px;border-radius:3px}
`;

export const DEV_BANNER = '开发环境：这是本项目自带的 CAS 3.0 兼容统一身份认证模拟服务，仅用于本地运行与测试；生产环境使用江苏省政务服务统一身份认证。';

/** A complete zh-CN page; `body` must already be escaped HTML. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(DEV_BANNER)}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * Sends a page with its own strict CSP: no script at all, only its own stylesheet (by hash), and
 * forms may post to this origin plus `formTarget` (the form POST answers with a
 * redirect to the service, and browsers check form-action on that redirect too).
 */
/** The page's one <style> element, allowed by its hash (issue 13: no 'unsafe-inline' anywhere). */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function sendPage(reply: FastifyReply, status: number, title: string, body: string, formTarget?: URL) {
  const formAction = formTarget ? `'self' ${formTarget.origin}` : "'self'";
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`)
    .type('text/html; charset=utf-8')
    .send(renderPage(title, body));
}

/** An error page body. */
export function errorBody(heading: string, message: string): string {
  return `<h1>${escapeHtml(heading)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`;
}
