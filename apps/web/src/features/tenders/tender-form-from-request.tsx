import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import type { PurchaseRequest } from '@tenderdesk/domain/purchase-requests';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { api, errorMessage } from '../../lib/api';
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
  if (request.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title="New Tender" />
        <Skeleton height={260} />
      </Stack>
    );
  }
  const problem = request.isError
    ? errorMessage(request.error, purchaseRequestText.loadFailed)
    : request.data.status !== 'Approved'
      ? request.data.status === 'Tendered'
        ? purchaseRequestText.alreadyTendered
        : purchaseRequestText.notTenderable
      : null;
  if (problem || !request.data) {
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title="New Tender" />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
        <Button
          component={Link}
          to={pathTo(PATHS.purchaseRequestDetails, id)}
          variant="default"
          w="fit-content"
        >
          Back to the purchase request
        </Button>
      </Stack>
    );
  }
  return form(request.data, {
    id,
    note: `${purchaseRequestText.fromRequest(request.data?.code ?? '')}: its title, category, justification and items are filled in. Saving links the tender and the request.`,
  });
}
