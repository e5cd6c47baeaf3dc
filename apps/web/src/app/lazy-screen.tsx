import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { useText } from '../lib/i18n';

type Preloadable = { preload: () => Promise<unknown> };

/**
 * A screen loaded on first use, in its own chunk, so the login page does not carry every screen
 * (the bundle budget, `scripts/check-bundle.mjs`). `load` must be a literal `import('...')` so Vite
 * can split it; `name` is the screen's named export. Rendered inside a `<Suspense>` (the router
 * wraps every route), which shows `ScreenLoading` until the chunk has arrived; a chunk that cannot
 * be fetched (offline, or gone after a new release) reaches the route's error screen, whose Reload
 * button fetches the new release.
 */
export function lazyScreen<
  Module extends Record<Name, ComponentType<object>>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> & Preloadable {
  let pending: Promise<Module> | undefined;
  const preload = () => {
    // Mantine's full style sheet comes with the first screen (the entry has only the login page's).
    // A failed download (offline, or a chunk gone after a new release) may be retried later.
    pending ??= Promise.all([import('./full-styles'), load()])
      .then(([, module]) => module)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  const component = lazy(() => preload().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload });
}

/**
 * Starts loading a route element's chunk without rendering it, so the chunk arrives while the guard
 * still waits for the caller's permissions instead of after them.
 */
export function preloadElement(element: ReactNode) {
  if (!isValidElement(element)) return;
  const type = element.type as Partial<Preloadable>;
  if (typeof type.preload === 'function') void type.preload().catch(() => {});
}

/** What a route shows while its chunk loads: small, and announced to screen readers. */
export function ScreenLoading({ fullPage = false }: { fullPage?: boolean }) {
  const t = useText(frameText);
  return (
    <Center h={fullPage ? '100vh' : 240} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t.loading}</VisuallyHidden>
    </Center>
  );
}
