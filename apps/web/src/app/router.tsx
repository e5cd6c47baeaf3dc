import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { RouteError } from '../components/route-error';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { AppLayout } from './app-layout';
import { Guard } from './guard';
import { PUBLIC_ROUTES } from './public-routes';
import { PROTECTED_ROUTES } from './routes';

const protectedChildren: RouteObject[] = PROTECTED_ROUTES.map((route) => ({
  path: route.path,
  element: (
    <Guard access={route.access} permission={route.permission} adminOnly={route.adminOnly}>
      {route.element ?? <PlaceholderPage title={route.title} />}
    </Guard>
  ),
}));

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      ...PUBLIC_ROUTES,
      // Inside the shell a failing screen keeps the menu, so the user can go elsewhere.
      { element: <AppLayout />, children: [{ errorElement: <RouteError />, children: protectedChildren }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
