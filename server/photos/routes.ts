import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync } from "fastify";
import { photoUploaded, siteApi } from "#domain/desk/site-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import {
  mimeOf,
  parsePhotoFileName,
  photoBase,
  photoFileNames,
  photoUpload,
} from "#domain/site-content/photos.ts";
import { HttpError } from "../platform/errors.ts";
import { fileNameOf, readUploadUpTo } from "../platform/upload-body.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { Photos } from "./photos.ts";

const maxMegabytes = photoUpload.maxBytes / 1024 / 1024;
const tooLarge = () =>
  new HttpError(
    413,
    `This photo is larger than ${maxMegabytes} MB. Save a smaller copy of it (e.g. 4000 px wide, as JPEG) and try again.`,
  );

/**
 * The owner's upload of a photo (siteApi.photos), registered inside the owner's scope (server/desk-routes.ts),
 * so the one guard and its Origin check run before a byte of the body is read. Any Content-Type reaches the
 * route, so a HEIC or a PDF is answered with what it is and what to do, not a generic refusal.
 */
export const deskPhotoRoutes: FastifyPluginAsync<{ photos: Photos }> = async (app, { photos }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", readUploadUpTo(photoUpload.maxBytes, tooLarge));
  app.post(
    siteApi.photos,
    {
      config: { subject: "photo" },
      // After the owner's guard (its scope's hook runs first): only a signed-in owner's upload starts anything.
      onRequest: async () => photos.expectUpload(),
      schema: {
        summary:
          "Upload a photo (its bytes as the body, its type as Content-Type, its name percent-encoded in X-File-Name): " +
          "cleaned, kept, and every served file made before the answer",
        response: { 201: photoUploaded, 413: errorAnswer, 415: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new HttpError(415, "The file is empty or was not sent. Choose the photo again and try again.");
      const started = performance.now();
      const photo = await photos.upload(
        body,
        request.headers["content-type"] ?? "",
        fileNameOf(request),
        ownerOf(request).ownerEmail,
      );
      request.log.info(
        {
          owner: ownerOf(request).ownerEmail,
          photo: photo.id,
          bytes: body.length,
          ms: Math.round(performance.now() - started),
        },
        "photo uploaded",
      );
      return reply.code(201).send(photo);
    },
  );
};

/** A year: a photo file's name changes with its bytes, so a cached copy is never stale. */
const cacheControl = "public, max-age=31536000, immutable";

/**
 * The photos' files, public at their content-hashed names: only the names a stored photo is served as (a
 * photo not yet published is reachable only by its 128-bit name, for the desk's preview); anything else under
 * /photos/ is 404. A missing file of a stored photo is made again from its master before it is sent.
 */
export const photoFileRoutes: FastifyPluginAsync<{ photos: Photos }> = async (app, { photos }) => {
  const notFound = { message: "Not found." };
  app.route({
    method: ["GET", "HEAD"],
    url: `${photoBase}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = (request.params as { "*": string })["*"];
      const what = parsePhotoFileName(name);
      const photo = what && photos.store.get(what.id);
      if (!what || !photo || !photoFileNames(photo.id, photo.width).includes(name))
        return reply.code(404).send(notFound);
      const read = () => readFile(photos.files.pathOf(name)).catch(() => undefined);
      let body = await read();
      if (!body) {
        await photos.ensure(photo);
        body = await read();
        if (!body) return reply.code(404).send(notFound);
      }
      return reply
        .header("cache-control", cacheControl)
        .type("format" in what ? mimeOf[what.format] : mimeOf.jpeg)
        .send(body);
    },
  });
};
