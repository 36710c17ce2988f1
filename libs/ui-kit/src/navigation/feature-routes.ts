import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Feature, PageEntry } from '@portal/site-config';

/** What a route's loader reads: the matched URL. */
export interface RouteLocation {
  params: Params;
  searchParams: URLSearchParams;
}

/** How a loader's query counts for its page. */
export interface EnsureHow {
  /**
   * A part of the page that shows its own loading and failure (issue 15): on the server its failure
   * leaves that part to the browser instead of giving the page's render up.
   */
  optional?: boolean;
}

/**
 * Starts a query the page renders first, and resolves with its data (null when it failed: the page
 * shows that). The shell decides how: on navigation it awaits the data (`ensureQueryData`), so the
 * page's code and data load in parallel; on hover it warms the cache quietly, with no error toast or
 * redirect for a page nobody has opened yet; on the server a failure decides the page's answer.
 */
// The options' key and error types vary per query; the loader only hands them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EnsureQuery = <TData>(options: FetchQueryOptions<any, any, TData, any>, how?: EnsureHow) => Promise<TData | null>;

export interface FeatureRouteHandle {
  /** The page's registry entry: its pattern and spec §2 label. */
  page: PageEntry;
  /**
   * Issue 13: the page draws antd's markup without antd's code (ui-kit `plain`), so the shell loads no
   * antd scope with it. Pages that use antd's components leave it off and get one beside their chunk.
   */
  plain?: boolean;
  /** Not in any menu (spec §2 "hidden from menu"). */
  hidden?: boolean;
  /** Workspace pages: the user types that may open the page (all when absent); the server enforces the same. */
  roles?: readonly string[];
  /** Workspace pages: a right (AuthState.rights) the user needs as well, as the server checks it. */
  right?: string;
  /** Workspace menu: where the entry leads when the pattern has a parameter. */
  navPath?: string;
  /** Workspace menu: the user types that see the entry, when narrower than `roles`. */
  navRoles?: readonly string[];
}

export interface FeatureRoute extends FeatureRouteHandle {
  /** The page component, in a chunk of its own. */
  lazy: () => Promise<ComponentType>;
  /** The data the page renders first, from its URL (a loader: the shell runs it beside `lazy`). */
  loader?: (location: RouteLocation, ensure: EnsureQuery) => Promise<unknown> | undefined;
}

/** A feature's routes: public pages under `/`, workspace pages under `/workspace`. */
export interface FeatureRoutes {
  /** The site feature that turns the pages on (workspace pages: `workspace`). */
  feature: Feature;
  routes: readonly FeatureRoute[];
}

/** Declares a feature's routes (a typed identity, so `routes.tsx` files read alike). */
export const defineFeatureRoutes = (routes: FeatureRoutes): FeatureRoutes => routes;

/** A route's loader (FeatureRoute.loader), for the modules that hold a feature's loaders apart from its routes. */
export type RouteLoader = NonNullable<FeatureRoute['loader']>;
