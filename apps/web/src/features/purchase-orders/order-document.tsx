import { Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PO_STATUS_COLORS, type PurchaseOrderStatus } from '@tenderdesk/domain/purchase-order-status';
import type { PurchaseOrderDetail, PurchaseOrderParty } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { OrderLines } from './order-lines';
import { orderName } from './order-rules';

const wrap: CSSProperties = { overflowWrap: 'anywhere' };

export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const t = useText(ordersText);
  return (
    <Badge color={PO_STATUS_COLORS[status]} variant="light" data-testid="order-status">
      {t.status[status] ?? status}
    </Badge>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={wrap} component="div">
        {value}
      </Text>
    </Stack>
  );
}

function Party({ title, party }: { title: string; party: PurchaseOrderParty }) {
  const t = useText(ordersText);
  const state = party.stateCode ? `${party.state} (${party.stateCode})` : party.state;
  const place = [party.city, state, party.postalCode, party.country].filter(Boolean).join(', ');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text size="sm" fw={600} style={wrap}>
        {party.name}
      </Text>
      {party.address && (
        <Text size="sm" style={wrap}>
          {party.address}
        </Text>
      )}
      {place && <Text size="sm">{place}</Text>}
      {party.gstin && <Text size="sm">GSTIN: {party.gstin}</Text>}
      {party.contactName && <Text size="sm">{t.contact(party.contactName)}</Text>}
      {party.telephone && <Text size="sm">{t.telephone(party.telephone)}</Text>}
      {party.email && (
        <Text size="sm" style={wrap}>
          {party.email}
        </Text>
      )}
    </Stack>
  );
}

/** The award the order comes from: "Awarded by line on 26 Nov 2026". */
function awardText(order: PurchaseOrderDetail, t: typeof ordersText): string | null {
  const { mode, awardedAt, quotationReference } = order.award;
  if (mode === null) return null;
  const how = mode === 'quotation' ? t.awardedWhole : t.awardedByLine;
  const when = awardedAt ? t.awardedOn(how, formatInstantDay(awardedAt)) : how;
  return quotationReference ? t.awardReference(when, quotationReference) : when;
}

/** When each step happened. */
function Timeline({ order }: { order: PurchaseOrderDetail }) {
  const t = useText(ordersText);
  const steps = [
    ['created', order.createdAt],
    ['issued', order.issuedAt],
    ['acknowledged', order.acknowledgedAt],
    ['cancelled', order.cancelledAt],
    ['closed', order.closedAt],
  ] as const;
  return (
    <Group gap="md" wrap="wrap">
      {steps
        .filter(([, at]) => at !== null)
        .map(([step, at]) => (
          <Text key={step} size="xs" c="dimmed">
            {t.timeline[step](formatInstant(at))}
          </Text>
        ))}
    </Group>
  );
}

/** Who buys: the organisation's legal name, unit and tax identities (decision 046), the project. */
function Buyer({ order }: { order: PurchaseOrderDetail }) {
  const t = useText(ordersText);
  const { identity } = order.buyer;
  const unit = identity?.unit;
  return (
    <Stack gap={2} data-testid="order-buyer">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {t.buyer}
      </Text>
      <Text size="sm" fw={600} style={wrap}>
        {identity?.legalName || order.buyer.organisation}
      </Text>
      {identity && identity.legalName !== order.buyer.organisation && (
        <Text size="sm" style={wrap}>
          {t.forOrganisation(order.buyer.organisation)}
        </Text>
      )}
      {unit && (
        <Text size="sm" style={wrap}>
          {t.unit(unit.name, unit.address, unit.city, unit.pincode, unit.stateName, unit.stateCode)}
        </Text>
      )}
      {unit && <Text size="sm">{t.placeOfSupply(unit.stateName)}</Text>}
      {unit?.gstin && <Text size="sm">GSTIN: {unit.gstin}</Text>}
      {identity?.pan && <Text size="sm">PAN: {identity.pan}</Text>}
      <Text size="sm" style={wrap}>
        {t.project(order.buyer.projectName)}
      </Text>
      {order.financialYear && <Text size="sm">{t.financialYear(order.financialYear)}</Text>}
    </Stack>
  );
}

/**
 * A purchase order as both sides read it: number and status, buyer and supplier, the lines with
 * GST, the totals in figures and words, the terms (the buyer's Draft edits them in a form beside
 * it: `terms` replaces the read-only block).
 */
export function OrderDocument({ order, terms }: { order: PurchaseOrderDetail; terms?: ReactNode }) {
  const t = useText(ordersText);
  const award = awardText(order, t);
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label={t.order}
        data-testid="order-card"
      >
        <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
          <Stack gap={2}>
            <Text component="h2" fw={700} fz="lg" m={0} data-testid="order-number">
              {orderName(order, t)}
            </Text>
            <Text size="sm" c="dimmed" style={wrap}>
              {order.projectCode} – {order.projectTitle}
            </Text>
            {award && (
              <Text size="sm" c="dimmed" data-testid="order-award">
                {award}
              </Text>
            )}
          </Stack>
          <StatusBadge status={order.status} />
        </Group>
        <Timeline order={order} />
        {order.status === 'Cancelled' && order.cancelReason && (
          <Text
            size="sm"
            mt="xs"
            c="var(--mantine-color-red-light-color)"
            data-testid="cancel-reason"
            style={wrap}
          >
            {t.cancelledReason(order.cancelReason)}
          </Text>
        )}
        {order.status === 'Closed' && (
          <Text size="sm" mt="xs" style={wrap} data-testid="closed-note">
            {order.shortCloseReason ? t.closedShort(order.shortCloseReason) : t.closedComplete}
          </Text>
        )}
        <Divider my="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Buyer order={order} />
          <Party title={t.supplier} party={order.supplier} />
        </SimpleGrid>
      </Paper>

      <OrderLines order={order} />

      {terms ?? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t.terms}>
          <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
            {t.terms}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact label={t.deliveryTerms} value={<Multiline text={order.deliveryTerms} />} />
            <Fact label={t.paymentTerms} value={<Multiline text={order.paymentTerms} />} />
            <Fact label={t.deliveryAddress} value={<Multiline text={order.deliveryAddress} />} />
            <Fact label={t.deliveryDate} value={order.deliveryDate ? formatDay(order.deliveryDate) : '-'} />
          </SimpleGrid>
          {order.buyer.identity?.terms?.trim() && (
            <Box mt="md">
              <Fact label={t.conditions} value={<Multiline text={order.buyer.identity.terms} />} />
            </Box>
          )}
          {order.notes && (
            <Box mt="md">
              <Fact label={t.notes} value={<Multiline text={order.notes} />} />
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}

function Multiline({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</span>;
}
