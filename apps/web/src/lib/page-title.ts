import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { SCREEN_IDS, SCREENS, type ScreenId } from '@tenderdesk/domain/screens';
import { screenText } from '@tenderdesk/domain/ui/screens';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localised, useLocale } from './i18n';

export const APP_NAME = 'TenderDesk';

/** 'Active Suppliers · TenderDesk', or the app's name alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * A screen that is not what its route's title says names the tab itself (issue 18): the tender
 * form opened on a tender ("Edit Tender"), the no-access page. The route's title is set first (a
 * layout effect in `TitledOutlet`), this after it, again on every navigation.
 */
export function usePageTitle(title: string) {
  const { key } = useLocation();
  // A switch of language sets the route's title again (in the new language): this one follows it.
  const locale = useLocale();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, key, locale]);
}

/** Each screen by its title in the registry (two screens with one title have one text). */
const SCREEN_BY_TITLE = new Map<string, ScreenId>(SCREEN_IDS.map((id) => [SCREENS[id].title, id]));

/**
 * A route's title (the registry's English, as a route's `handle` holds it) in a language (issue
 * 26): the screen's title from `ui/screens.ts`, or any other catalogue text as it is translated
 * (the not-found route's).
 */
export function titleIn(title: string, locale: Locale): string {
  const screen = SCREEN_BY_TITLE.get(title);
  return screen ? inLocale(screenText, locale).title[screen] : localised(title, locale);
}

/** `titleIn` in the language on screen; the component re-renders on a switch. */
export function useTitleText(): (title: string) => string {
  const locale = useLocale();
  return (title) => titleIn(title, locale);
}
