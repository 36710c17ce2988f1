import { describe, expect, it } from 'vitest';
import { rememberLatestPath, shouldRememberPath } from './latest-path';

describe('spec §2 latestPath', () => {
  it('saves path, query and hash under latestPath', () => {
    expect(rememberLatestPath({ pathname: '/dataResource', search: '?domain=traffic&page=3', hash: '#list' })).toBe(true);
    expect(localStorage.getItem('latestPath')).toBe('/dataResource?domain=traffic&page=3#list');
  });

  it.each(['?ticket=ST-1-abc', '?token=abc', '?a=1&access_token=x', '?Ticket=ST-2', '?next=%2Fhome&TOKEN=1'])(
    'skips a query that contains ticket or token (%s)',
    (search) => {
      localStorage.setItem('latestPath', '/policy');
      expect(shouldRememberPath({ search })).toBe(false);
      expect(rememberLatestPath({ pathname: '/home', search, hash: '' })).toBe(false);
      expect(localStorage.getItem('latestPath')).toBe('/policy');
    },
  );

  it('ignores ticket or token in the hash (only the query counts)', () => {
    expect(rememberLatestPath({ pathname: '/about', search: '', hash: '#token' })).toBe(true);
    expect(localStorage.getItem('latestPath')).toBe('/about#token');
  });

  it('reports a storage that refuses the write instead of throwing', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(rememberLatestPath({ pathname: '/home', search: '', hash: '' }, storage)).toBe(false);
  });
});
