import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenderAddendum, TenderQuestion, TenderQuestionList } from '@tenderdesk/domain/clarifications';
import { ApiError, api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';

/**
 * Questions, answers and addenda of one tender (issue 13, decision 028). The addenda live under the
 * tenders' key, so a tender edit (which invalidates ['tenders']) refetches them: an edit of a
 * published tender is an addendum.
 */
export const clarificationKeys = {
  questions: (tenderId: string) => ['clarifications', 'questions', tenderId] as const,
  addenda: sharedKeys.tenderAddenda,
};

const seg = encodeURIComponent;

export const CLARIFICATION_PATHS = {
  questions: (tenderId: string) => `/api/tenders/${seg(tenderId)}/questions`,
  ask: (tenderId: string, supplierId: string) =>
    `/api/suppliers/${seg(tenderId)}/supplier/${seg(supplierId)}/questions`,
  answer: (tenderId: string, questionId: string) =>
    `/api/tenders/${seg(tenderId)}/questions/${seg(questionId)}/answer`,
  addenda: (tenderId: string) => `/api/tenders/${seg(tenderId)}/addenda`,
};

/** 403 (no interest) and 404 are answers, not failures worth retrying. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2;

/** The questions; `enabled` false for a supplier who may not read them (no interest, or rejected). */
export function useQuestions(tenderId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: clarificationKeys.questions(tenderId),
    queryFn: ({ signal }) => api<TenderQuestionList>(CLARIFICATION_PATHS.questions(tenderId), { signal }),
    retry,
  });
}

export function useAddenda(tenderId: string) {
  return useQuery({
    queryKey: clarificationKeys.addenda(tenderId),
    queryFn: ({ signal }) =>
      api<{ data: TenderAddendum[] }>(CLARIFICATION_PATHS.addenda(tenderId), { signal }),
    select: (body) => body.data,
    retry,
  });
}

export function useAskQuestion(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => {
      const supplierId = getSession()?.id ?? '';
      return api<{ data: TenderQuestion }>(CLARIFICATION_PATHS.ask(tenderId, supplierId), {
        method: 'POST',
        json: { question },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clarificationKeys.questions(tenderId) }),
  });
}

export function useAnswerQuestion(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      api<{ data: TenderQuestion }>(CLARIFICATION_PATHS.answer(tenderId, questionId), {
        method: 'PUT',
        json: { answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clarificationKeys.questions(tenderId) }),
  });
}
