import { describe, expect, it } from 'vitest';
import { idParam } from '@portal/api-contract';
import * as z from 'zod/mini';
import { newId, newRecordId, newToken } from './ids';

describe('ids', () => {
  it('makes record ids the contract accepts, different each time', () => {
    const id = newRecordId('trn');
    expect(id).toMatch(/^trn_[0-9a-f]{24}$/);
    expect(z.safeParse(idParam, id).success).toBe(true);
    expect(newRecordId('trn')).not.toBe(id);
  });

  it('makes prefixed ids and tokens of their full length', () => {
    expect(newId('usr')).toMatch(/^usr_[\w-]{22}$/);
    expect(newToken()).toMatch(/^[\w-]{43}$/);
  });
});
