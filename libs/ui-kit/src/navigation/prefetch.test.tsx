import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefetchLink, PrefetchProvider, type PrefetchMode } from './prefetch';

function renderLink(prefetch: PrefetchMode | undefined, prefetcher = vi.fn()) {
  render(
    <MemoryRouter>
      <PrefetchProvider value={prefetcher}>
        <PrefetchLink to="/dataResource?domain=traffic" {...(prefetch ? { prefetch } : {})}>
          数据资源
        </PrefetchLink>
      </PrefetchProvider>
    </MemoryRouter>,
  );
  return { prefetcher, link: screen.getByRole('link', { name: '数据资源' }) };
}

describe('spec §9 link prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prefetches nothing by default (mode none)', () => {
    const { prefetcher, link } = renderLink(undefined);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(1000));
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('prefetches on intent once the pointer has rested 50 ms', () => {
    const { prefetcher, link } = renderLink('intent');
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(49));
    expect(prefetcher).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetcher).toHaveBeenCalledExactlyOnceWith('/dataResource?domain=traffic');
  });

  it('cancels the intent when the pointer leaves within 50 ms', () => {
    const { prefetcher, link } = renderLink('intent');
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(30));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(100));
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('treats keyboard focus and touch as intent, and prefetches only once', () => {
    const { prefetcher, link } = renderLink('intent');
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.blur(link);
    fireEvent.touchStart(link);
    act(() => vi.advanceTimersByTime(50));
    expect(prefetcher).toHaveBeenCalledTimes(1);
  });
});

describe('spec §9 link prefetch on viewport (100 px margin)', () => {
  let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }[];

  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
  });

  it('observes with a 100 px root margin and prefetches when the link nears the viewport', () => {
    const { prefetcher } = renderLink('viewport');
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('100px');
    act(() => observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(prefetcher).not.toHaveBeenCalled();
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(prefetcher).toHaveBeenCalledExactlyOnceWith('/dataResource?domain=traffic');
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('does not observe in the other modes', () => {
    renderLink('intent');
    cleanup();
    renderLink(undefined);
    expect(observers).toHaveLength(0);
  });
});
