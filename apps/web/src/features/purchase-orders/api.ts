import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotedTender } from '@tenderdesk/domain/awards';
import type { OrderReceiving } from '@tenderdesk/domain/goods-receipts';
import { MAX_PAGE_SIZE, type Page } from '@tenderdesk/domain/paging-rules';
import type {
  PurchaseOrderDetail,
  PurchaseOrderEdit,
  PurchaseOrderRow,
} from '@tenderdesk/domain/purchase-orders';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useCallerPermissions } from '../../lib/use-caller-permissions';

/*
 * The calls of the purchase order screens (issue 12, decision 033): the buyer's list, one order,
 * its terms, issue, cancel, reissue and PDF, generation from an award; the supplier's own issued
 * orders and their acknowledgement.
 */

const seg = (value: string) => encodeURIComponent(value);

export const ORDER_PATHS = {
  list: '/api/purchase-orders',
  detail: (orderId: string) => `/api/purchase-orders/${seg(orderId)}`,
  action: (orderId: string, action: 'issue' | 'cancel' | 'reissue') =>
    `/api/purchase-orders/${seg(orderId)}/${action}`,
  pdf: (orderId: string) => `/api/purchase-orders/${seg(orderId)}/pdf`,
  generate: (tenderId: string) => `/api/tenders/${seg(tenderId)}/purchase-orders`,
  quoted: `/api/tenders/quoted?page=1&pageSize=${MAX_PAGE_SIZE}`,
  mine: (supplierId: string) => `/api/supplier/${seg(supplierId)}/orders`,
  myDetail: (supplierId: string, orderId: string) =>
    `/api/supplier/${seg(supplierId)}/orders/${seg(orderId)}`,
  acknowledge: (supplierId: string, orderId: string) =>
    `/api/supplier/${seg(supplierId)}/orders/${seg(orderId)}/acknowledge`,
  myPdf: (supplierId: string, orderId: string) =>
    `/api/supplier/${seg(supplierId)}/orders/${seg(orderId)}/pdf`,
  receipts: (orderId: string) => `/api/purchase-orders/${seg(orderId)}/receipts`,
  shortClose: (orderId: string) => `/api/purchase-orders/${seg(orderId)}/short-close`,
  myReceipts: (supplierId: string, orderId: string) =>
    `/api/supplier/${seg(supplierId)}/orders/${seg(orderId)}/receipts`,
} as const;

export const orderKeys = {
  all: ['purchase-orders'] as const,
  list: ['purchase-orders', 'list'] as const,
  detail: (orderId: string) => ['purchase-orders', 'detail', orderId] as const,
  mine: ['purchase-orders', 'mine'] as const,
  myDetail: (orderId: string) => ['purchase-orders', 'mine', 'detail', orderId] as const,
  receipts: (orderId: string) => ['purchase-orders', 'receipts', orderId] as const,
  myReceipts: (orderId: string) => ['purchase-orders', 'mine', 'receipts', orderId] as const,
  // The award screens' key of the quoted tenders: generating orders does not change it.
  quoted: ['purchase-orders', 'quoted'] as const,
};

/** The signed-in supplier's id (the token's payload); null for anyone else. */
export function supplierIdOfSession(): string | null {
  const session = getSession();
  return session?.role === 'supplier' ? session.id : null;
}

/**
 * Whether the caller may pick a tender to generate orders from: the awarded tenders are listed by
 * a manageTenders call, so a sub-admin without that permission is not shown the picker (no 403).
 * The cache entry is the shell's own (`sharedKeys.permissions`), so this makes no extra call.
 */
export function useMayListTenders(): boolean {
  return useCallerPermissions()?.manageTenders === true;
}

/** The tenders with an award (whole quotation or by line), for "Generate orders". */
export function useAwardedTenders(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.quoted,
    queryFn: ({ signal }) => api<Page<QuotedTender>>(ORDER_PATHS.quoted, { signal }),
    select: (body) => (Array.isArray(body?.data) ? body.data : []).filter((row) => row.awardMode !== null),
    enabled,
  });
}

/** POST …/purchase-orders: one Draft per awarded supplier (the existing set when already made). */
export function useGenerateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenderId: string) =>
      api<{ message: string; data: PurchaseOrderRow[] }>(ORDER_PATHS.generate(tenderId), {
        method: 'POST',
        json: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.list }),
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => api<{ data: PurchaseOrderDetail }>(ORDER_PATHS.detail(orderId), { signal }),
    select: (body) => body.data,
  });
}

type Answer = { message: string; data: PurchaseOrderDetail };

/** The buyer's writes on one order; each answers the order as it now is. */
export function useOrderActions(orderId: string) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (body: Answer) => {
      if (body?.data && body.data._id === orderId)
        queryClient.setQueryData(orderKeys.detail(orderId), { data: body.data });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  };
  return {
    save: useMutation({
      mutationFn: (terms: PurchaseOrderEdit) =>
        api<Answer>(ORDER_PATHS.detail(orderId), { method: 'PUT', json: terms }),
      ...settle,
    }),
    issue: useMutation({
      mutationFn: () => api<Answer>(ORDER_PATHS.action(orderId, 'issue'), { method: 'POST', json: {} }),
      ...settle,
    }),
    cancel: useMutation({
      mutationFn: (reason: string) =>
        api<Answer>(ORDER_PATHS.action(orderId, 'cancel'), { method: 'POST', json: { reason } }),
      ...settle,
    }),
    reissue: useMutation({
      mutationFn: () => api<Answer>(ORDER_PATHS.action(orderId, 'reissue'), { method: 'POST', json: {} }),
      ...settle,
    }),
    shortClose: useMutation({
      mutationFn: (reason: string) =>
        api<Answer>(ORDER_PATHS.shortClose(orderId), { method: 'POST', json: { reason } }),
      ...settle,
    }),
  };
}

/** The order's progress per line and its goods receipts (issue 24): the buyer's read. */
export function useReceiving(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.receipts(orderId),
    queryFn: ({ signal }) => api<{ data: OrderReceiving }>(ORDER_PATHS.receipts(orderId), { signal }),
    select: (body) => body.data,
    enabled,
  });
}

/** The same, read only, for the order's supplier. */
export function useMyReceiving(supplierId: string, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.myReceipts(orderId),
    queryFn: ({ signal }) =>
      api<{ data: OrderReceiving }>(ORDER_PATHS.myReceipts(supplierId, orderId), { signal }),
    select: (body) => body.data,
    enabled: enabled && supplierId !== '',
  });
}

export type RecordedReceipt = {
  message: string;
  data: { number: number; closed: boolean; receiving: OrderReceiving };
};

/** POST …/receipts (multipart): a goods receipt note; the order may close with it. */
export function useRecordReceipt(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<RecordedReceipt>(ORDER_PATHS.receipts(orderId), { method: 'POST', body: form }),
    onSuccess: (body) => {
      if (body?.data?.receiving)
        queryClient.setQueryData(orderKeys.receipts(orderId), { data: body.data.receiving });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useMyOrder(supplierId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.myDetail(orderId),
    queryFn: ({ signal }) =>
      api<{ data: PurchaseOrderDetail }>(ORDER_PATHS.myDetail(supplierId, orderId), { signal }),
    select: (body) => body.data,
    enabled: supplierId !== '',
  });
}

export function useAcknowledgeOrder(supplierId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>(ORDER_PATHS.acknowledge(supplierId, orderId), { method: 'POST', json: {} }),
    onSuccess: (body) => {
      if (body?.data) queryClient.setQueryData(orderKeys.myDetail(orderId), { data: body.data });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
  });
}
