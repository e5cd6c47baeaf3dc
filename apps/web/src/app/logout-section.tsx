import { AppShell, NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { shellText } from '@tenderdesk/domain/ui/shell';
import { useNavigate } from 'react-router';
import { useText } from '../lib/i18n';
import { logout } from './logout';

/** The Logout entry at the foot of both sidebars (spec section 2). */
export function LogoutSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useText(shellText);
  return (
    <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <NavLink
        component="button"
        label={t.logout}
        leftSection={<IconLogout size={18} />}
        c="red.8"
        onClick={() => logout(queryClient, navigate)}
      />
    </AppShell.Section>
  );
}
