import { AppShell, Badge, Box, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconApps,
  IconBuilding,
  IconFileCertificate,
  IconFileDollar,
  IconFileInvoice,
  IconLayoutDashboard,
  IconSettings,
} from '@tabler/icons-react';
import type { ScreenId } from '@tenderdesk/domain/screens';
import { commonText } from '@tenderdesk/domain/ui/common';
import { shellText } from '@tenderdesk/domain/ui/shell';
import type { ReactNode } from 'react';
import { Outlet, NavLink as RouterLink, useLocation } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { useCompanyProfile } from '../features/company-profile/api';
import { NotificationBell } from '../features/notifications/bell';
import { useText } from '../lib/i18n';
import {
  isNavItemActive,
  SUPPLIER_APPS_NAV,
  SUPPLIER_RFQ_NAV,
  SUPPLIER_SETTINGS_NAV,
  useNavText,
} from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { LogoutSection } from './logout-section';
import { SidebarGroup } from './sidebar-group';

/** The icons of the supplier's links of their own (the entries come from the screen registry). */
const APP_ICONS: Partial<Record<ScreenId, ReactNode>> = {
  myQuotations: <IconFileDollar size={18} />,
  myOrders: <IconFileInvoice size={18} />,
  companyProfile: <IconBuilding size={18} />,
  myDocuments: <IconFileCertificate size={18} />,
};

export function SupplierShell() {
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  // The company name in the header tells a supplier whose account they are using.
  const profile = useCompanyProfile();
  const rfqActive = SUPPLIER_RFQ_NAV.some((item) => isNavItemActive(location.pathname, item));
  const t = useText(shellText);
  const c = useText(commonText);
  const nav = useNavText();

  const link = (to: string, label: string, icon?: ReactNode, also?: string[]) => (
    <NavLink
      key={to}
      component={RouterLink}
      to={to}
      label={label}
      leftSection={icon}
      active={isNavItemActive(location.pathname, { to, also })}
      onClick={close}
    />
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t.toggleNavigation}
              data-testid="supplier-menu-toggle"
            />
            <Brand />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              {profile.data && (
                <Text size="sm" fw={600} maw={280} truncate data-testid="supplier-company">
                  {profile.data.companyName}
                </Text>
              )}
              <Badge variant="light">{c.role.supplier}</Badge>
            </Group>
            <Box visibleFrom="lg">
              <LanguageSwitch />
            </Box>
            <NotificationBell />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t.supplierNavigation}>
        <AppShell.Section grow component={ScrollArea}>
          {link(PATHS.dashboard, nav.title('dashboard'), <IconLayoutDashboard size={18} />)}
          <Text
            size="xs"
            fw={700}
            c="dimmed"
            tt="uppercase"
            px="sm"
            pt="md"
            pb={4}
            className="td-sidebar-group-label"
          >
            {nav.group('supplierApps')}
          </Text>
          <SidebarGroup
            label={nav.group('supplierRfq')}
            icon={<IconApps size={18} />}
            containsActive={rfqActive}
            defaultOpened
          >
            {SUPPLIER_RFQ_NAV.map((item) => link(item.to, nav.item(item), undefined, item.also))}
          </SidebarGroup>
          {SUPPLIER_APPS_NAV.map((item) =>
            link(item.to, nav.item(item), item.screen && APP_ICONS[item.screen], item.also),
          )}
          <SidebarGroup
            label={nav.group('supplierSettings')}
            icon={<IconSettings size={18} />}
            containsActive={SUPPLIER_SETTINGS_NAV.some((item) => isNavItemActive(location.pathname, item))}
          >
            {SUPPLIER_SETTINGS_NAV.map((item) => link(item.to, nav.item(item), undefined, item.also))}
          </SidebarGroup>
        </AppShell.Section>
        <LogoutSection />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="td-main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
