import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageHead, plainDescription } from './page-head';

describe('issue 15 §Findable: the head of a server-rendered page', () => {
  it('one canonical address per page: empty parameters dropped, the rest in a fixed order', () => {
    expect(canonicalUrl('http://nj.example/dataResource?page=2&keyword=&domain=traffic')).toBe('http://nj.example/dataResource?domain=traffic&page=2');
    expect(canonicalUrl('http://example/home')).toBe('http://example/home');
    expect(canonicalUrl('http://example/search?q=%E4%BA%A4%E9%80%9A')).toBe('http://example/search?q=%E4%BA%A4%E9%80%9A');
  });

  it('a description is one plain line, cut with an ellipsis past 160 characters', () => {
    expect(plainDescription('  第一行\n\n第二行  ')).toBe('第一行 第二行');
    const long = plainDescription('数'.repeat(200));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('the page’s description, canonical address, Open Graph tags and JSON-LD, escaped', () => {
    const { description, tags } = pageHead({
      url: 'http://example/dynamics/detail/n1?from=x',
      title: '“A” & <B> - 平台',
      siteName: '平台',
      siteDescription: '平台（Platform）',
      head: { description: 'Says "hi" & <bye>', type: 'article', structuredData: [{ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' }] },
      missing: false,
    });
    expect(description).toBe('Says "hi" & <bye>');
    expect(tags).toContain('<link rel="canonical" href="http://example/dynamics/detail/n1?from=x">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:title" content="“A” &amp; &lt;B&gt; - 平台">');
    expect(tags).toContain('<meta property="og:description" content="Says &quot;hi&quot; &amp; &lt;bye&gt;">');
    const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags) ?? [];
    // The block cannot be closed from inside: `<` is escaped, and the JSON still reads back the same.
    expect(json).not.toContain('</script');
    expect(JSON.parse(json!)).toEqual({ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' });
  });

  it('a page without its own description is described by its title and the site; a missing page is not indexed', () => {
    expect(
      pageHead({ url: 'http://example/about', title: '关于我们 - 平台', siteName: '平台', siteDescription: '平台（P）', head: undefined, missing: false })
        .description,
    ).toBe('关于我们 - 平台。平台（P）');
    const missing = pageHead({ url: 'http://example/x', title: '404 - 平台', siteName: '平台', siteDescription: '平台（P）', head: undefined, missing: true });
    expect(missing.tags).toBe('<meta name="robots" content="noindex">');
  });
});
