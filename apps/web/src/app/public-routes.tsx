import type { RouteObject } from 'react-router';
import { RegistrationPage } from '../features/registration/registration-page';

/** Public screens besides login: supplier registration (built by the onboarding issue). */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/SupplierRegistration', element: <RegistrationPage /> },
];
