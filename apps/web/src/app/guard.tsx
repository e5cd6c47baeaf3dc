import { Center, Loader } from '@mantine/core';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoAccess } from '../components/no-access';
import { useUserPermissions } from '../features/auth/api';
import { getSession } from '../lib/session';

export type Access = 'admin' | 'supplier' | 'any';

type GuardProps = {
  access: Access;
  permission?: PermissionKey;
  adminOnly?: boolean;
  children: ReactNode;
};

/**
 * Client-side routing rules: no token goes to the login page; a supplier on an admin route goes to
 * its landing page; a sub-admin without the permission sees why. The server enforces the same rules.
 */
export function Guard({ access, permission, adminOnly, children }: GuardProps) {
  const session = getSession();
  const permissions = useUserPermissions();
  if (!session) return <Navigate to="/" replace />;
  if (access === 'admin' && session.role === 'supplier') return <Navigate to="/listalltenders" replace />;
  if (access === 'supplier' && session.role !== 'supplier') return <Navigate to="/dashboard" replace />;
  if (session.role === 'supplier' || (!permission && !adminOnly)) return <>{children}</>;
  if (adminOnly && session.role !== 'admin') return <NoAccess />;
  if (permission) {
    if (permissions.isPending) {
      return (
        <Center h={240}>
          <Loader />
        </Center>
      );
    }
    if (!permissions.data?.permissions[permission]) return <NoAccess />;
  }
  return <>{children}</>;
}
