import './app/critical-styles';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredNotifications } from './app/deferred-notifications';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { startLocale } from './lib/i18n';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 2 && !('status' in error && Number(error.status) < 500),
      staleTime: 15_000,
    },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// In the language chosen on this browser or guessed from it (issue 26): at once for English, after
// its texts are fetched for Hindi, so the first paint is in the language the person reads.
void startLocale().then(() => render(root));

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DeferredNotifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
