import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';

/** Public screens besides login: supplier registration (built by the onboarding issue). */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/SupplierRegistration', element: <PlaceholderPage title="Supplier Registration" /> },
];
