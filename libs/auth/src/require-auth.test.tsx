import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clearAuthState, writeAuthState } from './auth-state';
import { RequireAuth, loginPath } from './require-auth';
import { sampleState } from './testing/fakes';

function LoginProbe() {
  const location = useLocation();
  return <p>login:{new URLSearchParams(location.search).get('preUrl')}</p>;
}

function renderAt(path: string, right?: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/403" element={<p>无权访问</p>} />
        <Route
          path="/workspace/*"
          element={
            <RequireAuth {...(right ? { right } : {})}>
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
    writeAuthState(sampleState);
    renderAt('/workspace/home');
    expect(screen.getByText('工作台内容')).toBeInTheDocument();
  });

  it('sends a signed-in user without the required right to /403', () => {
    writeAuthState(sampleState);
    renderAt('/workspace/domain/finalReview', 'domain:final-review');
    expect(screen.getByText('无权访问')).toBeInTheDocument();
  });

  it('lets a signed-in user with the required right in', () => {
    writeAuthState(sampleState);
    renderAt('/workspace/domain/apply', 'domain:apply');
    expect(screen.getByText('工作台内容')).toBeInTheDocument();
  });

  it('follows sign-out in another tab', () => {
    writeAuthState(sampleState);
    renderAt('/workspace/home');
    act(() => clearAuthState());
    expect(screen.getByText('login:/workspace/home')).toBeInTheDocument();
  });

  it('encodes preUrl so it survives as one query parameter', () => {
    expect(loginPath('/workspace/a?b=1&c=2')).toBe('/login?preUrl=%2Fworkspace%2Fa%3Fb%3D1%26c%3D2');
  });
});
