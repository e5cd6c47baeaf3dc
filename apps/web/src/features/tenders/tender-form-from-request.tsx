import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import type { PurchaseRequest } from '@tenderdesk/domain/purchase-requests';
import { tenderFormExtrasText } from '@tenderdesk/domain/ui/tender-form-extras';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { api, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { sharedKeys } from '../../lib/query-keys';

/*
 * /newtender?request=<id> (decision 032): the tender form prefilled from an Approved purchase
 * request, loaded on demand so the plain tender form does not carry it.
 */

/** The purchase request a new tender is made from (decision 032). */
function usePurchaseRequestSource(requestId: string) {
  return useQuery({
    queryKey: sharedKeys.purchaseRequest(requestId),
    queryFn: ({ signal }) =>
      api<{ data: PurchaseRequest }>(`/api/purchase-requests/${encodeURIComponent(requestId)}`, { signal }),
    select: (response) => response.data,
  });
}

/** /newtender?request=<id>: a new tender prefilled from an Approved purchase request (decision 032). */
export function FromPurchaseRequest({
  id,
  form,
}: {
  id: string;
  /** The tender form (given by tender-form-page, so this chunk does not carry the page). */
  form: (request: PurchaseRequest, source: { id: string; note: string }) => ReactNode;
}) {
  const request = usePurchaseRequestSource(id);
  const t = useText(tenderFormExtrasText);
  const text = useText(purchaseRequestText);
  if (request.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title={t.newTender} />
        <Skeleton height={260} />
      </Stack>
    );
  }
  const problem = request.isError
    ? errorMessage(request.error, text.loadFailed)
    : request.data.status !== 'Approved'
      ? request.data.status === 'Tendered'
        ? text.alreadyTendered
        : text.notTenderable
      : null;
  if (problem || !request.data) {
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title={t.newTender} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
        <Button
          component={Link}
          to={pathTo(PATHS.purchaseRequestDetails, id)}
          variant="default"
          w="fit-content"
        >
          {t.backToRequest}
        </Button>
      </Stack>
    );
  }
  return form(request.data, {
    id,
    note: t.fromRequestNote(text.fromRequest(request.data?.code ?? '')),
  });
}
