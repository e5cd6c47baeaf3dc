import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconBuildingStore, IconReceiptTax } from '@tabler/icons-react';
import { ADMIN_FIGURES, type AdminFigureKey } from '@tenderdesk/domain/dashboard';
import { formatRupees } from '@tenderdesk/domain/money';
import { organisationText } from '@tenderdesk/domain/organisation-text';
import { supplierTaxText } from '@tenderdesk/domain/supplier-tax-text';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ListLoadError } from '../../components/list-states';
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

function FigureGrid({
  figures,
  loading,
  title = 'What needs attention',
}: {
  figures: Figure[];
  loading: boolean;
  title?: string;
}) {
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="needs-attention">
      <Title order={2} fz="lg" mb="sm" id="needs-attention">
        {title}
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
  if (!useOrganisationToComplete()) return null;
  return (
    <Alert color="yellow" icon={<IconBuildingBank size={18} />} title="Complete your organisation settings">
      <Text size="sm">{organisationText.incomplete}</Text>
      <Button component={Link} to={PATHS.organisation} size="xs" mt="sm">
        Open organisation settings
      </Button>
    </Alert>
  );
}

/** Asks a supplier that has not declared its GST registration to complete its tax details. */
function TaxDetailsPrompt() {
  if (!useTaxDetailsToComplete(true)) return null;
  return (
    <Alert color="yellow" icon={<IconReceiptTax size={18} />} title="Complete your tax details">
      <Text size="sm">{supplierTaxText.incomplete}</Text>
      <Button component={Link} to={PATHS.companyProfile} size="xs" mt="sm">
        Open Company Profile
      </Button>
    </Alert>
  );
}

function AdminDashboardBody() {
  const dashboard = useAdminDashboard(true);
  if (dashboard.isError) {
    return <ListLoadError message="The dashboard could not be loaded." onRetry={() => dashboard.refetch()} />;
  }
  const data = dashboard.data?.data;
  const figures: Figure[] = [];
  for (const { key, label } of ADMIN_FIGURES) {
    const value = data?.figures[key];
    if (value === undefined) continue;
    figures.push({ key, label, value, ...ADMIN_FIGURE_LINKS[key] });
  }
  return (
    <>
      <OrganisationPrompt />
      <FigureGrid figures={figures} loading={dashboard.isPending} />
      {data?.charts && (
        <Suspense fallback={<Skeleton h={320} radius="md" aria-label="Loading charts" />}>
          <DashboardCharts charts={data.charts} />
        </Suspense>
      )}
      {data && figures.length === 0 && !data.charts && (
        <Text c="dimmed">Pick a section from the menu to get started.</Text>
      )}
    </>
  );
}

function SupplierDashboardBody({ supplierId }: { supplierId: string | undefined }) {
  const dashboard = useSupplierDashboard(supplierId);
  if (dashboard.isError) {
    return <ListLoadError message="The dashboard could not be loaded." onRetry={() => dashboard.refetch()} />;
  }
  const data = dashboard.data?.data;
  const figures: Figure[] = data
    ? [
        {
          key: 'openTenders',
          label: 'Open tenders in your category',
          value: data.openTenders,
          to: PATHS.allTenders,
        },
        {
          key: 'pendingInterests',
          label: 'Interests awaiting the buyer',
          value: data.pendingInterests,
          to: PATHS.pendingTenders,
        },
        {
          key: 'quotationsSent',
          label: 'Quotations sent',
          value: data.quotationsSent,
          to: PATHS.myQuotations,
        },
        {
          key: 'awards',
          label: 'Tenders awarded to you',
          value: data.awards,
          to: PATHS.myQuotations,
          hint: data.awards > 0 ? `${formatRupees(data.awardedValuePaise)} with GST` : 'None yet',
        },
      ]
    : [];
  return (
    <>
      <TaxDetailsPrompt />
      <FigureGrid figures={figures} loading={dashboard.isPending} title="At a glance" />
      <Paper p="lg" withBorder>
        <ThemeIcon variant="light" size={42} radius="md" mb="sm" aria-hidden>
          <IconBuildingStore size={22} />
        </ThemeIcon>
        <Text fw={650}>Company Profile</Text>
        <Text size="sm" c="dimmed">
          Check the details buyers see about you in{' '}
          <Text component={Link} to={PATHS.companyProfile} size="sm" c="blue.8" td="underline">
            Company Profile
          </Text>
          .
        </Text>
      </Paper>
    </>
  );
}

/** The spec's dashboard says 'Welcome to the Dashboard'; below it, what needs attention (decision 036). */
export function DashboardPage() {
  const session = getSession();
  const supplier = session?.role === 'supplier';
  return (
    <Stack gap="lg">
      <Paper p={{ base: 'lg', sm: 'xl' }} withBorder>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Welcome to the Dashboard
        </Title>
        <Text c="dimmed" mt={4}>
          {supplier
            ? 'Your tenders, interests, quotations and awards at a glance.'
            : 'What needs attention, and how the portal is doing.'}
        </Text>
      </Paper>
      {supplier ? <SupplierDashboardBody supplierId={session?.id} /> : <AdminDashboardBody />}
    </Stack>
  );
}
