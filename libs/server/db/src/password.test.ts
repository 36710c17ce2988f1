import { scryptSync, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, hashPassword, hashPasswordWithSalt, needsRehash, verifyPassword } from './password';

const FORMAT = /^scrypt\$16384\$8\$1\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

describe('password hashing (scrypt)', () => {
  it('hashes to scrypt$N$r$p$salt$hash with a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashPassword('Admin@2026');
    const match = FORMAT.exec(stored);
    expect(match).not.toBeNull();
    const salt = Buffer.from(match?.[1] ?? '', 'base64');
    const key = Buffer.from(match?.[2] ?? '', 'base64');
    expect(salt).toHaveLength(16);
    expect(key).toHaveLength(32);
    // The stored key is plain scrypt with the stated parameters (interoperable).
    const expected = scryptSync('Admin@2026', salt, 32, { N: 16384, r: 8, p: 1 });
    expect(timingSafeEqual(expected, key)).toBe(true);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('Admin@2026');
    await expect(verifyPassword('Admin@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('admin@2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('Admin@2026 ', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('同一个密码Aa1!'), hashPassword('同一个密码Aa1!')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('同一个密码Aa1!', a)).resolves.toBe(true);
    await expect(verifyPassword('同一个密码Aa1!', b)).resolves.toBe(true);
  });

  it('is deterministic for a given salt (the seeder relies on it)', async () => {
    const salt = Buffer.alloc(16, 7);
    const a = await hashPasswordWithSalt('Review@2026', salt);
    expect(await hashPasswordWithSalt('Review@2026', salt)).toBe(a);
    await expect(verifyPassword('Review@2026', a)).resolves.toBe(true);
  });

  it('treats full-width input like half-width (NFKC)', async () => {
    const stored = await hashPassword('Admin@2026');
    await expect(verifyPassword('Ａｄｍｉｎ＠２０２６', stored)).resolves.toBe(true);
  });

  it('verifies hashes made with other (bounded) parameters', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Aa1!aaaa', salt, 64, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString('base64')}$${key.toString('base64')}`;
    await expect(verifyPassword('Aa1!aaaa', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword('Aa1!aaaa'))).toBe(false);
  });

  it('verifies false for malformed stored values, never throws', async () => {
    const good = await hashPassword('Admin@2026');
    const [, n, r, p, salt, key] = good.split('$');
    const malformed: unknown[] = [
      null,
      undefined,
      '',
      'Admin@2026',
      '$',
      'scrypt',
      'scrypt$$$$$',
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key}$extra`,
      `scrypt$16383$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$1$${r}$${p}$${salt}$${key}`,
      `scrypt$0$${r}$${p}$${salt}$${key}`,
      `scrypt$-16384$${r}$${p}$${salt}$${key}`,
      `scrypt$16384.0$${r}$${p}$${salt}$${key}`,
      `scrypt$1e4$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, // would need 128 GiB
      `scrypt$${n}$99999$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$0$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$`,
      `scrypt$${n}$${r}$${p}$!!notbase64!!$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key?.slice(0, 8)}`, // key too short
      `scrypt$${n}$${r}$${p}$${salt}$${Buffer.alloc(128).toString('base64')}`, // key too long
      `scrypt$${n}$${r}$${p}$${salt}$${Buffer.alloc(32).toString('base64')}`, // wrong key
      42,
      {},
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('Admin@2026', stored as string), String(stored)).resolves.toBe(false);
    }
    await expect(verifyPassword(undefined as unknown as string, good)).resolves.toBe(false);
  });

  it('rejects a non-string password when hashing', async () => {
    await expect(hashPassword(undefined as unknown as string)).rejects.toThrow(TypeError);
  });

  it('uses the documented parameters', () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 1, saltBytes: 16, keyBytes: 32 });
  });
});
