import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconBuildingStore, IconReceiptTax } from '@tabler/icons-react';
import { ADMIN_FIGURES, type AdminFigureKey } from '@tenderdesk/domain/dashboard';
import { formatRupees } from '@tenderdesk/domain/money';
import { organisationText } from '@tenderdesk/domain/organisation-text';
import { supplierTaxText } from '@tenderdesk/domain/supplier-tax-text';
import { dashboardText } from '@tenderdesk/domain/ui/dashboard';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ListLoadError, LoadingBlock } from '../../components/list-states';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { getSession } from '../../lib/session';
import {
  useAdminDashboard,
  useOrganisationToComplete,
  useSupplierDashboard,
  useTaxDetailsToComplete,
} from './api';

// recharts is large: the charts are their own chunk, fetched only when there are charts to draw.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

type Figure = { key: string; label: string; value: ReactNode; to: string; hint?: string };

const ADMIN_FIGURE_LINKS: Record<AdminFigureKey, { to: string }> = {
  newSupplierRequests: { to: PATHS.newSupplierRequests },
  interestsAwaiting: { to: PATHS.interestReceived },
  closingSoon: { to: PATHS.publishedTenders },
  quotationsThisWeek: { to: PATHS.quotationReceived },
  draftsReady: { to: PATHS.draftTenders },
};

/** One figure: the whole card is a link to the screen where it is acted on. */
function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Paper
      component={Link}
      to={figure.to}
      p="lg"
      withBorder
      data-testid={`figure-${figure.key}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Text fz={28} fw={700} lh={1.1}>
        {figure.value}
      </Text>
      <Text size="sm" fw={600}>
        {figure.label}
      </Text>
      {figure.hint && (
        <Text size="xs" c="dimmed">
          {figure.hint}
        </Text>
      )}
    </Paper>
  );
}

function FigureGrid({ figures, loading, title }: { figures: Figure[]; loading: boolean; title?: string }) {
  const t = useText(dashboardText);
  if (loading) {
    return (
      <LoadingBlock>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={132} radius="md" />
          ))}
        </SimpleGrid>
      </LoadingBlock>
    );
  }
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="needs-attention">
      <Title order={2} fz="lg" mb="sm" id="needs-attention">
        {title ?? t.needsAttention}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </SimpleGrid>
    </section>
  );
}

/** Asks whoever may, until it is done, to complete the organisation settings orders need. */
function OrganisationPrompt() {
  const t = useText(dashboardText);
  const organisation = useText(organisationText);
  if (!useOrganisationToComplete()) return null;
  return (
    <Alert color="yellow" icon={<IconBuildingBank size={18} />} title={t.organisationPrompt}>
      <Text size="sm">{organisation.incomplete}</Text>
      <Button component={Link} to={PATHS.organisation} size="xs" mt="sm">
        {t.openOrganisation}
      </Button>
    </Alert>
  );
}

/** Asks a supplier that has not declared its GST registration to complete its tax details. */
function TaxDetailsPrompt() {
  const t = useText(dashboardText);
  const tax = useText(supplierTaxText);
  if (!useTaxDetailsToComplete(true)) return null;
  return (
    <Alert color="yellow" icon={<IconReceiptTax size={18} />} title={t.taxPrompt}>
      <Text size="sm">{tax.incomplete}</Text>
      <Button component={Link} to={PATHS.companyProfile} size="xs" mt="sm">
        {t.openCompanyProfile}
      </Button>
    </Alert>
  );
}

function AdminDashboardBody() {
  const dashboard = useAdminDashboard(true);
  const t = useText(dashboardText);
  if (dashboard.isError) {
    return <ListLoadError message={t.loadFailed} onRetry={() => dashboard.refetch()} />;
  }
  const data = dashboard.data?.data;
  const figures: Figure[] = [];
  for (const { key } of ADMIN_FIGURES) {
    const value = data?.figures[key];
    if (value === undefined) continue;
    figures.push({ key, label: t.adminFigures[key], value, ...ADMIN_FIGURE_LINKS[key] });
  }
  return (
    <>
      <OrganisationPrompt />
      <FigureGrid figures={figures} loading={dashboard.isPending} />
      {data?.charts && (
        <Suspense fallback={<Skeleton h={320} radius="md" role="status" aria-label={t.loadingCharts} />}>
          <DashboardCharts charts={data.charts} />
        </Suspense>
      )}
      {data && figures.length === 0 && !data.charts && <Text c="dimmed">{t.pickSection}</Text>}
    </>
  );
}

function SupplierDashboardBody({ supplierId }: { supplierId: string | undefined }) {
  const dashboard = useSupplierDashboard(supplierId);
  const t = useText(dashboardText);
  if (dashboard.isError) {
    return <ListLoadError message={t.loadFailed} onRetry={() => dashboard.refetch()} />;
  }
  const data = dashboard.data?.data;
  const figures: Figure[] = data
    ? [
        {
          key: 'openTenders',
          label: t.supplierFigures.openTenders,
          value: data.openTenders,
          to: PATHS.allTenders,
        },
        {
          key: 'pendingInterests',
          label: t.supplierFigures.pendingInterests,
          value: data.pendingInterests,
          to: PATHS.pendingTenders,
        },
        {
          key: 'quotationsSent',
          label: t.supplierFigures.quotationsSent,
          value: data.quotationsSent,
          to: PATHS.myQuotations,
        },
        {
          key: 'awards',
          label: t.supplierFigures.awards,
          value: data.awards,
          to: PATHS.myQuotations,
          hint: data.awards > 0 ? t.awardedWithGst(formatRupees(data.awardedValuePaise)) : t.noneYet,
        },
      ]
    : [];
  return (
    <>
      <TaxDetailsPrompt />
      <FigureGrid figures={figures} loading={dashboard.isPending} title={t.atAGlance} />
      <Paper p="lg" withBorder>
        <ThemeIcon variant="light" size={42} radius="md" mb="sm" aria-hidden>
          <IconBuildingStore size={22} />
        </ThemeIcon>
        <Text fw={650}>{t.companyProfile}</Text>
        <Text size="sm" c="dimmed">
          {t.profileBeforeLink}{' '}
          <Text component={Link} to={PATHS.companyProfile} size="sm" c="blue.8" td="underline">
            {t.profileLink}
          </Text>
          {t.profileAfterLink}
        </Text>
      </Paper>
    </>
  );
}

/** The spec's dashboard says 'Welcome to the Dashboard'; below it, what needs attention (decision 036). */
export function DashboardPage() {
  const session = getSession();
  const supplier = session?.role === 'supplier';
  const t = useText(dashboardText);
  return (
    <Stack gap="lg">
      <Paper p={{ base: 'lg', sm: 'xl' }} withBorder>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.welcome}
        </Title>
        <Text c="dimmed" mt={4}>
          {supplier ? t.supplierIntro : t.adminIntro}
        </Text>
      </Paper>
      {supplier ? <SupplierDashboardBody supplierId={session?.id} /> : <AdminDashboardBody />}
    </Stack>
  );
}
