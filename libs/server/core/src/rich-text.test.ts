import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text cleaned on the server (issue 6, defence in depth)', () => {
  it.each([
    ['script elements go with their content', '<p>正文</p><script>alert(1)</script>', '<p>正文</p>'],
    ['event handlers go', '<p onclick="alert(1)">正文</p>', '<p>正文</p>'],
    ['style attributes go', '<p style="color:red">正文</p>', '<p>正文</p>'],
    ['javascript: links lose their href', '<a href="javascript:alert(1)">链接</a>', '<a>链接</a>'],
    [
      'external links open safely in a new tab',
      '<a href="https://example.com">链接</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a>',
    ],
    ['same-origin links stay as they are', '<a href="/policy?id=p_1">政策</a>', '<a href="/policy?id=p_1">政策</a>'],
    [
      'http images are dropped to no src, https kept with an empty alt',
      '<img src="http://x/a.png"><img src="https://x/b.png">',
      '<img alt="" /><img src="https://x/b.png" alt="" />',
    ],
    ['iframes go with their content', '<iframe src="https://x"></iframe><p>留下</p>', '<p>留下</p>'],
    ['svg goes with its content', '<svg><script>alert(1)</script></svg>文字', '文字'],
  ])('%s', (_label, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('reads as plain text with entities decoded and whitespace collapsed', () => {
    expect(richTextToPlain('<h2>标题</h2>\n<p>A &amp; B&nbsp;&lt;c&gt;</p><script>x()</script>')).toBe('标题 A & B <c>');
  });
});
