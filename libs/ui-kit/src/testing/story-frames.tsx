import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { Route, Routes } from 'react-router-dom';

/** A story decorator: the story in a box with `style` (by default 16 px of padding, as a page). */
export function framed(style: CSSProperties = { padding: 16 }): Decorator {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}

/** A story decorator for a page read from its route params: the story at `path` (e.g. /dataProduct/detail/:id), padded as a page. */
export function framedRoute(path: string): Decorator {
  return (Story) => (
    <div style={{ padding: 16 }}>
      <Routes>
        <Route path={path} element={<Story />} />
      </Routes>
    </div>
  );
}
