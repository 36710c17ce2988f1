import { describe, expect, it } from 'vitest';
import { CALL_PARAMS } from './call-filters';

describe('call filters ⇄ URL (issue 5 §2 /applylist)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(CALL_PARAMS.toParams(CALL_PARAMS.defaults).toString()).toBe('');
    expect(CALL_PARAMS.fromParams(new URLSearchParams())).toEqual(CALL_PARAMS.defaults);
  });

  it('issue 5 §2 round-trips keyword, status and paging; the detail id is not a filter', () => {
    const filters = CALL_PARAMS.fromParams(new URLSearchParams('keyword=%E4%BA%A4%E9%80%9A&status=open&page=2&pageSize=20&id=call_0001'));
    expect(filters).toEqual({ ...CALL_PARAMS.defaults, keyword: '交通', status: 'open', page: 2, pageSize: 20 });
    expect(CALL_PARAMS.toParams(filters).toString()).toBe('keyword=%E4%BA%A4%E9%80%9A&status=open&page=2&pageSize=20');
    expect(CALL_PARAMS.hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    expect(CALL_PARAMS.fromParams(new URLSearchParams('status=pending&page=0'))).toEqual(CALL_PARAMS.defaults);
  });
});
