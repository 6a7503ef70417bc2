import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#domain/desk/contract.ts";
import {
  documentParams,
  documentSharing,
  documentUploadQuery,
  orderDocument,
  orderDocuments,
} from "#domain/desk/order-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { megabytes } from "#domain/orders/uploaded-documents.ts";
import { logAction } from "../enquiries/desk-routes.ts";
import { HttpError } from "../platform/errors.ts";
import { fileNameOf, readUploadUpTo } from "../platform/upload-body.ts";
import { ownerOf } from "../sign-in/guard.ts";
import { attachmentDisposition } from "./document-names.ts";
import { isRefusal } from "./orders.ts";
import type { OrderDocuments } from "./uploaded-documents.ts";

export type DeskDocumentOptions = {
  documents: OrderDocuments;
  /** The photo processor is started while a photo's bytes arrive. */
  expectUpload: () => void;
};

const noOrder = { message: "There is no such order. It may have been deleted with its enquiry." };
const noDocument = { message: "There is no such document on this order. It may have been deleted." };

const bytesUpload =
  "Its bytes as the body, its type as Content-Type, its name percent-encoded in X-File-Name; a PDF is kept " +
  "without its metadata, a photo as a cleaned JPEG (no EXIF, no GPS)";

/** Her documents on an order; under /api/desk, behind the one guard. */
export const deskDocumentRoutes: FastifyPluginAsyncZod<DeskDocumentOptions> = async (
  app,
  { documents, expectUpload },
) => {
  app.get(
    "/orders/:id/documents",
    {
      schema: {
        summary: "An order's documents, with the bytes they take and the caps",
        params: idParams,
        response: { 200: orderDocuments, 404: errorAnswer },
      },
    },
    async (request, reply) => documents.list(request.params.id) ?? reply.code(404).send(noOrder),
  );

  app.get(
    "/orders/:id/documents/:documentId",
    { schema: { summary: "A document's bytes as kept (cleaned)", params: documentParams } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const file = documents.file(id, documentId);
      if (!file) return reply.code(404).send(noDocument);
      return reply
        .type(file.mediaType)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", attachmentDisposition(file.fileName, file.mediaType))
        .send(file.bytes);
    },
  );

  app.patch(
    "/orders/:id/documents/:documentId",
    {
      schema: {
        summary:
          "'Share with the buyer' (shared: true) or its undo: the buyer's page lists it with 'Download'",
        params: documentParams,
        body: documentSharing,
        response: { 200: orderDocument, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const shared = documents.share(id, documentId, request.body.shared, ownerOf(request).ownerEmail);
      if (!shared) return reply.code(404).send(noDocument);
      logAction(request, request.body.shared ? "order document shared" : "order document unshared");
      return shared;
    },
  );

  app.delete(
    "/orders/:id/documents/:documentId",
    {
      schema: {
        summary: "'Delete': the document and its bytes (the buyer's page no longer lists it)",
        params: documentParams,
        response: { 204: z.undefined(), 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      if (!documents.delete(id, documentId, ownerOf(request).ownerEmail))
        return reply.code(404).send(noDocument);
      logAction(request, "order document deleted");
      return reply.code(204).send();
    },
  );

  // The uploads take the file's bytes as they are, whatever their type: their own scope's parser.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    const tooLarge = () =>
      new HttpError(
        413,
        `This file is larger than ${megabytes(documents.caps.fileBytes)}, the most a document may be. Scan it at a lower resolution, or save a smaller copy, and try again.`,
      );
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", readUploadUpTo(documents.caps.fileBytes, tooLarge));
    const bodyOf = (body: unknown) => {
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new HttpError(415, "The file is empty or was not sent. Choose the file again and try again.");
      return body;
    };

    uploads.post(
      "/orders/:id/documents",
      {
        onRequest: async () => expectUpload(),
        schema: {
          summary: `Upload a document to an order (a PDF or a photo). ${bytesUpload}`,
          params: idParams,
          querystring: documentUploadQuery,
          response: {
            201: orderDocument,
            400: errorAnswer,
            404: errorAnswer,
            409: errorAnswer,
            413: errorAnswer,
            415: errorAnswer,
            422: errorAnswer,
          },
        },
      },
      async (request, reply) => {
        const upload = {
          bytes: bodyOf(request.body),
          declaredType: request.headers["content-type"] ?? "",
          fileName: fileNameOf(request),
        };
        const made = await documents.upload(
          request.params.id,
          request.query,
          upload,
          ownerOf(request).ownerEmail,
        );
        if (!made) return reply.code(404).send(noOrder);
        if (isRefusal(made)) return reply.code(made.status).send({ message: made.refused });
        logAction(request, "order document uploaded");
        return reply.code(201).send(made);
      },
    );

    uploads.put(
      "/orders/:id/documents/:documentId",
      {
        onRequest: async () => expectUpload(),
        schema: {
          summary: `'Replace': new bytes for a document, shared with the buyer as before. ${bytesUpload}`,
          params: documentParams,
          response: {
            200: orderDocument,
            404: errorAnswer,
            413: errorAnswer,
            415: errorAnswer,
            422: errorAnswer,
          },
        },
      },
      async (request, reply) => {
        const { id, documentId } = request.params;
        const upload = {
          bytes: bodyOf(request.body),
          declaredType: request.headers["content-type"] ?? "",
          fileName: fileNameOf(request),
        };
        const replaced = await documents.replace(id, documentId, upload, ownerOf(request).ownerEmail);
        if (!replaced) return reply.code(404).send(noDocument);
        logAction(request, "order document replaced");
        return replaced;
      },
    );
  });
};
