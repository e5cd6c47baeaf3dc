import { SCREENS } from '@tenderdesk/domain/screens';
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { RouteError } from '../components/route-error';
import { LoginPage } from '../features/auth/login-page';
import { PATHS } from '../lib/paths';
import { type RouteHandle, TitledOutlet } from './document-title';
import { Guard } from './guard';
import { lazyScreen, preloadElement, ScreenLoading } from './lazy-screen';
import { PUBLIC_ROUTES } from './public-routes';
import { PROTECTED_ROUTES } from './routes';

// The login page is in the entry chunk so it paints without a second round trip; everything behind
// it (the shells and every screen) is fetched when first opened (decision 016).
const AppLayout = lazyScreen(() => import('./app-layout'), 'AppLayout');
const ForgotPasswordPage = lazyScreen(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);

type LoadingHandle = { screen?: ReactNode };

/** A route whose screen may be lazy: a loading indicator shows until its chunk has arrived. */
function withLoading(route: RouteObject, screen: ReactNode, fullPage = false): RouteObject {
  return {
    ...route,
    // Kept beside whatever else the route's handle carries (a title, for instance).
    handle: { ...route.handle, screen } satisfies LoadingHandle,
    element: <Suspense fallback={<ScreenLoading fullPage={fullPage} />}>{route.element}</Suspense>,
  };
}

const protectedChildren: RouteObject[] = PROTECTED_ROUTES.map((route) => {
  const screen = route.element ?? <PlaceholderPage title={route.title} />;
  return withLoading(
    {
      path: route.path,
      handle: { title: route.title } satisfies RouteHandle,
      element: (
        <Guard access={route.access} permission={route.permission} adminOnly={route.adminOnly}>
          {screen}
        </Guard>
      ),
    },
    screen,
  );
});

export const router = createBrowserRouter([
  {
    element: <TitledOutlet />,
    errorElement: <RouteError standalone />,
    children: [
      {
        path: PATHS.login,
        element: <LoginPage />,
        handle: { title: SCREENS.login.title } satisfies RouteHandle,
      },
      withLoading(
        {
          path: PATHS.forgotPassword,
          element: <ForgotPasswordPage />,
          handle: { title: SCREENS.forgotPassword.title } satisfies RouteHandle,
        },
        <ForgotPasswordPage />,
        true,
      ),
      ...PUBLIC_ROUTES.map((route) => withLoading(route, route.element, true)),
      // Inside the shell a failing screen keeps the menu, so the user can go elsewhere.
      withLoading(
        { element: <AppLayout />, children: [{ errorElement: <RouteError />, children: protectedChildren }] },
        <AppLayout />,
        true,
      ),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
]);

// Fetch every matched route's chunk at once (the shell's and the screen's together) instead of one
// after the other as each renders, and before the guard has the caller's permissions.
const preloadMatched = (matches: typeof router.state.matches) => {
  for (const match of matches) preloadElement((match.route.handle as LoadingHandle | undefined)?.screen);
};
preloadMatched(router.state.matches);
router.subscribe((state) => preloadMatched(state.matches));
