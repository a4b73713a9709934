import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';
import { errorHandling } from './error-handling';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  app.get(
    '/sized',
    {
      schema: {
        querystring: z.object({ width: z.coerce.number().positive(), name: z.string().max(3) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.post('/echo', { schema: { body: z.object({ n: z.number() }).strict() } }, async () => ({}));
  app.get('/problem', async () => {
    throw new ShopProblem(422, 'INCOMPATIBLE_OPTIONS', 'Cutting 9 takes no adhesive.', {
      field: 'adhesive_id',
    });
  });
  app.get('/crash', async () => {
    throw new Error('relation "customers" does not exist at SELECT password FROM customers');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('names each invalid field of a request with a 400', async () => {
    const response = await app.inject('/sized?width=-2&name=toolong');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'width' }),
        expect.objectContaining({ field: 'name' }),
      ]),
    );
    expect(error.message).toContain('width');
  });

  it('names a missing field', async () => {
    const response = await app.inject('/sized?name=ab');
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'width' })]);
  });

  it('rejects unknown body fields of a strict schema, naming them', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { n: 1, cost: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'cost', message: 'is not a known parameter' }],
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"n": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: expect.any(String) },
    });
  });

  it('answers an unsupported media type with a 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes a deliberate problem through with its status, code and details', async () => {
    const response = await app.inject('/problem');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'INCOMPATIBLE_OPTIONS',
        message: 'Cutting 9 takes no adhesive.',
        details: { field: 'adhesive_id' },
      },
    });
  });

  it('hides the internals of an unexpected failure', async () => {
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again in a moment.',
      },
    });
    expect(response.body).not.toMatch(/customers|SELECT|at .*\.ts/);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
