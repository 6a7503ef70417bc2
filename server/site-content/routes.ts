import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  previewQuery,
  publishInput,
  publishing as publishingStatus,
  restoreInput,
  saveDraftInput,
  saved,
  siteApi,
  siteDraft,
  staleSave,
  version,
  versionDetail,
  versionParams,
} from "#domain/desk/site-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { contentChanges } from "#domain/site-content/changes.ts";
import { maxContentBytes } from "#domain/site-content/content-size.ts";
import { photosOf, type SiteContent } from "#domain/site-content/schema.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { pagePolicy } from "../platform/security-headers.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { ownerOf } from "../sign-in/guard.ts";
import { issuesByField, previewContent } from "./preview-content.ts";
import type { SitePublisher } from "./publisher.ts";
import type { Busy, SitePublishing } from "./publishing.ts";
import type { SiteContentStore, Stale } from "./store.ts";

/** What the Site routes ask of the photo room (server/photos/store.ts): an uploaded photo's size. */
export type UploadedPhotos = { get(id: string): { width: number; height: number } | undefined };

export type DeskSiteOptions = {
  site: SiteContentStore;
  publishing: SitePublishing;
  /** Renders the preview; publishing has its own hold of it. */
  publisher: SitePublisher;
  /** The uploaded photos a draft may reference. */
  photoStore: UploadedPhotos;
  /** The owner's zone, for the time a refusal names ("saved this at 14:02"). */
  timeZone: string;
  now: () => Date;
  /** Publishes and restores are recorded (server/activity/). */
  activity: { record: RecordActivity };
};

/**
 * The largest draft the schema allows (its budget as JSON), with room for the revision around it: a draft the
 * schema accepts is never refused for its size.
 */
export const draftBodyLimit = maxContentBytes + 1024;

/** siteApi.version and siteApi.restore, as routes. */
const versionPath = "/api/desk/site/history/:version";

const noVersion = { message: "There is no such published version." };

/** "at 14:02" today, "on 25 November at 14:02" before, in the owner's time zone. */
function whenText(at: string, now: Date, timeZone: string): string {
  const day = (date: Date) => date.toLocaleDateString("en-GB", { timeZone });
  const time = new Date(at).toLocaleTimeString("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" });
  if (day(new Date(at)) === day(now)) return `at ${time}`;
  const date = new Date(at).toLocaleDateString("en-GB", { timeZone, day: "numeric", month: "long" });
  return `on ${date} at ${time}`;
}

/**
 * A draft's photos checked against the store: each must have been uploaded (a field's sentence where one was
 * not), and takes the store's width and height, whatever the client sent.
 */
function withStoredPhotos(content: SiteContent, store: UploadedPhotos): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, photo } of photosOf(content)) {
    const stored = store.get(photo.id);
    if (stored) Object.assign(photo, { width: stored.width, height: stored.height });
    else fields[[...path, "id"].join(".")] ??= "This photo was not uploaded here. Upload the photo again.";
  }
  return fields;
}

/** "Please check the draft: products.0.photos.1.id: …" with each field's sentence. */
function draftProblems(fields: Record<string, string>) {
  const problems = Object.entries(fields).map(([field, problem]) => `${field}: ${problem}`);
  return { message: `Please check the draft: ${problems.join("; ")}`, fields };
}

/** The page a refused preview shows: what the draft lacks, field by field, as 'Publish' lists it. */
function notPreviewed(fields: Record<string, string>): string {
  const items = Object.entries(fields).map(
    ([field, problem]) => `<li>${escapeHtml(`${field}: ${problem}`)}</li>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not previewed</title></head><body><h1>Not previewed</h1><p>The draft lacks what the site needs. 'Publish' in the desk lists it, each with a link to its field:</p><ul>${items.join("")}</ul></body></html>`;
}

/** The Site section of the desk: its draft, preview, publishing and history; behind requireOwner. */
export const deskSiteRoutes: FastifyPluginAsyncZod<DeskSiteOptions> = async (
  app,
  { site, publishing, publisher, photoStore, timeZone, now, activity },
) => {
  const staleAnswer = ({ stale }: Stale) => ({
    message: `${stale.by} saved this ${whenText(stale.at, now(), timeZone)}; reload to see their changes.`,
    ...stale,
  });
  const busyAnswer = ({ busy }: Busy) => ({ message: busy });
  const log = (request: FastifyRequest, action: string, version?: number) =>
    request.log.info({ owner: ownerOf(request).ownerEmail, action, version }, "site action");

  app.get(
    siteApi.draft,
    {
      schema: {
        summary: "The shared draft of the site's content, and what publishing it would change",
        response: { 200: siteDraft },
      },
    },
    async () => {
      const draft = site.draft();
      const current = site.current();
      const changes = contentChanges(current.content, draft.content);
      return {
        ...draft,
        published: { version: current.version, by: current.by, at: current.at },
        changed: changes.length > 0,
        changes,
      };
    },
  );

  app.put(
    siteApi.saveDraft,
    {
      bodyLimit: draftBodyLimit,
      config: { subject: "draft" },
      schema: {
        summary: "Save the draft over the revision the editor started from; a newer one is never overwritten",
        body: saveDraftInput,
        response: { 200: saved, 400: errorAnswer, 409: staleSave },
      },
    },
    async (request, reply) => {
      const { revision, content } = request.body;
      const unknownPhotos = withStoredPhotos(content, photoStore);
      if (Object.keys(unknownPhotos).length > 0) return reply.code(400).send(draftProblems(unknownPhotos));
      const result = site.saveDraft(revision, content, ownerOf(request).ownerEmail);
      if ("stale" in result) return reply.code(409).send(staleAnswer(result));
      return result;
    },
  );

  app.post(
    siteApi.publish,
    {
      schema: {
        summary:
          "Publish every change of the draft at once, as the next version; the site shows it when every file is " +
          "rendered (follow it with GET publishing)",
        body: publishInput,
        response: { 202: publishingStatus, 400: errorAnswer, 409: z.union([staleSave, errorAnswer]) },
      },
    },
    async (request, reply) => {
      const result = publishing.publishDraft(request.body.revision, ownerOf(request).ownerEmail);
      if ("stale" in result) return reply.code(409).send(staleAnswer(result));
      if ("busy" in result) return reply.code(409).send(busyAnswer(result));
      if ("invalid" in result) return reply.code(400).send(draftProblems(issuesByField(result.invalid)));
      log(request, "publish", result.version);
      activity.record(request, { action: "site-published", subject: `Version ${result.version}` });
      return reply.code(202).send(result);
    },
  );

  app.get(
    siteApi.publishing,
    { schema: { summary: "The newest publish, with its progress", response: { 200: publishingStatus } } },
    async () => publishing.status(),
  );

  app.get(
    siteApi.history,
    {
      schema: { summary: "Every published version, newest first", response: { 200: z.array(version) } },
    },
    async () => {
      const current = site.current().version;
      return site.history().map((v) => ({ ...v, current: v.version === current }));
    },
  );

  app.get(
    versionPath,
    {
      schema: {
        summary: "A published version, and what restoring it would change on the site",
        params: versionParams,
        response: { 200: versionDetail, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const found = site.version(request.params.version);
      if (!found) return reply.code(404).send(noVersion);
      const current = site.current();
      const draft = site.draft();
      return {
        ...found,
        current: found.version === current.version,
        restoreChanges: contentChanges(current.content, found.content),
        draft: {
          revision: draft.revision,
          saved: draft.saved,
          unpublished: contentChanges(current.content, draft.content),
        },
      };
    },
  );

  app.post(
    `${versionPath}/restore`,
    {
      schema: {
        summary:
          "Publish a version's content again, as a new version; the draft becomes it, only while it is still at the " +
          "revision the owner saw (its unpublished changes are lost)",
        params: versionParams,
        body: restoreInput,
        response: { 202: publishingStatus, 404: errorAnswer, 409: z.union([staleSave, errorAnswer]) },
      },
    },
    async (request, reply) => {
      const { version } = request.params;
      const result = publishing.restore(version, request.body.revision, ownerOf(request).ownerEmail);
      if (!result) return reply.code(404).send(noVersion);
      if ("stale" in result) return reply.code(409).send(staleAnswer(result));
      if ("busy" in result) return reply.code(409).send(busyAnswer(result));
      log(request, "restore", version);
      activity.record(request, {
        action: "version-restored",
        subject: `Version ${version} as ${result.version}`,
      });
      return reply.code(202).send(result);
    },
  );

  app.get(
    siteApi.preview,
    {
      schema: {
        summary:
          "A page of the site with the draft applied, for the owner's eyes only (noindex, no-store); a product " +
          "still incomplete is left out, and a draft lacking anything else answers 422 with what it lacks",
        querystring: previewQuery,
        produces: ["text/html"],
      },
    },
    async (request, reply) => {
      const draft = previewContent(site.draft().content);
      if ("lacking" in draft)
        return reply
          .code(422)
          .type("text/html; charset=utf-8")
          .header("content-security-policy", pagePolicy(""))
          .send(notPreviewed(draft.lacking));
      const page = await publisher.preview(draft.content, request.query.path);
      return reply
        .code(page.status)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", pagePolicy(page.html))
        .send(page.html);
    },
  );
};
