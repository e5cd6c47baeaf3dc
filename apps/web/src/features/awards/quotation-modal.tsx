import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { quotedItemLine, type ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { receivedText } from '@tenderdesk/domain/ui/received-quotations';
import { LoadingBlock } from '../../components/list-states';
import { Modal } from '../../components/modal';
import { useText } from '../../lib/i18n';
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
  const t = useText(receivedText);
  const ui = useText(awardsText);
  const msg = useText(messages);
  const evaluation = useText(evaluationMessages);
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
          {row?.supplierName ?? t.quotation}
        </Text>
      }
    >
      {detail.isPending && <LoadingBlock gap="xs" heights={[24, 120]} />}
      {detail.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={msg.quotation.detailsFailed}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void detail.refetch()}>
            {ui.tryAgain}
          </Button>
        </Alert>
      )}
      {data && (
        <Stack gap="md" data-testid="quotation-detail">
          <Group gap="lg" wrap="wrap" align="flex-start">
            <Fact label={t.project} value={data.projectName} />
            <Fact label={t.organisation} value={data.organisation} />
            <Fact label={t.submitted} value={formatInstant(data.submittedAt)} />
            <Group gap={6} mt={4}>
              {data.status === 'Approved' && (
                <Badge color="green" variant="light">
                  {t.approved}
                </Badge>
              )}
              {data.revised && (
                <Badge color="orange" variant="light">
                  {ui.revised(data.revisedAt ? formatInstant(data.revisedAt) : '')}
                </Badge>
              )}
              {data.selected && (
                <Badge color="teal" variant="filled">
                  {ui.planLabel.selected}
                </Badge>
              )}
            </Group>
          </Group>
          {sealed ? (
            <Alert color="grape" icon={<IconLock size={18} />} data-testid="quotation-sealed">
              {sealedNotice(opensOn, (day) => msg.quotation.sealedUntil(formatDay(day)), evaluation)}
            </Alert>
          ) : view ? (
            <>
              <QuotationLines lines={view.items.map(quotedItemLine)} label={t.quotedItems} cards={phone} />
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
                  {t.notes}
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
          {t.close}
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
