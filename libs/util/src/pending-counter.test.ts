import { describe, expect, it, vi } from 'vitest';
import { createPendingCounter } from './pending-counter';

describe('spec §7 pending-request counter (drives the loading overlay)', () => {
  it('counts started work and notifies subscribers on every change', () => {
    const counter = createPendingCounter();
    const listener = vi.fn();
    const unsubscribe = counter.subscribe(listener);
    const endA = counter.start();
    const endB = counter.start();
    expect(counter.getSnapshot()).toBe(2);
    endA();
    expect(counter.getSnapshot()).toBe(1);
    endB();
    expect(counter.getSnapshot()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    counter.start();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('ignores a second end of the same unit so the count never goes negative', () => {
    const counter = createPendingCounter();
    const end = counter.start();
    end();
    end();
    expect(counter.getSnapshot()).toBe(0);
  });
});
