import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@shop/domain/api-error';
import {
  artworkQueueSchema,
  orderArtworkSchema,
  staffDesignParams,
  staffDesignSchema,
  staffFileParams,
  staffLineParams,
  staffProofParams,
} from '@shop/shop/artwork/staff-contract';
import { orderParams } from '@shop/shop/orders/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentDisposition,
  closeOnEarlyRefusal,
  formParts,
  multipartOptions,
  sendInlinePng,
  sendStoredFile,
} from '../form-files';
import { TAGS, errors as backOfficeErrors } from './back-office-schemas';

const errors = { ...backOfficeErrors, 409: apiErrorSchema };

/**
 * Artwork in the back-office (issue 35): the queue, one design, the proof cycle's moves, the
 * files, and a line's archive. Registered inside the staff folder (admin-routes.ts): its role
 * check, same-origin check and no-store answers hold here too.
 */
export const adminArtworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff: artwork } = app.shop.artwork;
  // Encapsulated: only these routes read multipart bodies.
  await app.register(multipart, multipartOptions(app.config.uploadLimits));

  app.get(
    '/admin/artwork',
    {
      schema: {
        tags: TAGS,
        summary: 'Designs waiting for staff or for their customer’s answer, longest first',
        response: { 200: artworkQueueSchema, ...errors },
      },
    },
    async (request) => artwork.queue(await request.staffActor()),
  );

  app.get(
    '/admin/artwork/designs/:design',
    {
      schema: {
        tags: TAGS,
        summary: 'A design of an order: its files with preflight reports, proofs and timeline',
        params: staffDesignParams,
        response: { 200: staffDesignSchema, ...errors },
      },
    },
    async (request) => artwork.find(await request.staffActor(), request.params.design),
  );

  app.post(
    '/admin/artwork/designs/:design/start',
    {
      schema: {
        tags: TAGS,
        summary: 'Start the proof a customer asked for (their file is fixed from now; emailed)',
        params: staffDesignParams,
        response: { 200: staffDesignSchema, ...errors },
      },
    },
    async (request) => artwork.start(await request.staffActor(), request.params.design),
  );

  app.post(
    '/admin/artwork/designs/:design/proofs',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the next proof version to the customer (emailed: approve or ask changes)',
        description:
          'multipart/form-data: one file `proof` (PDF, PNG or JPEG, recognised by its content) ' +
          'and an optional text `note` (at most 1000 characters) the customer reads with it. ' +
          'Refused (409) unless the proof was started or a version was sent.',
        consumes: ['multipart/form-data'],
        params: staffDesignParams,
        response: { 201: staffDesignSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
      onSend: closeOnEarlyRefusal,
    },
    async (request, reply) => {
      const view = await artwork.sendProof(
        await request.staffActor(),
        request.params.design,
        formParts(request),
      );
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/admin/artwork/files/:file',
    {
      schema: {
        tags: TAGS,
        summary: 'Download a customer’s artwork file',
        params: staffFileParams,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await artwork.openFile(await request.staffActor(), request.params.file),
      ),
  );

  app.get(
    '/admin/artwork/files/:file/proof',
    {
      schema: {
        tags: TAGS,
        summary: 'An artwork file’s digital proof (PNG)',
        params: staffFileParams,
      },
    },
    async (request, reply) => {
      const proof = await artwork.openDigitalProof(await request.staffActor(), request.params.file);
      return sendInlinePng(reply, proof);
    },
  );

  app.get(
    '/admin/artwork/proofs/:proof',
    {
      schema: { tags: TAGS, summary: 'A proof staff sent', params: staffProofParams },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await artwork.openProof(await request.staffActor(), request.params.proof),
      ),
  );

  app.get(
    '/admin/orders/:number/artwork',
    {
      schema: {
        tags: TAGS,
        summary: 'An order’s lines with their designs’ states and, once approved, their archives',
        params: orderParams.pick({ number: true }).strict(),
        response: { 200: orderArtworkSchema, ...errors },
      },
    },
    async (request) => artwork.ofOrder(await request.staffActor(), request.params.number),
  );

  app.get(
    '/admin/orders/:number/lines/:position/artwork.zip',
    {
      schema: {
        tags: TAGS,
        summary:
          'One line’s approved artwork, proofs and preflight reports, as a zip for the press',
        description:
          'Each design’s artwork files, the proof approved (the proof by staff, or the digital ' +
          'proof of each side), each file’s preflight report, and contents.txt listing them. ' +
          'Refused (409) until every design of the line is approved.',
        params: staffLineParams,
      },
    },
    async (request, reply) => {
      const archive = await artwork.archive(
        await request.staffActor(),
        request.params.number,
        request.params.position,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(archive.name))
        .send(archive.stream);
    },
  );
};
