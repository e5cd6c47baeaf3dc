import { Navigate } from 'react-router';
import { getSession } from '../lib/session';
import { AdminShell } from './admin-shell';
import { SupplierShell } from './supplier-shell';

/** Picks the shell by the stored role; without a token every protected route goes to the login page. */
export function AppLayout() {
  const session = getSession();
  if (!session) return <Navigate to="/" replace />;
  return session.role === 'supplier' ? <SupplierShell /> : <AdminShell />;
}
