import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRYPT_PARAMS, hashPassword, verifyPassword } from './password';

// Counts the scrypt runs of the module under test (the real function still runs).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

describe('issue 12 §6: a sign-in costs the same whether the account exists', () => {
  beforeEach(() => {
    scrypt.mockClear();
  });

  const work = () => scrypt.mock.calls.map(([, , keylen, options]) => ({ keylen, N: (options as crypto.ScryptOptions).N }));

  it.each([
    ['no account (null)', null],
    ['no account (undefined)', undefined],
    ['a malformed stored value', 'scrypt$16384$8$1$bad'],
    ['a hash of another scheme', '$2b$10$abcdefghijklmnopqrstuv'],
  ])('%s: one full scrypt with today’s parameters, then false', async (_case, stored) => {
    await expect(verifyPassword('Admin@2026', stored)).resolves.toBe(false);
    expect(work()).toEqual([{ keylen: SCRYPT_PARAMS.keyBytes, N: SCRYPT_PARAMS.N }]);
  });

  it('a real account: the same single scrypt', async () => {
    const stored = await hashPassword('Admin@2026');
    scrypt.mockClear();
    await expect(verifyPassword('Wrong@2026', stored)).resolves.toBe(false);
    expect(work()).toEqual([{ keylen: SCRYPT_PARAMS.keyBytes, N: SCRYPT_PARAMS.N }]);
  });

  it('a non-string password still costs the work and verifies false', async () => {
    const stored = await hashPassword('Admin@2026');
    scrypt.mockClear();
    await expect(verifyPassword(42 as unknown as string, stored)).resolves.toBe(false);
    expect(work()).toHaveLength(1);
  });
});
