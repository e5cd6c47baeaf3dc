import type { RouteObject } from 'react-router';
import { PATHS } from '../lib/paths';
import type { RouteHandle } from './document-title';
import { lazyScreen } from './lazy-screen';

const RegistrationPage = lazyScreen(
  () => import('../features/registration/registration-page'),
  'RegistrationPage',
);

/** Public screens besides login: supplier registration (built by the onboarding issue). */
export const PUBLIC_ROUTES: RouteObject[] = [
  {
    path: PATHS.supplierRegistration,
    element: <RegistrationPage />,
    handle: { title: 'Supplier Registration' } satisfies RouteHandle,
  },
];
