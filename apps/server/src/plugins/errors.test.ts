import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  badRequest,
  conflict,
  ERROR_STATUS,
  forbidden,
  notFound,
  rateLimited,
  tooLarge,
  unauthenticated,
  unavailable,
  unsupportedMedia,
} from '../core/errors';
import type { Database } from '../db/client';
import { withConstraintErrors } from '../db/constraints';
import { categories } from '../db/schema/catalogue';
import { insertCategoryPair } from '../test/accounts';
import { openFreshDatabase } from '../test/database';
import { registerErrorHandling } from './errors';

describe('the error vocabulary', () => {
  it('maps every code to one status, and each helper to its code', () => {
    expect(ERROR_STATUS).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
      unsupported_media: 415,
      rate_limited: 429,
      unavailable: 503,
    });
    const built = [
      badRequest('x', 'field'),
      unauthenticated(),
      forbidden(),
      notFound(),
      conflict('x'),
      tooLarge(),
      unsupportedMedia('x'),
      rateLimited(),
      unavailable(),
    ];
    expect(built.map((error) => [error.code, error.statusCode])).toEqual(Object.entries(ERROR_STATUS));
    expect(built[0]?.field).toBe('field');
    expect(forbidden().message).toBe(messages.auth.forbidden);
  });
});

describe('withConstraintErrors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openFreshDatabase();
    await database.db.insert(categories).values({ name: 'Taken' });
  });
  afterAll(() => database.close());

  const insertTaken = () => database.db.insert(categories).values({ name: 'Taken' });

  it('turns a unique violation into the given answer, or a catalogue 409', async () => {
    const custom = await withConstraintErrors(insertTaken, {
      unique: () => conflict('Custom', 'name'),
    }).catch((error) => error);
    expect(custom).toMatchObject({ statusCode: 409, message: 'Custom', field: 'name' });
    const fallback = await withConstraintErrors(insertTaken).catch((error) => error);
    expect(fallback).toMatchObject({ code: 'conflict', message: messages.http.duplicate });
  });

  it('turns a foreign-key violation into the given answer, built lazily and maybe asynchronously', async () => {
    const ids = await insertCategoryPair(database, 'Used', 'Used sub');
    const removeUsed = () => database.db.delete(categories).where(eq(categories.id, ids.categoryId));
    const answer = await withConstraintErrors(removeUsed, {
      foreignKey: async () => conflict(`still used by ${await Promise.resolve(1)} sub-category`),
    }).catch((error) => error);
    expect(answer).toMatchObject({ statusCode: 409, message: 'still used by 1 sub-category' });
    const fallback = await withConstraintErrors(removeUsed).catch((error) => error);
    expect(fallback).toMatchObject({ code: 'conflict', message: messages.http.stillReferenced });
  });

  it('passes application errors and anything else through untouched', async () => {
    const own = notFound('gone');
    expect(await withConstraintErrors(() => Promise.reject(own)).catch((error) => error)).toBe(own);
    const boom = new Error('boom');
    expect(await withConstraintErrors(() => Promise.reject(boom)).catch((error) => error)).toBe(boom);
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/app-error', async () => {
    throw badRequest('Name is required', 'name');
  });
  app.get('/crash', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.post(
    '/validated',
    { schema: { body: z.object({ age: z.number({ error: 'Age is a number' }) }) } },
    async () => ({
      ok: true,
    }),
  );
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers {message, field?} with the code’s status', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is required', field: 'name' });
  });

  it('answers schema failures as 400 naming the field, malformed JSON as 400', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/validated', payload: { age: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Age is a number', field: 'age' });
    const malformed = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"age":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.json()).toEqual({ message: messages.http.malformedJson });
  });

  it('answers anything unexpected as a 500 without internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.http.internal });
  });

  it('is the only place an AppError gets its status', () => {
    expect(new AppError('too_large', 'x').statusCode).toBe(413);
  });
});
