import { SCREENS } from '@tenderdesk/domain/screens';
import type { RouteObject } from 'react-router';
import { PATHS } from '../lib/paths';
import type { RouteHandle } from './document-title';
import { lazyScreen } from './lazy-screen';

const RegistrationPage = lazyScreen(
  () => import('../features/registration/registration-page'),
  'RegistrationPage',
);

const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);

/** Public screens besides login: supplier registration, and the page a password reset email opens. */
export const PUBLIC_ROUTES: RouteObject[] = [
  {
    path: PATHS.resetPassword,
    element: <ResetPasswordPage />,
    handle: { title: SCREENS.resetPassword.title } satisfies RouteHandle,
  },
  {
    path: PATHS.supplierRegistration,
    element: <RegistrationPage />,
    handle: { title: SCREENS.supplierRegistration.title } satisfies RouteHandle,
  },
];
