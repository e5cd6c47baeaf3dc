import { Box, Center, Loader } from '@mantine/core';
import { homePathForRole, type PermissionKey } from '@tenderdesk/domain/permissions';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NoAccess } from '../components/no-access';
import { useUserPermissions } from '../features/auth/api';
import { loginRedirectState } from '../features/auth/return-path';
import { PATHS } from '../lib/paths';
import { getSession } from '../lib/session';

export type Access = 'admin' | 'supplier' | 'any';

type GuardProps = {
  access: Access;
  permission?: PermissionKey;
  adminOnly?: boolean;
  children: ReactNode;
};

/** Sends a logged-out visitor to the login page, which brings them back here after login. */
export function ToLogin() {
  const location = useLocation();
  return <Navigate to={PATHS.login} replace state={loginRedirectState(location)} />;
}

/**
 * Client-side routing rules: no token goes to the login page (and back after login); a supplier on
 * an admin route goes to its landing page; a sub-admin without the permission sees why. The server
 * enforces the same rules.
 */
export function Guard({ access, permission, adminOnly, children }: GuardProps) {
  const session = getSession();
  const permissions = useUserPermissions();
  if (!session) return <ToLogin />;
  if (access === 'admin' && session.role === 'supplier')
    return <Navigate to={homePathForRole(session.role)} replace />;
  if (access === 'supplier' && session.role !== 'supplier')
    return <Navigate to={homePathForRole(session.role)} replace />;
  // An admin holds every permission; a supplier's routes need none.
  if (session.role !== 'subadmin' || (!permission && !adminOnly)) return <>{children}</>;
  if (adminOnly) return <NoAccess />;
  if (permission && permissions.isPending) {
    // The screen is mounted but hidden while the permissions arrive, so its data calls start at
    // the same time instead of waiting for this one. The server refuses them if it must.
    return (
      <>
        <Center h={240}>
          <Loader />
        </Center>
        <Box display="none">{children}</Box>
      </>
    );
  }
  if (permission && !permissions.data?.permissions[permission]) return <NoAccess />;
  return <>{children}</>;
}
