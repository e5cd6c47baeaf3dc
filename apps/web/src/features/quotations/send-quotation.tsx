import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { localised, useText } from '../../lib/i18n';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import { supplierIdOfSession, useMyQuotations } from './api';
import type { BeforePrices } from './before-prices';
import { LazyQuotationEditor, preloadQuotationEditor } from './lazy-editor';
import { QUOTATION_BANNER_MS, SUBMITTED_BANNER_DELAY_MS } from './quotation-rules';

type Target = Pick<SupplierTender, '_id' | 'projectName'>;

/**
 * Send Quotation on the approved list (spec section 2): the button of each row, and what the page
 * shows around it (the editor, the 'Quotation Submitted!' dialog, the success banner). A tender the
 * supplier has quoted shows a disabled 'Quotation Sent' (from its own quotations, refreshed after a
 * submit); a closed tender a disabled button with the reason. `beforePrices` (from app/) adds the
 * steps of a two-envelope tender or one asking a bid security (issue 21).
 */
export function useSendQuotation({ beforePrices }: { beforePrices?: BeforePrices } = {}) {
  const supplierId = supplierIdOfSession();
  const mine = useMyQuotations(supplierId);
  const quoted = useMemo(() => new Set((mine.data ?? []).map((row) => row.tenderId)), [mine.data]);
  const [target, setTarget] = useState<Target | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { banner, show, clear } = useTimedBanner();
  const t = useText(quotationsText);
  const m = useText(messages);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSaved = () => {
    setTarget(null);
    setSubmitted(true);
    // Spec section 9: the success message follows the dialog by 1.5 s.
    clearTimeout(timer.current);
    timer.current = setTimeout(
      // In the language on screen when it shows.
      () => show('success', localised(messages.quotation.submitted), QUOTATION_BANNER_MS),
      SUBMITTED_BANNER_DELAY_MS,
    );
  };

  const slot: ReactNode = (
    <>
      <Banner banner={banner} onClose={clear} />
      {target && supplierId && (
        <LazyQuotationEditor
          tenderId={target._id}
          projectName={target.projectName}
          supplierId={supplierId}
          onClose={() => setTarget(null)}
          onSaved={onSaved}
          beforePrices={beforePrices}
        />
      )}
      <Modal
        opened={submitted}
        onClose={() => setSubmitted(false)}
        title={<Text fw={700}>{m.quotation.submittedTitle}</Text>}
        centered
        data-testid="quotation-submitted"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck
            size={22}
            color="var(--mantine-color-green-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">{m.quotation.submittedBody}</Text>
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setSubmitted(false)} data-autofocus>
            {t.ok}
          </Button>
        </Group>
      </Modal>
    </>
  );

  const action = (tender: SupplierTender, fullWidth?: boolean) => (
    <SendQuotationButton
      tender={tender}
      sent={quoted.has(tender._id)}
      checking={mine.isPending && supplierId !== null}
      fullWidth={fullWidth}
      onOpen={() => setTarget(tender)}
    />
  );
  return { slot, action };
}

type ButtonProps = {
  tender: SupplierTender;
  sent: boolean;
  /** The supplier's own quotations are still loading: which tenders are quoted is not known yet. */
  checking: boolean;
  fullWidth?: boolean;
  onOpen: () => void;
};

function SendQuotationButton({ tender, sent, checking, fullWidth, onOpen }: ButtonProps) {
  const t = useText(quotationsText);
  const m = useText(messages);
  if (sent) {
    return (
      <Button
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconCircleCheck size={14} aria-hidden />}
        disabled
        fullWidth={fullWidth}
        data-testid="quotation-sent"
      >
        {m.quotation.sent}
      </Button>
    );
  }
  if (tender.isClosed) {
    const reason = tender.closedEarlyAt
      ? m.tender.closedEarlyOn(formatInstantDay(tender.closedEarlyAt), tender.closedEarlyReason ?? '')
      : m.quotation.closed(formatDay(tender.closingDate));
    return (
      <Tooltip label={reason} withArrow multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} aria-hidden />}
          // aria-disabled keeps the button focusable, so keyboard users reach the tooltip's reason.
          data-disabled
          aria-disabled="true"
          aria-label={t.sendQuotationForClosed(tender.projectName, reason)}
          onClick={(event) => event.preventDefault()}
          fullWidth={fullWidth}
          data-testid="send-quotation"
        >
          {t.sendQuotation}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      size="xs"
      leftSection={<IconSend size={14} aria-hidden />}
      loading={checking}
      onClick={onOpen}
      onPointerEnter={preloadQuotationEditor}
      onFocus={preloadQuotationEditor}
      aria-label={t.sendQuotationFor(tender.projectName)}
      fullWidth={fullWidth}
      data-testid="send-quotation"
    >
      {t.sendQuotation}
    </Button>
  );
}
