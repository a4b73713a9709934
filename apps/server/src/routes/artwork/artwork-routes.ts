import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@shop/domain/api-error';
import {
  artworkFileParams,
  artworkFixRequestSchema,
  artworkLineFileParams,
  artworkKeyQuery,
  artworkLineParams,
  artworkSetParams,
  approveRequestSchema,
  artworkProofParams,
  lineArtworkSchema,
  proofChangesRequestSchema,
  staffProofRequestSchema,
} from '@shop/shop/artwork/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeOnEarlyRefusal,
  formParts,
  multipartOptions,
  sendInlinePng,
  sendStoredFile,
} from '../form-files';

const refusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

const LINE_DESCRIPTION =
  'A line is `cart-<id>` (a line of this visitor’s cart) or `<order number>.<position>` ' +
  '(a line of their order; a guest may send the `key` of the order’s emailed link). Anyone ' +
  'else’s line answers 404, as a line that does not exist.';

/** Artwork of a cart's or an order's line (issue 33): thin routes over `shop.artwork`. */
export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { artwork } = app.shop;
  // Encapsulated: only these routes read multipart bodies.
  await app.register(multipart, multipartOptions(app.config.uploadLimits));

  app.get(
    '/artwork/lines/:line',
    {
      schema: {
        tags: ['artwork'],
        summary: "A line's designs (one per set), their files, preflight reports and proofs",
        description: LINE_DESCRIPTION,
        params: artworkLineParams,
        querystring: artworkKeyQuery,
        response: { 200: lineArtworkSchema, ...refusals },
      },
    },
    async (request) => artwork.find(await request.actor(), request.params.line, request.query.key),
  );

  app.post(
    '/artwork/lines/:line',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Upload artwork for a line’s designs; each file is checked and proofed at once',
        description:
          'multipart/form-data with up to 4 files, one per field `front-<set>` or `back-<set>` ' +
          '(back only for lines printed on both sides). Accepted: AI, EPS, PDF, SVG, PSD, JPEG, ' +
          'PNG, TIFF, recognised by their content. The answer holds each file’s findings ' +
          '(pass / warning / problem, with the number behind each) and its digital proof. ' +
          'Refused: a 5th file (400), another type (415), a file too large (413), a field of no ' +
          'design (400), a design whose proof staff have started or that is approved (409, in the ' +
          'catalogue’s words). ' +
          LINE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: artworkLineParams,
        querystring: artworkKeyQuery,
        response: { 201: lineArtworkSchema, ...refusals },
      },
      onSend: closeOnEarlyRefusal,
    },
    async (request, reply) => {
      const answer = await artwork.upload(
        await request.actor(),
        request.params.line,
        request.query.key,
        formParts(request),
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/artwork/lines/:line/files/:file/fix',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Make a fix a finding offered, as the customer chose: a new file, checked again',
        description:
          '`extend-bleed` extends a picture made at the cut’s size into the bleed; `fit-centre` ' +
          'fits a picture of another shape whole inside the cut. Only a fix the file’s findings ' +
          'offer (409 otherwise), only on the current file of a design that takes files. ' +
          LINE_DESCRIPTION,
        params: artworkLineFileParams,
        querystring: artworkKeyQuery,
        body: artworkFixRequestSchema,
        response: { 201: lineArtworkSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await artwork.fix(
        await request.actor(),
        request.params.line,
        request.params.file,
        request.body.fix,
        request.query.key,
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/artwork/lines/:line/sets/:set/approve',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Approve a design’s proof: from then on nobody changes it',
        description:
          'For a proof by our staff, send `{ "version": N }`, the version shown: a newer one sent ' +
          'meanwhile is refused (409), never approved unseen. ' +
          'When the last design of an order is approved, the order is approved for print and its ' +
          'dispatch date is counted again from this moment (6:00 PM rule), on the timeline and by ' +
          'email. ' +
          LINE_DESCRIPTION,
        params: artworkSetParams,
        querystring: artworkKeyQuery,
        body: approveRequestSchema.nullish(),
        response: { 200: lineArtworkSchema, ...refusals },
      },
    },
    async (request) =>
      artwork.approve(
        await request.actor(),
        request.params.line,
        request.params.set,
        request.query.key,
        request.body?.version,
      ),
  );

  app.post(
    '/artwork/lines/:line/sets/:set/staff-proof',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Ask for a proof made by our staff, with a comment',
        description: LINE_DESCRIPTION,
        params: artworkSetParams,
        querystring: artworkKeyQuery,
        body: staffProofRequestSchema,
        response: { 200: lineArtworkSchema, ...refusals },
      },
    },
    async (request) =>
      artwork.requestStaffProof(
        await request.actor(),
        request.params.line,
        request.params.set,
        request.body.comment,
        request.query.key,
      ),
  );

  app.post(
    '/artwork/lines/:line/sets/:set/changes',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Ask changes of the proof our staff sent, saying what to change',
        description:
          'Only while a proof by staff waits for an answer (409 otherwise); staff send the next ' +
          'version. ' +
          LINE_DESCRIPTION,
        params: artworkSetParams,
        querystring: artworkKeyQuery,
        body: proofChangesRequestSchema,
        response: { 200: lineArtworkSchema, ...refusals },
      },
    },
    async (request) =>
      artwork.requestChanges(
        await request.actor(),
        request.params.line,
        request.params.set,
        request.body,
        request.query.key,
      ),
  );

  app.get(
    '/artwork/proofs/:proof',
    {
      schema: {
        tags: ['artwork'],
        summary: 'A proof our staff made for one of this visitor’s designs (others answer 404)',
        params: artworkProofParams,
        querystring: artworkKeyQuery,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await artwork.openStaffProof(
          await request.actor(),
          request.params.proof,
          request.query.key,
        ),
      ),
  );

  app.get(
    '/artwork/files/:file',
    {
      schema: {
        tags: ['artwork'],
        summary: 'Download an artwork file of one of this visitor’s lines (others answer 404)',
        params: artworkFileParams,
        querystring: artworkKeyQuery,
      },
    },
    async (request, reply) => {
      const file = await artwork.openFile(
        await request.actor(),
        request.params.file,
        request.query.key,
      );
      return sendStoredFile(reply, file);
    },
  );

  app.get(
    '/artwork/files/:file/proof',
    {
      schema: {
        tags: ['artwork'],
        summary: 'The digital proof (PNG) of an artwork file of one of this visitor’s lines',
        params: artworkFileParams,
        querystring: artworkKeyQuery,
      },
    },
    async (request, reply) => {
      const proof = await artwork.openProof(
        await request.actor(),
        request.params.file,
        request.query.key,
      );
      return sendInlinePng(reply, proof, 'private, max-age=3600');
    },
  );
};
