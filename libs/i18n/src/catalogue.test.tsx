import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { defineCatalogue, withLocaleReady } from './catalogue';
import { activeLocale, changeLocale, restoreLocale } from './language';
import { LANGUAGE_KEY, storedLocale } from './locale';
import { useText } from './use-text';

// Issue 19 §English: one i18n library (Lingui) behind per-lib catalogues, a remembered choice, <html lang>.

const zh = { title: '运营动态', total: '共 {total} 条', only: '仅中文' };
const english = { title: 'News', total: '{total, plural, one {# item} other {# items}}' } as Record<keyof typeof zh, string>;
const newsText = defineCatalogue('test-news', zh, () => Promise.resolve({ default: english }));

function Title() {
  const t = useText(newsText);
  return (
    <p>
      {t('title')} · {t('total', { total: 1 })}
    </p>
  );
}

describe('issue 19 §English: catalogues and the interface language', () => {
  it('formats the Chinese source by default and English after the switch, with English plurals', async () => {
    expect(activeLocale()).toBe('zh-CN');
    expect(newsText.t('total', { total: 3 })).toBe('共 3 条');
    await changeLocale('en');
    expect(newsText.t('title')).toBe('News');
    expect(newsText.t('total', { total: 1 })).toBe('1 item');
    expect(newsText.t('total', { total: 2 })).toBe('2 items');
  });

  it('falls back to the Chinese message for a key the English catalogue lacks, never to the key', async () => {
    await changeLocale('en');
    expect(newsText.t('only')).toBe('仅中文');
  });

  it('remembers the choice on this device and sets the page language; the default removes the entry', async () => {
    await changeLocale('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLocale('zh-CN');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(storedLocale()).toBe('zh-CN');
  });

  it('restores a remembered language before the first render, and ignores an unknown stored value', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    await expect(restoreLocale()).resolves.toBe('en');
    expect(newsText.t('title')).toBe('News');
    await changeLocale('zh-CN');
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    await expect(restoreLocale()).resolves.toBe('zh-CN');
    expect(newsText.t('title')).toBe('运营动态');
  });

  it('fetches a catalogue’s English once, however often the language changes', async () => {
    let fetches = 0;
    const counted = defineCatalogue('test-counted', { word: '词' }, () => {
      fetches += 1;
      return Promise.resolve({ default: { word: 'word' } });
    });
    await changeLocale('en');
    await changeLocale('zh-CN');
    await changeLocale('en');
    expect(fetches).toBe(1);
    expect(counted.t('word')).toBe('word');
  });

  it('draws components again in the new language', async () => {
    render(<Title />);
    expect(screen.getByText('运营动态 · 共 1 条')).toBeInTheDocument();
    await act(() => changeLocale('en'));
    expect(screen.getByText('News · 1 item')).toBeInTheDocument();
  });

  it('a lib whose code loads after the switch fetches its English, and its components wait for it', async () => {
    await changeLocale('en');
    let release: (value: { default: { heading: string } }) => void = () => undefined;
    const late = defineCatalogue('test-late', { heading: '迟到的' }, () => new Promise((resolve) => (release = resolve)));
    function Late() {
      return <h2>{useText(late)('heading')}</h2>;
    }
    // React retries a suspended render only when the first one ran inside act.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Late />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      release({ default: { heading: 'Late' } });
      await late.load('en');
    });
    expect(late.loaded('en')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeInTheDocument();
  });

  it('withLocaleReady: a lazy component whose code declares a catalogue resolves once that catalogue has the language', async () => {
    await changeLocale('en');
    let release: (value: { default: { word: string } }) => void = () => undefined;
    let declared: ReturnType<typeof defineCatalogue<{ word: string }>> | undefined;
    // The "chunk": loading it declares its catalogue, whose English is still on its way.
    const load = withLocaleReady(async () => {
      declared = defineCatalogue('test-lazy-part', { word: '词' }, () => new Promise((resolve) => (release = resolve)));
      return { ready: true };
    });
    let resolved = false;
    const loading = load().then((module) => {
      resolved = true;
      return module;
    });
    // A task boundary, not a duration: every pending microtask runs before a new task, so a loader that
    // did not wait would have resolved by then. Nothing signals "has not resolved" to wait on instead.
    await new Promise((flushed) => setTimeout(flushed, 0));
    expect(declared?.loaded('en')).toBe(false);
    expect(resolved).toBe(false);
    release({ default: { word: 'word' } });
    await expect(loading).resolves.toEqual({ ready: true });
    expect(declared?.loaded('en')).toBe(true);
    expect(declared?.t('word')).toBe('word');
  });

  it('a failed fetch of English leaves the page in Chinese and can be tried again', async () => {
    let attempts = 0;
    const flaky = defineCatalogue('test-flaky', { word: '词' }, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { word: 'word' } });
    });
    await expect(changeLocale('en')).rejects.toThrow('offline');
    expect(activeLocale()).toBe('zh-CN');
    expect(flaky.t('word')).toBe('词');
    await changeLocale('en');
    expect(flaky.t('word')).toBe('word');
  });
});
