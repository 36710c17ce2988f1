import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireAuth, loginPath } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>login:{new URLSearchParams(location.search).get('preUrl')}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/workspace/*"
          element={
            <RequireAuth>
              <p>工作台内容</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('spec §2 §6 route authentication of /workspace', () => {
  it('sends a visitor to login with preUrl = the page asked for', () => {
    renderAt('/workspace/domain/detail?id=12#timeline');
    expect(screen.getByText('login:/workspace/domain/detail?id=12#timeline')).toBeInTheDocument();
  });

  it('lets a user with an auth state in', () => {
    localStorage.setItem('AuthState', JSON.stringify({ userType: 'admin', name: '管理员', corName: '', token: 'x', rights: [] }));
    renderAt('/workspace/home');
    expect(screen.getByText('工作台内容')).toBeInTheDocument();
  });

  it('encodes preUrl so it survives as one query parameter', () => {
    expect(loginPath('/workspace/a?b=1&c=2')).toBe('/login?preUrl=%2Fworkspace%2Fa%3Fb%3D1%26c%3D2');
  });
});
