import type { DehydratedState } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';

/** The element of the server-rendered page that carries its state (issue 15). */
export const SERVER_STATE_ELEMENT_ID = 'portal-server-state';

/** What a server-rendered page hands the browser: the query cache, the router's state, when it was made. */
export interface ServerState {
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };
  /** Milliseconds since the epoch: the time the page's dates were worked out against. */
  renderedAt: number;
}

interface SerializedRouteError {
  status: number;
  statusText: string;
  data: unknown;
  internal?: boolean;
}

const isSerializedRouteError = (value: unknown): value is SerializedRouteError =>
  typeof value === 'object' && value !== null && typeof (value as SerializedRouteError).status === 'number' && 'statusText' in value;

/** The server's state in the page, if it was rendered there (and the state is readable). */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * The server's query state as of now: the page the browser just got is as fresh as the server keeps
 * it (dropped at once on any change, reused briefly otherwise), so its data is not refetched on the
 * way in because the render it came from is some seconds old (issue 15: no request for data it has).
 */
export function queriesAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => (query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query)),
  };
}

/** The router's hydration data: route errors (a 404) revived as the error responses the routes threw. */
export function hydrationDataOf({ router }: ServerState): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([routeId, error]) => [
          routeId,
          isSerializedRouteError(error) ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal === true) : error,
        ]),
      )
    : null;
  return { loaderData: router.loaderData, errors };
}
