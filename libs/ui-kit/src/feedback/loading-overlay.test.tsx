import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPendingCounter } from '@portal/util';
import { LoadingOverlay } from './loading-overlay';

const overlay = () => document.querySelector('.ant-spin-fullscreen');

describe('spec §7 loading overlay while requests are pending', () => {
  it('shows while the pending-request count is above zero and hides at zero', async () => {
    const counter = createPendingCounter();
    render(<LoadingOverlay counter={counter} delayMs={0} />);
    expect(overlay()).toHaveAttribute('aria-busy', 'false');
    // Issue 19: idle, nothing in it is read out (a screen reader reading the page would find it).
    expect(overlay()).toHaveTextContent(/^$/);
    let endFirst = () => undefined as void;
    let endSecond = () => undefined as void;
    act(() => {
      endFirst = counter.start();
      endSecond = counter.start();
    });
    await waitFor(() => expect(overlay()).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(overlay()).toHaveTextContent('加载中'));
    // act flushes every update the first end causes: one request is still pending.
    await act(async () => endFirst());
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
    act(() => endSecond());
    await waitFor(() => expect(overlay()).toHaveAttribute('aria-busy', 'false'));
    expect(overlay()).toHaveTextContent(/^$/);
  });

  it('issue 19 says 加载中 only once it shows: a request faster than its delay is not announced', () => {
    const counter = createPendingCounter();
    render(<LoadingOverlay counter={counter} delayMs={60_000} />);
    let end = () => undefined as void;
    act(() => {
      end = counter.start();
    });
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
    expect(overlay()).toHaveTextContent(/^$/);
    act(() => end());
    expect(overlay()).toHaveTextContent(/^$/);
  });
});
