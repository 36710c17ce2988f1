import { HANDLER_ATTRIBUTE, XSS_PAYLOADS } from '@portal/util/testing';
import { xssSettled } from '@portal/util/testing/xss-settled';
import { withE2eDatabase } from './e2e-database';
import { expect, siteOrigin, test } from './fixtures';

/** Visible proof the hostile body rendered (the payloads themselves leave little to see). */
const MARKER = '安全测试正文标记';
const HOSTILE_HTML = `<p>${MARKER}</p>${XSS_PAYLOADS.map((payload) => `<div>${payload}</div>`).join('\n')}<p>正文结束</p>`;
const NOW = Date.now();

/** Every rich-text surface of issue 5, with the page that renders it. */
const SURFACES = [
  { name: '新闻正文', path: '/dynamics/detail/news_xss_probe' },
  { name: '政策正文', path: '/policy?id=policy_xss_probe' },
  { name: '需求征集正文', path: '/applylist?id=call_xss_probe' },
  { name: '关于平台', path: '/about' },
  { name: '隐私政策声明', path: '/richTextCenter' },
  { name: '首页内容墙', path: '/home' },
] as const;

test.describe('issue 5: rich text is sanitised (DOMPurify) on every surface, in real Chromium', () => {
  test.beforeAll(() => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    withE2eDatabase((db) => {
      db.prepare(
        `insert or replace into news (id, title, category, summary, source, body_html, attachments, status, published_at, created_at, updated_at)
         values ('news_xss_probe', '安全测试新闻<img src=x onerror=window.__xss=99>', 'platform', '安全测试', '平台运营中心', ?, '[]', 'published', ?, ?, ?)`,
      ).run(HOSTILE_HTML, NOW, NOW, NOW);
      db.prepare(
        `insert or replace into policies (id, title, level, issuer, doc_number, issued_at, summary, body_html, attachments, published_at)
         values ('policy_xss_probe', '安全测试政策', 'provincial', '江苏省数据局', '苏数测〔2026〕1号', '2026-11-01', '安全测试', ?, '[]', ?)`,
      ).run(HOSTILE_HTML, NOW);
      db.prepare(
        `insert or replace into calls (id, title, organiser, summary, body_html, attachments, published_at, deadline)
         values ('call_xss_probe', '安全测试征集', '江苏省数据局', '安全测试', ?, '[]', ?, ?)`,
      ).run(HOSTILE_HTML, NOW, NOW + 7 * 86_400_000);
      db.prepare(`update site_pages set body_html = body_html || ? where slug in ('about', 'privacy')`).run(HOSTILE_HTML);
      // The province's published wall (issue 18: its current version) gets a hostile rich-text block.
      const wall = db
        .prepare(
          `select v.version, v.blocks from content_wall_versions v join content_walls w on w.site = v.site and w.published_version = v.version where w.site = 'portal'`,
        )
        .get() as { version: number; blocks: string };
      const blocks = (JSON.parse(wall.blocks) as { id: string }[]).filter((block) => block.id !== 'xss_probe');
      blocks.push({ type: 'richText', id: 'xss_probe', title: '安全测试', html: HOSTILE_HTML } as { id: string });
      db.prepare(`update content_wall_versions set blocks = ? where site = 'portal' and version = ?`).run(JSON.stringify(blocks), wall.version);
      // Public answers are cached until public content changes (decision 0025): say it changed.
      db.prepare(`update content_generations set generation = generation + 1 where name = 'public'`).run();
    });
  });

  for (const surface of SURFACES) {
    test(`${surface.name}: ${XSS_PAYLOADS.length} payloads, no script ran, no handler attribute survived`, async ({ page, request, baseURL, problems }) => {
      // The hostile text was written to the database directly, past the API: the server's rendered
      // pages (issue 15) do not know. Any change call under the API drops them, even one it refuses.
      const refused = await request.post(`${siteOrigin(baseURL)}/alpha-portal/api/v1/primary/announcement/publish`, { data: {} });
      expect(refused.status()).toBe(401);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${siteOrigin(baseURL)}${surface.path}`);
      const body = page.locator('.portal-rich-text').filter({ hasText: MARKER });
      await expect(body).toBeVisible();
      // Let image errors, autofocus and load handlers fire if any survived: wait until every image,
      // media element and frame has loaded or failed, then two frames (events, never a fixed time).
      await page.mouse.move(200, 300);
      await body.evaluate(xssSettled);
      const report = await body.evaluate((root, pattern) => {
        const handler = new RegExp(pattern, 'i');
        const elements = [root, ...root.querySelectorAll('*')];
        return {
          xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
          handlers: elements.flatMap((element) =>
            element
              .getAttributeNames()
              .filter((name) => handler.test(name))
              .map((name) => `${element.tagName}@${name}`),
          ),
          dangerous: [...root.querySelectorAll('script, iframe, object, embed, form, input, select, svg, math, style, meta, base, video, audio')].map(
            (element) => element.tagName,
          ),
          scriptUrls: elements
            .flatMap((element) => ['href', 'src', 'action', 'data'].map((name) => element.getAttribute(name) ?? ''))
            .filter((value) => /^\s*(javascript|data|vbscript):/i.test(value)),
        };
      }, HANDLER_ATTRIBUTE.source);
      expect(report).toEqual({ xss: null, handlers: [], dangerous: [], scriptUrls: [] });
      expect(dialogs).toEqual([]);
      // DOMPurify parses the hostile text in an inert document (DOMParser); Chromium checks the
      // page's CSP (script-src-attr 'none'; issue 13: style-src without 'unsafe-inline'; issue 15: on a
      // page from the server, style-src-attr with the hashes of its own style attributes) on the handler
      // attributes, style attributes and <style> elements it meets there and reports a violation for
      // each — the second layer refusing, before DOMPurify removes them (the report above shows none
      // survived). Those lines are expected here and nowhere else; anything else still fails the test.
      const inertParse =
        /^console: (Executing inline event handler violates the following Content Security Policy directive 'script-src-attr 'none''|Applying inline style violates the following Content Security Policy directive '(style-src 'self' 'nonce-[\w+/=-]+'|style-src-attr 'unsafe-hashes'( 'sha256-[\w+/=]+')*)'|CSP violation: (script-src-attr|style-src-attr|style-src-elem) blocked "")/;
      const unexpected = problems.filter((problem) => !inertParse.test(problem));
      problems.length = 0;
      expect(unexpected).toEqual([]);
    });
  }
});
