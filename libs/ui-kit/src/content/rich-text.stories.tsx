import type { Meta, StoryObj } from '@storybook/react-vite';
import { HANDLER_ATTRIBUTE, XSS_PAYLOADS } from '@portal/util/testing';
import { xssSettled } from '@portal/util/testing/xss-settled';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RichText } from './rich-text';
import { htmlToText, sanitizeHtml } from './sanitize';

const ARTICLE = `<h2>江苏省公共数据授权运营管理办法（试行）</h2>
<p>为规范公共数据授权运营活动，<strong>促进公共数据有序开发利用</strong>，根据有关法律法规，结合本省实际，制定本办法。</p>
<ol><li>坚持统筹管理、安全可控；</li><li>坚持需求导向、场景牵引。</li></ol>
<table><thead><tr><th scope="col">事项</th><th scope="col">时限</th></tr></thead><tbody><tr><td>初审</td><td>5个工作日</td></tr></tbody></table>
<p>详见<a href="/policy">政策资讯</a>或<a href="https://www.jiangsu.gov.cn">江苏省人民政府网站</a>。</p>`;

const meta = {
  title: 'ui-kit/内容/RichText',
  component: RichText,
  parameters: { router: false },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Formatting survives; external links open in a new tab without window.opener. */
export const Article: Story = {
  name: '正文',
  args: { html: ARTICLE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).toHaveTextContent('江苏省公共数据授权运营管理办法（试行）');
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(2);
    const external = canvasElement.querySelector('a[href^="https:"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('a[href="/policy"]')).not.toHaveAttribute('target');
  },
};

const WIDE_TABLE = `<p>各设区市开放情况如下：</p>
<table><caption>2026年各设区市公共数据开放情况</caption><thead><tr><th>设区市</th><th>开放数据集（个）</th><th>数据接口（个）</th><th>数据产品（个）</th><th>授权运营单位（家）</th></tr></thead>
<tbody><tr><td>南京市</td><td>1,286</td><td>342</td><td>57</td><td>12</td></tr><tr><td>苏州市</td><td>1,104</td><td>298</td><td>49</td><td>10</td></tr></tbody></table>
<table><tr><th>事项</th><th>时限</th></tr><tr><td>初审</td><td>5个工作日</td></tr></table>`;

/**
 * Issue 21 §13b: tables have borders, padded cells and a tinted header row from the theme, and
 * on a narrow screen the table scrolls sideways in its own keyboard-reachable box.
 */
export const Tables: Story = {
  name: '表格（issue 21 §13b）',
  args: { html: WIDE_TABLE },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: '2026年各设区市公共数据开放情况' });
    const second = canvas.getByRole('region', { name: '表格2' });
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(second.querySelector('table')).not.toBeNull();
    // Wider than the column: the box scrolls, the page does not.
    await waitFor(() => expect(first.scrollWidth).toBeGreaterThan(first.clientWidth));
    await expect(getComputedStyle(first).overflowX).toBe('auto');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const th = first.querySelector('th')!;
    const td = first.querySelector('td')!;
    for (const cell of [th, td]) {
      const style = getComputedStyle(cell);
      await expect(style.borderTopWidth).toBe('1px');
      await expect(style.borderTopStyle).toBe('solid');
      await expect(parseFloat(style.paddingLeft)).toBeGreaterThanOrEqual(8);
    }
    await expect(getComputedStyle(th).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(th).backgroundColor).not.toBe(getComputedStyle(td).backgroundColor);
    await expect(getComputedStyle(first.querySelector('table')!).borderCollapse).toBe('collapse');
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
};

/** Issue 5: hostile payloads render inert in real Chromium. */
export const HostilePayloads: Story = {
  name: '恶意脚本被清除',
  args: { html: XSS_PAYLOADS.map((payload) => `<div>${payload}</div>`).join('') },
  play: async ({ canvasElement }) => {
    const probe = window as unknown as { __xss?: unknown };
    delete probe.__xss;
    await waitFor(() => expect(canvasElement.querySelector('.portal-rich-text')).not.toBeNull());
    // Every image error, autofocus or load handler that survived has had its chance to run.
    await xssSettled(canvasElement);
    await expect(probe.__xss).toBeUndefined();
    const elements = [...canvasElement.querySelectorAll('.portal-rich-text *')];
    const handlers = elements.flatMap((element) => element.getAttributeNames().filter((name) => HANDLER_ATTRIBUTE.test(name)));
    await expect(handlers).toEqual([]);
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'style', 'meta', 'base', 'math', 'select']) {
      await expect(canvasElement.querySelector(`.portal-rich-text ${tag}`)).toBeNull();
    }
    const hrefs = elements.map((element) => element.getAttribute('href') ?? '').filter(Boolean);
    await expect(hrefs.filter((href) => !/^(https?:|\/|#)/i.test(href))).toEqual([]);
    await expect(elements.some((element) => element.hasAttribute('style'))).toBe(false);
  },
};

/** The helpers behave the same as the component. */
export const PlainText: Story = {
  name: '纯文本摘要',
  args: { html: '<p>第一段</p><p>第二段<script>window.__xss=1</script></p>' },
  play: async () => {
    await expect(htmlToText('<p>第一段</p>\n<p>第二段<script>x</script></p>')).toBe('第一段 第二段');
    await expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    await expect(sanitizeHtml('<img src="http://tracker.example/p.gif" alt="t">')).toBe('<img alt="t">');
  },
};
