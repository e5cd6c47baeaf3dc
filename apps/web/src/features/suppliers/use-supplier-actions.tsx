import { Text } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { fixedInactivationReason } from '@tenderdesk/domain/supplier-status';
import { supplierActionText } from '@tenderdesk/domain/ui/supplier-lists';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLastOpen } from '../../components/modal';
import { useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { useActivateSupplier, useInactivateSupplier } from './api';
import { emphasise } from './emphasis';
import { InactivateReasonModal } from './inactivate-reason-modal';

/** Spec section 9: activation and inactivation banners clear after 3 s. */
const ACTION_BANNER_MS = 3_000;

type Confirming =
  | { action: 'activate'; supplier: SupplierView }
  | { action: 'inactivate'; supplier: SupplierView; reason: string };

/**
 * Activate and inactivate with their confirmations and 3 s banners, shared by the three lists and
 * the details page. The domain's inactivation-reason rule decides between a plain confirmation
 * with the spec's fixed reason (a Pending request) and a dialog asking for one (an Active supplier).
 */
export function useSupplierActions() {
  const t = useText(supplierActionText);
  const m = useText(messages);
  const { banner, show, clear } = useTimedBanner();
  const activate = useActivateSupplier();
  const inactivate = useInactivateSupplier();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [reasonFor, setReasonFor] = useState<SupplierView | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const runActivate = (supplier: SupplierView) =>
    activate.mutate(supplier._id, {
      onSuccess: () => show('success', m.suppliers.activated, ACTION_BANNER_MS),
      onError: (error) => show('error', errorMessage(error, m.suppliers.activateFailed), ACTION_BANNER_MS),
      onSettled: () => setConfirming(null),
    });

  const runInactivate = (supplier: SupplierView, reason: string) =>
    inactivate.mutate(
      { id: supplier._id, reason },
      {
        onSuccess: (response) => {
          setConfirming(null);
          setReasonFor(null);
          show('success', response.message || m.suppliers.inactivated, ACTION_BANNER_MS);
        },
        onError: (error) => {
          // A rejected reason stays in the dialog, next to the text the admin can fix.
          if (reasonFor && error instanceof ApiError && error.field === 'reason' && error.message) {
            setReasonError(error.message);
            return;
          }
          setConfirming(null);
          setReasonFor(null);
          show('error', errorMessage(error, m.suppliers.inactivateFailed), ACTION_BANNER_MS);
        },
      },
    );

  const busyId = activate.isPending
    ? activate.variables
    : inactivate.isPending
      ? inactivate.variables?.id
      : undefined;

  const shown = useLastOpen(confirming);
  // The sentence in the language on screen, the company's name in bold and the reason in italics.
  const confirmation = (asked: Confirming) => {
    const company = asked.supplier.companyName;
    const bold = { text: company, node: <b>{company}</b> };
    if (asked.action === 'activate')
      return emphasise(t.activateConfirm(company, asked.supplier.category || t.theirCategory), [bold]);
    const quoted = `“${asked.reason}”`;
    return emphasise(t.inactivateConfirm(company, asked.reason), [
      bold,
      {
        text: quoted,
        node: (
          <Text span fs="italic">
            {quoted}
          </Text>
        ),
      },
    ]);
  };
  const dialogs = (
    <>
      <ConfirmDialog
        opened={confirming !== null}
        title={shown?.action === 'activate' ? t.activateTitle : t.inactivateRequestTitle}
        message={shown && confirmation(shown)}
        confirmLabel={shown?.action === 'activate' ? t.activate : t.inactivate}
        danger={shown?.action === 'inactivate'}
        loading={activate.isPending || inactivate.isPending}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.action === 'activate') runActivate(confirming.supplier);
          else runInactivate(confirming.supplier, confirming.reason);
        }}
        onCancel={() => setConfirming(null)}
      />
      <InactivateReasonModal
        supplier={reasonFor}
        loading={inactivate.isPending}
        serverError={reasonError}
        onConfirm={(reason) => {
          if (!reasonFor) return;
          setReasonError(null);
          runInactivate(reasonFor, reason);
        }}
        onEdit={() => setReasonError(null)}
        onCancel={() => {
          if (!inactivate.isPending) setReasonFor(null);
        }}
      />
    </>
  );

  return {
    banner,
    clearBanner: clear,
    showError: (message: string) => show('error', message, ACTION_BANNER_MS),
    showSuccess: (message: string) => show('success', message, ACTION_BANNER_MS),
    busyId,
    askActivate: (supplier: SupplierView) => setConfirming({ action: 'activate', supplier }),
    askInactivate: (supplier: SupplierView) => {
      const reason = fixedInactivationReason(supplier.status);
      if (reason !== null) {
        setConfirming({ action: 'inactivate', supplier, reason });
      } else {
        setReasonError(null);
        setReasonFor(supplier);
      }
    },
    dialogs,
  };
}
