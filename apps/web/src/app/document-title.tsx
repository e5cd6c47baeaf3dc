import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

/** What a route may declare in its `handle`: the title of its screen. */
export type RouteHandle = { title?: string };

export const APP_NAME = 'TenderDesk';

/** 'Active Suppliers · TenderDesk', or the app's name alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * The root of every route: names the browser tab after the deepest route's title, so tabs,
 * history entries and screen readers tell the screens apart.
 */
export function TitledOutlet() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
