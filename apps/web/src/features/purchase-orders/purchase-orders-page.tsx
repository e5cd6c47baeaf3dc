import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import { portalZoneName } from '@tenderdesk/domain/tender-rules';
import { orderBuyerText } from '@tenderdesk/domain/ui/order-buyer';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, portalTimeZone } from '../../lib/portal-time';
import { ORDER_PATHS, orderKeys, useAwardedTenders, useGenerateOrders, useMayListTenders } from './api';
import { StatusBadge } from './order-document';
import { OrderList } from './order-list';
import { orderName, rupees } from './order-rules';

const BANNER_MS = 5_000;

/**
 * /purchaseOrder (issue 12, decision 033): every purchase order with a status filter, search and
 * paging; "Generate orders" turns a tender's award into one Draft per awarded supplier
 * (`?tender=` preselects a tender, as the selected-quotation screen links here).
 */
export function PurchaseOrdersPage() {
  const { banner, show, clear } = useTimedBanner();
  const t = useText(orderBuyerText);
  return (
    <>
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <Banner banner={banner} onClose={clear} />
      <Stack gap="md">
        <GenerateOrders onResult={(kind, message) => show(kind, message, BANNER_MS)} />
        <OrderList
          path={ORDER_PATHS.list}
          queryKey={orderKeys.list}
          detailPath={PATHS.purchaseOrderDetails}
          side="buyer"
        />
      </Stack>
    </>
  );
}

function GenerateOrders({ onResult }: { onResult: (kind: 'success' | 'error', message: string) => void }) {
  const mayList = useMayListTenders();
  const tenders = useAwardedTenders(mayList);
  const [params] = useSearchParams();
  const [tenderId, setTenderId] = useState<string | null>(params.get('tender'));
  const [made, setMade] = useState<PurchaseOrderRow[]>([]);
  const generate = useGenerateOrders();
  const t = useText(orderBuyerText);
  const orders = useText(ordersText);
  const text = useText(purchaseOrderMessages);
  const award = useText(awardMessages);
  if (!mayList) return null;
  const rows = tenders.data ?? [];
  // Orders follow an award, and awards follow the close (decision 039): say when, not fail.
  const chosen = rows.find((row) => row._id === tenderId);
  const waiting =
    chosen && !chosen.isClosed
      ? award.awardOpensAfter(formatDay(chosen.closingDate), portalZoneName(portalTimeZone()))
      : null;

  const run = () => {
    if (!tenderId) return;
    generate.mutate(tenderId, {
      onSuccess: (body) => {
        const orders = Array.isArray(body?.data) ? body.data : [];
        setMade(orders);
        onResult('success', body?.message || text.generated(orders.length));
      },
      onError: (error) => onResult('error', errorMessage(error, text.nothingAwarded)),
    });
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t.generate}>
      <Text component="h2" fw={650} fz="md" mt={0} mb={4}>
        {t.generate}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t.generateHint}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t.tender}
          placeholder={
            tenders.isPending ? t.loadingTenders : rows.length === 0 ? t.noAwardedTender : t.chooseTender
          }
          searchable
          data={rows.map((row) => ({
            value: row._id,
            label: `${row.projectCode} – ${row.projectTitle} (${row.awardMode === 'lines' ? t.awardedByLine : t.awardedTo(row.selectedSupplierName ?? '')})`,
          }))}
          value={rows.some((row) => row._id === tenderId) ? tenderId : null}
          onChange={(next) => {
            setTenderId(next);
            setMade([]);
          }}
          nothingFoundMessage={t.noTenderMatches}
          disabled={tenders.isPending || rows.length === 0}
          w={{ base: '100%', sm: 420 }}
          data-testid="generate-tender"
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={run}
          disabled={!tenderId || waiting !== null}
          loading={generate.isPending}
        >
          {t.generate}
        </Button>
      </Group>
      {waiting && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="generate-waiting">
          {waiting}
        </Text>
      )}
      {made.length > 0 && (
        <Stack gap={4} mt="sm" data-testid="generated-orders">
          {made.map((order) => (
            <Group key={order._id} gap="xs" wrap="wrap">
              <Anchor component={Link} to={pathTo(PATHS.purchaseOrderDetails, order._id)} size="sm" fw={600}>
                {orderName(order, orders)}: {order.supplierName}
              </Anchor>
              <StatusBadge status={order.status} />
              <Text size="sm">{rupees(order.totalWithGst)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
