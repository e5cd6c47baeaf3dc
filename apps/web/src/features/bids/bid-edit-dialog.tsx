import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { commonText } from '@tenderdesk/domain/ui/common';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { localised, useLocale, useText } from '../../lib/i18n';
import type { SupplierBid } from './bid-types';
import { SecurityFields, useSecurityForm } from './security-step';
import { TechnicalFields, useTechnicalForm } from './technical-step';

type Props = {
  part: 'technical' | 'security';
  bid: SupplierBid;
  supplierId: string;
  onClose: () => void;
};

/**
 * My bid's Edit: the technical part or the bid security in a dialog of its own (the same inputs
 * as the quotation's steps), saved with Save; closing with unsaved changes asks first.
 */
export function BidEditDialog({ part, bid, supplierId, onClose }: Props) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const common = useText(commonText);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const technical = useTechnicalForm(bid, supplierId);
  const security = useSecurityForm(bid, supplierId);
  const form = part === 'technical' ? technical : security;
  const [closeAsked, setCloseAsked] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const requestClose = () => (form.dirty ? setCloseAsked(true) : onClose());
  const save = async () => {
    const outcome = await form.save();
    if (outcome.ok) {
      if (outcome.message) setDone(outcome.message);
      else onClose();
    }
  };

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        fullScreen={phone}
        size="min(56rem, 96vw)"
        title={<Text fw={700}>{part === 'technical' ? t.editTechnical : t.editSecurity}</Text>}
        closeOnClickOutside={false}
        data-testid="bid-edit-dialog"
      >
        <Stack gap="md">
          {part === 'technical' ? (
            <TechnicalFields bid={bid} form={technical} />
          ) : (
            <SecurityFields bid={bid} form={security} />
          )}
          {done && !form.dirty && (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {localised(done, locale)}
            </Alert>
          )}
          {form.saving && form.progress > 0 && form.progress < 100 && (
            <Progress value={form.progress} size="sm" aria-label={t.uploading} />
          )}
          <Group
            justify="flex-end"
            gap="sm"
            style={phone ? { flexDirection: 'column-reverse', alignItems: 'stretch' } : undefined}
          >
            <Button variant="default" onClick={requestClose} disabled={form.saving}>
              {t.close}
            </Button>
            <Button onClick={() => void save()} loading={form.saving} data-testid="bid-edit-save">
              {common.save}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={closeAsked}
        title={text.discardTitle}
        message={text.discardBody}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        danger
        onConfirm={() => {
          setCloseAsked(false);
          onClose();
        }}
        onCancel={() => setCloseAsked(false)}
      />
    </>
  );
}
