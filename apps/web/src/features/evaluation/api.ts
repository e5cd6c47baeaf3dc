import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { Envelope, SecurityKind } from '@tenderdesk/domain/evaluation';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { ApiError, api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import type { AwardState } from './evaluation-rules';
import type {
  Answered,
  Evaluation,
  EvaluationSettings,
  OpenerCandidate,
  QuotedTotal,
  SettingsBody,
} from './types';

/*
 * The calls of the buyer's evaluation screens (issue 21, contract sections A, C and D): the
 * settings, the committee's openings and decisions, negotiation rounds and the release of bid
 * security. Every write answers the evaluation as it now is, which replaces the cached one.
 */

const id = (value: string) => encodeURIComponent(value);

export const EVALUATION_PATHS = {
  settings: (tenderId: string) => `/api/tenders/${id(tenderId)}/evaluation-settings`,
  candidates: '/api/tenders/opener-candidates',
  evaluation: (tenderId: string) => `/api/tenders/${id(tenderId)}/evaluation`,
  confirm: (tenderId: string, envelope: Envelope) =>
    `/api/tenders/${id(tenderId)}/envelopes/${envelope}/confirm`,
  decide: (tenderId: string, supplierId: string) =>
    `/api/tenders/${id(tenderId)}/technical-results/${id(supplierId)}`,
  verify: (tenderId: string, supplierId: string, kind: SecurityKind) =>
    `/api/tenders/${id(tenderId)}/securities/${id(supplierId)}/${kind}/verification`,
  complete: (tenderId: string) => `/api/tenders/${id(tenderId)}/technical-evaluation/complete`,
  negotiations: (tenderId: string) => `/api/tenders/${id(tenderId)}/negotiations`,
  release: (tenderId: string, supplierId: string) =>
    `/api/tenders/${id(tenderId)}/securities/${id(supplierId)}/emd/release`,
  comparison: (tenderId: string) => `/api/tenders/${id(tenderId)}/comparison`,
  lineAwards: (tenderId: string) => `/api/tenders/${id(tenderId)}/line-awards`,
  tender: (tenderId: string) => `/api/tenders/view/${id(tenderId)}`,
} as const;

export const evaluationKeys = {
  all: ['evaluation'] as const,
  settings: (tenderId: string) => ['evaluation', 'settings', tenderId] as const,
  candidates: ['evaluation', 'opener-candidates'] as const,
  evaluation: (tenderId: string) => ['evaluation', 'tender', tenderId] as const,
  totals: (tenderId: string) => ['evaluation', 'totals', tenderId] as const,
  award: (tenderId: string) => ['evaluation', 'award', tenderId] as const,
  tenderHead: (tenderId: string) => ['evaluation', 'tender-head', tenderId] as const,
};

/** A refusal that retrying cannot change (403, 404, 409): shown at once. */
const final = (error: unknown) => error instanceof ApiError && [403, 404, 409].includes(error.status);
const retry = (count: number, error: unknown) => count < 2 && !final(error);

type TenderHead = Pick<Tender, '_id' | 'projectCode' | 'projectName' | 'status'>;

/**
 * The tender's code, name and status for the settings screen's heading and Back link (the view
 * call answers drafts too to those who manage tenders).
 */
export function useTenderHead(tenderId: string) {
  return useQuery({
    queryKey: evaluationKeys.tenderHead(tenderId),
    queryFn: ({ signal }) => api<{ data: TenderHead }>(EVALUATION_PATHS.tender(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
    retry,
  });
}

export function useEvaluationSettings(tenderId: string) {
  return useQuery({
    queryKey: evaluationKeys.settings(tenderId),
    queryFn: ({ signal }) =>
      api<{ data: EvaluationSettings }>(EVALUATION_PATHS.settings(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
    retry,
  });
}

/** The active admins and sub-admins who may be named bid openers. */
export function useOpenerCandidates(enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.candidates,
    queryFn: ({ signal }) => api<{ data: OpenerCandidate[] }>(EVALUATION_PATHS.candidates, { signal }),
    select: (body) => (Array.isArray(body?.data) ? body.data : []),
    staleTime: 60_000,
    enabled,
    retry,
  });
}

export function useSaveEvaluationSettings(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) =>
      api<Answered<EvaluationSettings>>(EVALUATION_PATHS.settings(tenderId), { method: 'PUT', json: body }),
    onSuccess: (answer) => {
      if (answer?.data) queryClient.setQueryData(evaluationKeys.settings(tenderId), { data: answer.data });
      // The tender's own reads gain the mode and amounts (contract A).
      void queryClient.invalidateQueries({ queryKey: sharedKeys.tenders });
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(tenderId) });
    },
  });
}

export function useEvaluation(tenderId: string) {
  return useQuery({
    queryKey: evaluationKeys.evaluation(tenderId),
    queryFn: ({ signal }) => api<{ data: Evaluation }>(EVALUATION_PATHS.evaluation(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
    retry,
  });
}

/**
 * The quotations' current totals (the comparison), for choosing whom to invite to a negotiation:
 * the server lists only the prices a buyer may see (qualified suppliers').
 */
export function useQuotedTotals(tenderId: string, enabled: boolean) {
  return useQuery({
    queryKey: evaluationKeys.totals(tenderId),
    queryFn: ({ signal }) => api<{ data: ComparisonView }>(EVALUATION_PATHS.comparison(tenderId), { signal }),
    select: (body): QuotedTotal[] =>
      body.data.sealed
        ? []
        : body.data.suppliers.map((supplier) => ({
            supplierId: supplier.supplierId,
            supplierName: supplier.supplierName,
            totalWithGst: supplier.totalWithGst,
          })),
    enabled: enabled && tenderId !== '',
    retry,
  });
}

/**
 * Whether the tender is awarded, and to whom (a whole quotation or lines: the line-award view names
 * the supplier of every awarded item in either mode). Read once prices are open, for the release of
 * bid security.
 */
export function useAwardState(tenderId: string, enabled: boolean) {
  return useQuery({
    queryKey: evaluationKeys.award(tenderId),
    queryFn: ({ signal }) => api<{ data: LineAwardsView }>(EVALUATION_PATHS.lineAwards(tenderId), { signal }),
    select: (body): AwardState => {
      const winners = new Set(
        body.data.items.flatMap((item) => (item.awarded ? [item.awarded.supplierId] : [])),
      );
      return { awarded: body.data.mode !== null || winners.size > 0, winners };
    },
    enabled: enabled && tenderId !== '',
    retry,
  });
}

function isEvaluation(value: unknown): value is Evaluation {
  return typeof value === 'object' && value !== null && Array.isArray((value as Evaluation).suppliers);
}

/**
 * A write of the evaluation screen: its answer's evaluation replaces the cached one (the server's
 * figures, never a local guess), and the tender's other reads refresh behind it.
 */
function useEvaluationWrite<Variables>(
  tenderId: string,
  call: (variables: Variables) => Promise<Answered<unknown>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (isEvaluation(answer?.data)) {
        queryClient.setQueryData(evaluationKeys.evaluation(tenderId), { data: answer.data });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.tenders });
    },
  });
}

export function useConfirmOpening(tenderId: string) {
  return useEvaluationWrite(tenderId, ({ envelope, password }: { envelope: Envelope; password: string }) =>
    api<Answered<Evaluation>>(EVALUATION_PATHS.confirm(tenderId, envelope), {
      method: 'POST',
      json: { password },
    }),
  );
}

export type DecisionBody = {
  qualified: boolean;
  reasons: { criterionId: string; reason: string }[];
  note?: string;
};

export function useDecideTechnical(tenderId: string) {
  return useEvaluationWrite(tenderId, ({ supplierId, body }: { supplierId: string; body: DecisionBody }) =>
    api<Answered<Evaluation>>(EVALUATION_PATHS.decide(tenderId, supplierId), { method: 'PUT', json: body }),
  );
}

export type VerifyVariables = {
  supplierId: string;
  kind: SecurityKind;
  verification: 'Verified' | 'Rejected';
  note?: string;
};

export function useVerifySecurity(tenderId: string) {
  return useEvaluationWrite(tenderId, ({ supplierId, kind, verification, note }: VerifyVariables) =>
    api<Answered<unknown>>(EVALUATION_PATHS.verify(tenderId, supplierId, kind), {
      method: 'PUT',
      json: note ? { verification, note } : { verification },
    }),
  );
}

export function useCompleteTechnical(tenderId: string) {
  return useEvaluationWrite(tenderId, () =>
    api<Answered<Evaluation>>(EVALUATION_PATHS.complete(tenderId), { method: 'POST', json: {} }),
  );
}

export type NegotiationBody = { supplierIds: string[]; deadline: string; note?: string };

export function useStartNegotiation(tenderId: string) {
  return useEvaluationWrite(tenderId, (body: NegotiationBody) =>
    api<Answered<unknown>>(EVALUATION_PATHS.negotiations(tenderId), { method: 'POST', json: body }),
  );
}

export function useReleaseEmd(tenderId: string) {
  return useEvaluationWrite(tenderId, ({ supplierId, note }: { supplierId: string; note: string }) =>
    api<Answered<unknown>>(EVALUATION_PATHS.release(tenderId, supplierId), {
      method: 'POST',
      json: { note },
    }),
  );
}
