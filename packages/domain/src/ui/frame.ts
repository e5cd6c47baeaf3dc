import { catalogue } from '../i18n/catalogue';

/**
 * The pages every route may fall back to (apps/web/src/components/ and app/): a screen loading, a
 * screen that failed, an address that is no screen, a screen the caller may not open, a screen not
 * built yet. In the entry chunk, so kept short.
 */
export const frameText = catalogue('ui.frame', {
  /** A screen's chunk loading (announced to screen readers). */
  loading: 'Loading…',
  routeError: {
    /** The tab's title, before ` · TenderDesk`. */
    tabTitle: 'Something went wrong',
    title: 'Something went wrong on this page',
    text: 'Nothing you saved has been lost. Reload the page to try again; if it keeps happening, tell your administrator what you were doing.',
    reload: 'Reload the page',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address you opened does not match any TenderDesk screen.',
    toLogin: 'Go to login',
    toHome: 'Go to my home page',
  },
  noAccess: {
    tabTitle: 'No access',
    title: 'You do not have access to this page',
    text: 'Your account has not been granted the permission for this section. Ask the administrator to grant it on the Role page.',
    toDashboard: 'Back to the dashboard',
  },
  placeholder: {
    title: 'This screen is on its way',
    text: (title: string) => `${title} is part of an upcoming release of TenderDesk.`,
  },
});
