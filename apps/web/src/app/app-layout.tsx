import { getSession } from '../lib/session';
import { AdminShell } from './admin-shell';
import { ToLogin } from './guard';
import { SupplierShell } from './supplier-shell';

/** Picks the shell by the stored role; without a token every protected route goes to the login page. */
export function AppLayout() {
  const session = getSession();
  if (!session) return <ToLogin />;
  return session.role === 'supplier' ? <SupplierShell /> : <AdminShell />;
}
