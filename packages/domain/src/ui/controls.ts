import { catalogue } from '../i18n/catalogue';

/**
 * The accessible names the theme gives Mantine's icon-only buttons (apps/web/src/app/theme.ts), and
 * the paging buttons' names that the lists share with it (components/list-controls.tsx).
 */
export const controlsText = catalogue('ui.controls', {
  dismiss: 'Dismiss',
  closeDialog: 'Close dialog',
  close: 'Close',
  dismissNotification: 'Dismiss notification',
  removeChosenFile: 'Remove the chosen file',
  /** A password field's eye button (Mantine's own English name, kept). */
  passwordVisibility: 'Toggle password visibility',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  page: (page: number) => `Page ${page}`,
});
