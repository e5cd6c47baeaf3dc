import { useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { APP_NAME, documentTitle } from '../lib/page-title';

export { APP_NAME, documentTitle };

/** What a route may declare in its `handle`: the title of its screen. */
export type RouteHandle = { title?: string };

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
  // A layout effect, so a screen's own title (lib/page-title.ts, a plain effect) comes after it.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
