import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

export interface SearchIdGateProps {
  /** Whether the id has the shape an id of this kind has (the contract's). */
  isId: (id: string) => boolean;
  /** The page of that id. */
  children: (id: string) => ReactNode;
}

/** A page addressed by `?id=` (workspace details): without one, or with one that cannot exist, it goes to /404 and asks for nothing. */
export function SearchIdGate({ isId, children }: SearchIdGateProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id !== null && isId(id) ? children(id) : <Navigate to="/404" replace />;
}
