import {
  AppShell,
  Autocomplete,
  Avatar,
  Badge,
  Box,
  Burger,
  Group,
  NavLink,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconLayoutDashboard, IconMail, IconSearch, IconUser } from '@tabler/icons-react';
import type { Role } from '@tenderdesk/domain/permissions';
import { commonText } from '@tenderdesk/domain/ui/common';
import { shellText } from '@tenderdesk/domain/ui/shell';
import { type ReactNode, useMemo, useState } from 'react';
import { Outlet, NavLink as RouterLink, useLocation, useNavigate } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { useAdminProfile, useUserPermissions } from '../features/auth/api';
import { NotificationBell } from '../features/notifications/bell';
import { useText } from '../lib/i18n';
import { ADMIN_NAV, isNavItemActive, isPathActive, type NavGroup, useNavText } from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { getSession } from '../lib/session';
import { LogoutSection } from './logout-section';
import { NAV_ICONS } from './nav-icons';
import { SidebarGroup } from './sidebar-group';

function visibleGroups(
  role: string | undefined,
  permissions: Record<string, boolean> | undefined,
): NavGroup[] {
  if (!permissions) return [];
  return ADMIN_NAV.filter((group) => permissions[group.permission]).map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.adminOnly || role === 'admin'),
  }));
}

export function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = useUserPermissions();
  const profile = useAdminProfile(true);
  const role = permissions.data?.role ?? getSession()?.role;
  const groups = useMemo(() => visibleGroups(role, permissions.data?.permissions), [role, permissions.data]);
  const t = useText(shellText);
  const nav = useNavText();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header px="md" style={{ borderBottomColor: 'var(--mantine-color-gray-2)' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t.toggleNavigation}
            />
            <Brand />
          </Group>
          <PageSearch groups={groups} onGo={(to) => navigate(to)} />
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <ProfileCard
              username={profile.data?.username}
              email={profile.data?.email}
              role={profile.data?.role ?? role}
            />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t.adminNavigation}>
        <AppShell.Section grow component={ScrollArea}>
          <NavLink
            component={RouterLink}
            to={PATHS.dashboard}
            label={nav.title('dashboard')}
            leftSection={<IconLayoutDashboard size={18} />}
            active={isPathActive(location.pathname, PATHS.dashboard)}
            onClick={close}
          />
          {groups.map((group) => {
            const Icon = NAV_ICONS[group.permission];
            const containsActive = group.items.some((item) => isNavItemActive(location.pathname, item));
            const [only] = group.items;
            if (group.items.length === 1 && only) {
              // A group of one screen is a plain link: no point in a menu to open.
              return (
                <NavLink
                  key={group.label}
                  component={RouterLink}
                  to={only.to}
                  label={nav.group(group.id)}
                  leftSection={<Icon size={18} />}
                  active={containsActive}
                  onClick={close}
                  data-testid={`nav-group-${group.permission}`}
                />
              );
            }
            return (
              <SidebarGroup
                key={group.label}
                label={nav.group(group.id)}
                icon={<Icon size={18} />}
                containsActive={containsActive}
                data-testid={`nav-group-${group.permission}`}
              >
                {group.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    label={nav.item(item)}
                    active={isNavItemActive(location.pathname, item)}
                    onClick={close}
                  />
                ))}
              </SidebarGroup>
            );
          })}
        </AppShell.Section>
        <LogoutSection />
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="td-main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** The header search jumps to any screen the user may open (the spec's box "does nothing visible"). */
function PageSearch({ groups, onGo }: { groups: NavGroup[]; onGo: (to: string) => void }) {
  const [value, setValue] = useState('');
  const t = useText(shellText);
  const nav = useNavText();
  const options = groups.flatMap((group) =>
    group.items.map((item) => ({ value: item.to, label: nav.item(item) })),
  );
  return (
    <Autocomplete
      aria-label={t.search}
      placeholder={t.searchScreens}
      leftSection={<IconSearch size={16} />}
      data={options.map((option) => option.label)}
      value={value}
      onChange={setValue}
      onOptionSubmit={(label) => {
        const match = options.find((option) => option.label === label);
        if (match) onGo(match.value);
        setValue('');
      }}
      visibleFrom="sm"
      w={{ sm: 260, lg: 360 }}
      radius="xl"
    />
  );
}

/**
 * The account menu (issue 18): who is signed in, and their own Profile, Change Password and email
 * choices, whatever their permissions (a sub-admin without Settings had no way to reach them).
 */
function ProfileCard({ username, email, role }: { username?: string; email?: string; role?: string }) {
  const [opened, setOpened] = useState(false);
  const t = useText(shellText);
  const c = useText(commonText);
  const nav = useNavText();
  const initial = (username ?? '?').charAt(0).toUpperCase();
  const link = (to: string, label: string, icon: ReactNode) => (
    <NavLink
      component={RouterLink}
      to={to}
      label={label}
      leftSection={icon}
      onClick={() => setOpened(false)}
      data-testid={`account-menu-${to.replace(/\W/g, '')}`}
    />
  );
  // Opens on hover (a glance at who is signed in) and on click or Enter; its links follow the
  // button in the tab order (not in a portal), Escape closes it.
  return (
    <Box onMouseEnter={() => setOpened(true)} onMouseLeave={() => setOpened(false)}>
      <Popover
        width={260}
        position="bottom-end"
        shadow="md"
        withArrow
        opened={opened}
        onChange={setOpened}
        withinPortal={false}
        returnFocus
      >
        <Popover.Target>
          <UnstyledButton
            aria-label={username ? t.accountMenuOf(username) : t.accountMenu}
            aria-haspopup="dialog"
            aria-expanded={opened}
            data-testid="profile-trigger"
            // Opens (hovering opened it already for a mouse); Escape or a click outside closes it.
            onClick={() => setOpened(true)}
          >
            <Group gap="xs" wrap="nowrap">
              {/* No letter here: the button's visible text must be part of its name (WCAG 2.5.3). */}
              <Avatar color="navy" radius="xl" aria-hidden />
              <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
                {username}
              </Text>
            </Group>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown data-testid="profile-card" aria-label={t.yourAccount}>
          <Group wrap="nowrap" align="flex-start" mb="xs">
            <Avatar color="navy" radius="xl" size="lg">
              {initial}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={650} truncate>
                {username}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {email}
              </Text>
              {role && (
                <Badge variant="light" w="fit-content">
                  {Object.hasOwn(c.role, role) ? c.role[role as Role] : role}
                </Badge>
              )}
            </Stack>
          </Group>
          <nav aria-label={t.yourAccount}>
            {link(PATHS.profile, nav.title('profile'), <IconUser size={16} />)}
            {link(PATHS.changePassword, nav.title('changePassword'), <IconKey size={16} />)}
            {link(PATHS.notificationSettings, nav.title('notificationSettings'), <IconMail size={16} />)}
          </nav>
          <Box pt="xs" mt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <LanguageSwitch />
          </Box>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
