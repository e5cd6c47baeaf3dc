import { useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { APP_NAME, documentTitle, useTitleText } from '../lib/page-title';
import { LocalisedTheme } from './localised-theme';

export { APP_NAME, documentTitle };

/** What a route may declare in its `handle`: the title of its screen. */
export type RouteHandle = { title?: string };

/**
 * The root of every route: names the browser tab after the deepest route's title, so tabs,
 * history entries and screen readers tell the screens apart, in the language on screen (issue 26).
 * Every route sits inside the theme's accessible names in that language, too.
 */
export function TitledOutlet() {
  const matches = useMatches();
  const titleIn = useTitleText();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  const shown = title === undefined ? undefined : titleIn(title);
  // A layout effect, so a screen's own title (lib/page-title.ts, a plain effect) comes after it.
  useLayoutEffect(() => {
    document.title = documentTitle(shown);
  }, [shown]);
  return (
    <LocalisedTheme>
      <Outlet />
    </LocalisedTheme>
  );
}
