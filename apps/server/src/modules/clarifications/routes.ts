import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { answerQuestion } from './answer-question';
import { askQuestion } from './ask-question';
import { listQuestions } from './list-questions';

const questionSchema = z.object({
  _id: z.string(),
  tenderId: z.string(),
  question: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  askedBy: z.string().nullable().describe("The asker's company: admins always; a supplier only its own"),
  askedByYou: z.boolean(),
  answeredBy: z.string().nullable().describe('Admins only: who answered last'),
});

const savedSchema = z.object({ message: z.string(), data: questionSchema });

const questionListSchema = z.object({
  data: z.array(questionSchema),
  total: z.number().int().describe('Every question the caller may see (the list answers the first 500)'),
  page: z.number().int(),
  pageSize: z.number().int(),
  questionsCloseAt: z.string().describe('When questions close (ISO instant)'),
  questionsOpen: z.boolean(),
});

/** Clarifications: questions on a published tender and their answers (issue 13, decision 028). */
export function clarificationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerQuestions(app, deps);
    registerAnswers(app, deps);
  };
}

const tags = ['tenders'];

/** A supplier asks; anyone with the tender's read right lists. */
function registerQuestions(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/suppliers/:tenderId/supplier/:supplierId/questions',
    {
      config: { access: access.ownSupplier('supplierId') },
      schema: {
        summary:
          'Ask a question about a published tender (the caller has a Pending or Approved interest; questions open)',
        description: '404: unknown or draft tender; 403: no interest, or rejected; 409: questions closed.',
        tags,
        params: z.object({
          tenderId: z.string().describe('Tender id'),
          supplierId: z.string().describe('Supplier id (the caller)'),
        }),
        body: z
          .object({ question: z.unknown().optional().describe('At most 2000 characters') })
          .passthrough(),
        response: { 201: savedSchema },
      },
    },
    async (request, reply) => {
      const { tenderId, supplierId } = request.params;
      const data = await askQuestion(db, callerOf(request), tenderId, supplierId, request.body, deps);
      return reply.status(201).send({ message: clarificationText.asked, data });
    },
  );

  app.get(
    '/api/tenders/:tenderId/questions',
    {
      config: { access: access.authenticated },
      schema: {
        summary:
          "A tender's questions: every one to buyers (manageTenders), unanswered first; the answered ones and its own to a supplier with interest",
        description: 'Then oldest first, at most 500. Suppliers never see other askers (askedBy null).',
        tags,
        params: z.object({ tenderId: z.string().describe('Tender id') }),
        response: { 200: questionListSchema },
      },
    },
    async (request) => listQuestions(db, callerOf(request), request.params.tenderId, deps),
  );
}

/** A buyer answers, or edits an answer. */
function registerAnswers(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.put(
    '/api/tenders/:tenderId/questions/:questionId/answer',
    {
      config: { access: access.permission('manageTenders') },
      schema: {
        summary: 'Answer a question, or edit its answer (audited)',
        description: 'Also after questions or the tender close. Audited question.answer with from/to.',
        tags,
        params: z.object({
          tenderId: z.string().describe('Tender id'),
          questionId: z.string().describe('Question id'),
        }),
        body: z.object({ answer: z.unknown().optional().describe('At most 2000 characters') }).passthrough(),
        response: { 200: savedSchema },
      },
    },
    async (request) => ({
      message: clarificationText.answered,
      data: await answerQuestion(
        db,
        callerOf(request),
        request.params.tenderId,
        request.params.questionId,
        request.body,
      ),
    }),
  );
}
