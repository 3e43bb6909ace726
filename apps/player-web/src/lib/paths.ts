import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@wallet/api';
import type { RouteAccess } from '@wallet/domain';

/**
 * One page of the site, declared in its feature folder (`features/<page>/route.ts`) and listed once
 * in `src/app/route-list.ts`. It stays small: the route list is in the entry chunk, so the page's code
 * (and its data's) is only named here by a lazy import.
 */
export interface PageRoute {
  /** A React Router pattern (`/transections/:id`); `*` is the not-found page. */
  path: string;
  /** Who may open it (000 §2 / 001 §2): anyone, a visitor only, or a logged-in player. */
  access: RouteAccess;
  /** The header's title; without one the header shows the logo. */
  title?: string;
  /** Where the header's back control goes, instead of one step back. */
  backTo?: string;
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the page's data while its code loads (the page does not wait for it). Import the
   * prefetch module lazily too unless it is tiny; the app passes the provider's cache and client.
   */
  prefetch?: (queryClient: QueryClient, api: Api) => Promise<unknown>;
}

/**
 * Filled in by `src/app/route-list.ts` (declaration merging, as React Router's own `Register`): the
 * route list, from which the paths a link may name are read.
 */
// oxlint-disable-next-line typescript/no-empty-object-type -- filled in by src/app/route-list.ts
export interface Register {}

type Listed = Register extends { routes: readonly { path: infer P }[] } ? P : string;

/** A path of a page of this site, as its route declares it (`/transections/:id`). */
export type Path = Exclude<Listed, '*'>;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArg<P extends string> = [ParamsOf<P>] extends [never]
  ? []
  : [params: Record<ParamsOf<P>, string | number>];

/**
 * The address of one of the site's pages: `href('/deposit')`, `href('/transections/:id', { id })`.
 * A path no route declares, or a missing parameter, does not compile.
 */
export function href<P extends Path>(path: P, ...[params]: ParamsArg<P>): string {
  if (!params) return path;
  const values: Record<string, string | number> = params;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
