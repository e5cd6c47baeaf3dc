import { MantineThemeProvider } from '@mantine/core';
import { controlsText } from '@tenderdesk/domain/ui/controls';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';
import { accessibleNamesTheme } from './theme';

/**
 * The theme's accessible names ('Close dialog', 'Next page' ...) in the language on screen, laid
 * over the app's theme for everything inside (issue 26): the routes (`TitledOutlet`) and the
 * notifications. A switch of language renames every dialog's and pager's buttons at once.
 */
export function LocalisedTheme({ children }: { children: ReactNode }) {
  const t = useText(controlsText);
  return <MantineThemeProvider theme={accessibleNamesTheme(t)}>{children}</MantineThemeProvider>;
}
