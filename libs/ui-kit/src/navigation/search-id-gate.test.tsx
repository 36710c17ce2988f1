import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render-routes';
import { SearchIdGate } from './search-id-gate';

const isId = (id: string) => /^app_\d{4}$/.test(id);

function renderAt(path: string) {
  const page = vi.fn((id: string) => <p>申请 {id}</p>);
  const view = renderRoutes([{ path: '/workspace/domain/detail', Component: () => <SearchIdGate isId={isId}>{page}</SearchIdGate> }], path, new QueryClient());
  return { ...view, page };
}

describe('SearchIdGate (a page addressed by ?id=)', () => {
  it('hands a well-formed id to the page', async () => {
    renderAt('/workspace/domain/detail?id=app_0001');
    expect(await screen.findByText('申请 app_0001')).toBeInTheDocument();
  });

  it.each([
    ['without an id', '/workspace/domain/detail'],
    ['with one that cannot exist', '/workspace/domain/detail?id=..%2Fetc'],
  ])('%s goes to /404 and never draws the page', async (_name, path) => {
    const { location, page } = renderAt(path);
    await waitFor(() => expect(location()).toBe('/404'));
    expect(page).not.toHaveBeenCalled();
  });
});
