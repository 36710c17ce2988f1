import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

describe('shared QueryClient defaults', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it.each([
    ['an envelope refusal', new ApiError('envelope', 'x', { path: '/a', code: 5000 })],
    ['a contract mismatch', new ApiError('schema', 'x', { path: '/a' })],
    ['HTTP 404', new ApiError('http', 'x', { path: '/a', status: 404 })],
    ['HTTP 413', new ApiError('http', 'x', { path: '/a', status: 413 })],
  ])('does not retry %s', (_label, error) => {
    expect(retry(0, error)).toBe(false);
  });

  it.each([
    ['HTTP 503', new ApiError('http', 'x', { path: '/a', status: 503 })],
    ['a network failure', new ApiError('network', 'x', { path: '/a' })],
    ['a timeout', new ApiError('timeout', 'x', { path: '/a' })],
  ])('retries %s at most twice', (_label, error) => {
    expect(retry(0, error)).toBe(true);
    expect(retry(1, error)).toBe(true);
    expect(retry(2, error)).toBe(false);
  });

  it('does not refetch on window focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  describe('while the browser reports itself offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('still sends a mutation, so its failure or success reaches the user', async () => {
      onlineManager.setOnline(false);
      const client = createQueryClient();
      const sent: string[] = [];
      const result = client
        .getMutationCache()
        .build(client, { mutationFn: async (body: string) => (sent.push(body), 'ok') })
        .execute('decision');
      await expect(result).resolves.toBe('ok');
      expect(sent).toEqual(['decision']);
    });
  });
});
