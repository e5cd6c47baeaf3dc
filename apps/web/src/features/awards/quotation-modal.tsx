import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { quotedItemLine, type ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { Modal } from '../../components/modal';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { useQuotationDetail } from './api';
import { readQuotationText } from './award-rules';
import { sealedNotice } from './evaluation-marks';
import { GrandTotal, QuotationLines, QuotationTerms } from './quotation-lines';

/**
 * The View dialog of /quotationReceived (spec section 2): titled with the supplier; project,
 * organisation, date and an Approved marker; the items and Grand Total, or the raw text when the
 * quotation has no items; then notes, terms and Close. A sealed quotation shows when it opens.
 */
export function QuotationModal({
  row,
  opened,
  onClose,
  phone,
}: {
  row: ReceivedQuotationRow | null;
  opened: boolean;
  onClose: () => void;
  phone: boolean;
}) {
  const detail = useQuotationDetail(row);
  const data = detail.data;
  const read = data ? readQuotationText(data.quotation) : null;
  const sealed = data?.sealed === true || read?.kind === 'sealed';
  const opensOn = data?.opensOn ?? (read?.kind === 'sealed' ? read.opensOn : null);
  const view = read?.kind === 'priced' ? read.view : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="60rem"
      fullScreen={phone}
      title={
        <Text component="span" fw={650}>
          {row?.supplierName ?? 'Quotation'}
        </Text>
      }
    >
      {detail.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label="Loading">
          <Skeleton h={24} />
          <Skeleton h={120} />
        </Stack>
      )}
      {detail.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={messages.quotation.detailsFailed}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && (
        <Stack gap="md" data-testid="quotation-detail">
          <Group gap="lg" wrap="wrap" align="flex-start">
            <Fact label="Project" value={data.projectName} />
            <Fact label="Organisation" value={data.organisation} />
            <Fact label="Submitted" value={formatInstant(data.submittedAt)} />
            <Group gap={6} mt={4}>
              {data.status === 'Approved' && (
                <Badge color="green" variant="light">
                  Approved
                </Badge>
              )}
              {data.revised && (
                <Badge color="orange" variant="light">
                  Revised {data.revisedAt ? formatInstant(data.revisedAt) : ''}
                </Badge>
              )}
              {data.selected && (
                <Badge color="teal" variant="filled">
                  Selected
                </Badge>
              )}
            </Group>
          </Group>
          {sealed ? (
            <Alert color="grape" icon={<IconLock size={18} />} data-testid="quotation-sealed">
              {sealedNotice(opensOn, (day) => messages.quotation.sealedUntil(formatDay(day)))}
            </Alert>
          ) : view ? (
            <>
              <QuotationLines lines={view.items.map(quotedItemLine)} label="Quoted items" cards={phone} />
              <Paper withBorder p="sm" maw={{ base: '100%', sm: 380 }} ml={{ sm: 'auto' }}>
                <GrandTotal total={view.total} gstTotal={view.gstTotal} totalWithGst={view.totalWithGst} />
              </Paper>
            </>
          ) : (
            <Paper withBorder p="sm" bg="gray.0">
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="quotation-raw"
              >
                {read?.kind === 'raw' ? read.text : ''}
              </Text>
            </Paper>
          )}
          {view && (
            <>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Notes
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {view.notes || '-'}
                </Text>
              </Stack>
              <QuotationTerms
                reference={view.reference}
                deliveryDays={view.deliveryDays}
                validUntil={view.validUntil}
                formatDate={formatDay}
              />
            </>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
