import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, key]);
}
