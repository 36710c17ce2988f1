import type { DevSsoIdentity } from '@portal/server-db';
import { escapeHtml } from './html';

export const LOGIN_TITLE = '统一身份认证（开发环境）';
export const LOGOUT_TITLE = '已退出统一身份认证';
export const REGISTER_TITLE = '法人注册（开发环境）';

const KIND_GROUPS = [
  { kind: 'corporation', heading: '法人', empty: '暂无法人身份。' },
  { kind: 'natural', heading: '自然人', empty: '暂无自然人身份。' },
] as const;

function identityForm(identity: DevSsoIdentity, service: string, action: string): string {
  const meta = [`账号：${identity.account}`];
  if (identity.credit_code) meta.push(`统一社会信用代码：${identity.credit_code}`);
  return `<li><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="service" value="${escapeHtml(service)}">
<input type="hidden" name="identity" value="${escapeHtml(identity.id)}">
<button type="submit">${escapeHtml(identity.display_name)}<span class="meta">${escapeHtml(meta.join('\u3000'))}</span></button>
</form></li>`;
}

/** The identity chooser: one submit button per identity, grouped 法人 / 自然人. */
export function loginBody(identities: DevSsoIdentity[], service: URL, serviceText: string, action: string, registerHref: string): string {
  const groups = KIND_GROUPS.map(({ kind, heading, empty }) => {
    const members = identities.filter((identity) => identity.kind === kind);
    const list = members.length
      ? `<ul>\n${members.map((identity) => identityForm(identity, serviceText, action)).join('\n')}\n</ul>`
      : `<p class="muted">${escapeHtml(empty)}</p>`;
    return `<section aria-labelledby="group-${kind}">\n<h2 id="group-${kind}">${escapeHtml(heading)}</h2>\n${list}\n</section>`;
  }).join('\n');
  return `<h1>${escapeHtml(LOGIN_TITLE)}</h1>
<p class="muted">请选择要登录的身份。登录后将返回：<code>${escapeHtml(service.origin + service.pathname)}</code></p>
${groups}
<p class="muted">没有法人身份？<a href="${escapeHtml(registerHref)}">法人注册</a></p>`;
}

/** After logout: a link back only when the service is an http(s) URL. */
export function logoutBody(service: URL | undefined): string {
  const back = service ? `<p><a href="${escapeHtml(service.href)}">返回网站</a></p>` : '<p class="muted">您可以关闭此页面。</p>';
  return `<h1>${escapeHtml(LOGOUT_TITLE)}</h1>\n<p>您已安全退出统一身份认证。</p>\n${back}`;
}

/** The dev stand-in for the government portal's 法人注册 page. */
export function registerBody(corporations: DevSsoIdentity[], loginHref: string | undefined): string {
  const list = corporations.length
    ? `<ul>\n${corporations
        .map(
          (identity) =>
            `<li>${escapeHtml(identity.display_name)}<span class="meta">${escapeHtml(
              `账号：${identity.account}\u3000统一社会信用代码：${identity.credit_code ?? '—'}`,
            )}</span></li>`,
        )
        .join('\n')}\n</ul>`
    : '<p class="muted">当前没有演示法人身份。</p>';
  return `<h1>${escapeHtml(REGISTER_TITLE)}</h1>
<p>生产环境中，此地址是江苏政务服务网统一身份认证的<strong>法人注册</strong>页面：企业在那里注册并完成实名核验后，即可使用法人身份登录本平台。</p>
<p>开发环境不提供真实注册。获取演示法人身份的方法：</p>
<ol>
<li>使用开发数据种子预置的演示法人（<code>npm start</code> 首次启动或 <code>npm run seed</code> 时写入 <code>dev_sso_identities</code> 表，见下方列表）；</li>
<li>或直接向 <code>dev_sso_identities</code> 表插入一行：<code>kind = 'corporation'</code>，填写 <code>account</code>、<code>display_name</code> 与 18 位 <code>credit_code</code>；</li>
<li>如需登录平台工作台，平台中还须存在 <code>account</code> 相同、类型为法人（second）的平台账号。</li>
</ol>
<h2>当前可用的演示法人</h2>
${list}
${loginHref ? `<p><a href="${escapeHtml(loginHref)}">返回统一身份认证登录</a></p>` : ''}`;
}
