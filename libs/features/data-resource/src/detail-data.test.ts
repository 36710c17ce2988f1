import { describe, expect, it, vi } from 'vitest';
import { detail } from './detail-data';

describe('route-data (issue 13, issue 22)', () => {
  it('issue 22 the detail route starts the detail and its delivery together', async () => {
    const ensure = vi.fn(async (_options: unknown) => null);
    await detail({ params: { id: 'res_0001' }, searchParams: new URLSearchParams() }, ensure);
    expect(ensure.mock.calls.map(([options]) => (options as { queryKey: unknown }).queryKey)).toEqual([
      ['resources', 'detail', 'res_0001'],
      ['resources', 'detail', 'res_0001', 'delivery'],
    ]);
  });

  it('issue 22 an id that cannot exist starts nothing', () => {
    const ensure = vi.fn(async (_options: unknown) => null);
    expect(detail({ params: { id: '..%2Fadmin' }, searchParams: new URLSearchParams() }, ensure)).toBeUndefined();
    expect(ensure).not.toHaveBeenCalled();
  });
});
