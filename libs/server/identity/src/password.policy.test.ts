import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passwordSchema } from '@portal/api-contract';
import { temporaryPassword } from './password.policy';

describe('issue 17 temporary passwords', () => {
  const samples = Array.from({ length: 200 }, () => temporaryPassword());

  it('pass the password rule, have every class, and no look-alike characters', () => {
    for (const password of samples) {
      expect(z.safeParse(passwordSchema, password).success, password).toBe(true);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[@#%*+=?]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('differ from each other (a CSPRNG, not a pattern)', () => {
    expect(new Set(samples).size).toBe(samples.length);
  });
});
