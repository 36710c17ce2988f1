import { describe, expect, it } from 'vitest';
import { accountFiltersFromParams, withAccountFilter } from './account-filters';

describe('issue 17 admin/list filters in the URL', () => {
  it('reads keyword, role, status, client and page; drops what the contract would refuse', () => {
    expect(accountFiltersFromParams(new URLSearchParams('keyword=%20qian%20&role=role_first_reviewer&status=disabled&client=console&page=3'))).toEqual({
      page: 3,
      pageSize: 10,
      keyword: 'qian',
      role: 'role_first_reviewer',
      status: 'disabled',
      client: 'console',
    });
    expect(accountFiltersFromParams(new URLSearchParams('role=DROP%20TABLE&status=gone&client=elsewhere&page=-1'))).toEqual({ page: 1, pageSize: 10 });
    expect(accountFiltersFromParams(new URLSearchParams(`keyword=${'字'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const params = new URLSearchParams('status=enabled&page=4');
    expect(withAccountFilter(params, 'role', 'role_first_reviewer').toString()).toBe('status=enabled&role=role_first_reviewer');
    expect(withAccountFilter(params, 'status', undefined).toString()).toBe('');
    expect(withAccountFilter(params, 'page', '5').toString()).toBe('status=enabled&page=5');
  });
});
