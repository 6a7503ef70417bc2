import { unlink } from "node:fs/promises";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import {
  enquiryChange,
  enquiryDetail,
  enquiryRecord,
  idParams,
  inboxPage,
  inboxQuery,
  me,
  note,
  noteText,
  overview,
  overviewQuery,
} from "#domain/desk/contract.ts";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { errorAnswer, messageAnswer } from "#domain/error-answer.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { toCsv } from "../shared/csv.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { DeskStore } from "./desk-store.ts";
import type { createOverview } from "./overview.ts";

/** What the enquiry's routes read of the mail room (server/mail/), which files into the enquiries. */
type EnquiryMails = {
  /** The buyers' mails filed from the owner's mailbox, with their attachments' files. */
  received: {
    receivedOf(enquiryId: string): EnquiryRecord["received"];
    filesOf(enquiryId: string): string[];
  };
  /** The mails that named an enquiry but wait for the owner ('Mail to check'). */
  held: { count(): number };
  /** Since when the mailbox cannot be read (null while it can, or without IMAP_URL). */
  mailboxDownSince: () => Date | null;
};

/** An enquiry's latest quotation as the CSV export names it (server/quotations/figures.ts makes it). */
type LatestQuotation = { number: number; total: string; currency: string; state: string };

export type DeskEnquiryOptions = EnquiryMails & {
  desk: DeskStore;
  overview: ReturnType<typeof createOverview>;
  /** Told when a mail is queued again, so the outbox sends it at once. */
  onResend: () => void;
  /** Each enquiry's latest quotation for the CSV export (server/quotations/figures.ts). */
  latestQuotation: (enquiryId: string) => LatestQuotation | undefined;
  /** Whether a person with this id is on the team and may work enquiries (server/sign-in/owners.ts). */
  canBeAssigned: (id: string) => boolean;
  /** Told when an enquiry is assigned to someone else than whoever assigned it: that person is notified. */
  onAssigned: (enquiryId: string) => void;
  /** Erasures and exports are recorded (server/activity/). */
  activity: { record: RecordActivity };
};

/** Desk actions leave a line in the log: who, what, which enquiry; never the buyer's text. */
export function logAction(request: FastifyRequest, action: string, enquiryId?: string) {
  request.log.info({ owner: ownerOf(request).ownerEmail, action, enquiryId }, "desk action");
}

/**
 * "12 enquiries (status=won, search)": how many rows went out, and the view's filters. A search's words may be a
 * buyer's name, which the log (kept a year) must not outlive an erasure with: only that there was one.
 */
function exportSubject(rows: number, query: Record<string, unknown>): string {
  const filters = Object.entries(query)
    .filter(([key, value]) => key !== "page" && value !== undefined)
    .map(([key, value]) => (key === "q" ? "search" : `${key}=${String(value)}`));
  const count = rows === 1 ? "1 enquiry" : `${rows} enquiries`;
  return filters.length > 0 ? `${count} (${filters.join(", ")})` : count;
}

const notFound = { message: "There is no such enquiry. It may have been deleted." };

/** The inbox, one enquiry and what the owner does with it; under /api/desk, behind requireOwner. */
export const deskEnquiryRoutes: FastifyPluginAsyncZod<DeskEnquiryOptions> = async (
  app,
  {
    desk,
    overview: overviewOf,
    onResend,
    received,
    held,
    mailboxDownSince,
    latestQuotation,
    canBeAssigned,
    onAssigned,
    activity,
  },
) => {
  app.get("/me", { schema: { response: { 200: me } } }, async (request) => ({
    email: ownerOf(request).ownerEmail,
    role: ownerOf(request).ownerRole,
    language: ownerOf(request).ownerLanguage,
    unread: desk.unread(),
    toCheck: held.count(),
    mailboxDownSince: mailboxDownSince()?.toISOString() ?? null,
  }));

  app.get(
    "/enquiries",
    { schema: { querystring: inboxQuery, response: { 200: inboxPage } } },
    async (request) => desk.page(request.query, ownerOf(request).ownerId),
  );

  app.get(
    "/overview",
    { schema: { querystring: overviewQuery, response: { 200: overview } } },
    async (request) => overviewOf(request.query),
  );

  app.get(
    "/enquiries/:id",
    { schema: { params: idParams, response: { 200: enquiryRecord, 404: errorAnswer } } },
    async (request, reply) => {
      const record = desk.get(request.params.id);
      if (!record) return reply.code(404).send(notFound);
      return { ...record, received: received.receivedOf(request.params.id) };
    },
  );

  app.patch(
    "/enquiries/:id",
    {
      schema: {
        params: idParams,
        body: enquiryChange,
        response: { 200: enquiryDetail, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { assigneeId } = request.body;
      if (assigneeId && !canBeAssigned(assigneeId)) {
        return reply.code(400).send({
          message: "Enquiries go to Owners and Sales people on the team.",
          fields: { assigneeId: "Not an Owner or a Sales person on the team." },
        });
      }
      const session = ownerOf(request);
      const before = assigneeId === undefined ? undefined : desk.get(id)?.enquiry.assignee?.id;
      const updated = desk.change(id, request.body, session.ownerEmail);
      if (!updated) return reply.code(404).send(notFound);
      logAction(request, "change", id);
      if (assigneeId && assigneeId !== before && assigneeId !== session.ownerId) onAssigned(id);
      return updated;
    },
  );

  app.delete(
    "/enquiries/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      const files = received.filesOf(id);
      // Its reference stays in the activity log: it names the enquiry without anything of the buyer's.
      const reference = desk.get(id)?.enquiry.reference;
      if (!desk.remove(id)) return reply.code(404).send(notFound);
      // Its received mails' attachments go with it (erasure); a file already gone is no error.
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
      logAction(request, "delete", id);
      activity.record(request, { action: "enquiry-erased", subject: reference });
      return reply.code(204).send();
    },
  );

  app.post(
    "/enquiries/:id/notes",
    { schema: { params: idParams, body: noteText, response: { 201: note, 404: errorAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      const added = desk.addNote(id, request.body.text, ownerOf(request).ownerEmail);
      if (!added) return reply.code(404).send(notFound);
      logAction(request, "note", id);
      return reply.code(201).send(added);
    },
  );

  app.post(
    "/enquiries/:id/resend",
    { schema: { params: idParams, response: { 202: messageAnswer, 404: errorAnswer, 409: errorAnswer } } },
    async (request, reply) => {
      const { id } = request.params;
      const result = desk.resend(id, ownerOf(request).ownerEmail);
      if (result === "missing") return reply.code(404).send(notFound);
      if (result === "not-failed") {
        return reply
          .code(409)
          .send({ message: "This enquiry's mail is not failing: there is nothing to resend." });
      }
      logAction(request, "resend", id);
      onResend();
      return reply.code(202).send({ message: "The mail will be sent again now." });
    },
  );

  app.get(
    "/export.csv",
    {
      schema: {
        querystring: inboxQuery,
        response: {
          200: { description: "The view as CSV", content: { "text/csv": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const rows = desk.all(request.query, ownerOf(request).ownerId);
      logAction(request, "export");
      activity.record(request, {
        action: "enquiries-exported",
        subject: exportSubject(rows.length, request.query),
      });
      const header = ["received_at", "status", "name", "company", "email", "phone", "country", "product"];
      const quote = ["quote_product", "quote_quantity", "quote_unit", "quote_port", "quote_incoterm"];
      // `language` is the browser's; `site_language` that of the site's page the enquiry was sent from.
      const arrival = ["first_page", "referrer", "utm_source", "utm_medium", "utm_campaign", "language"];
      const quotation = ["quotation_number", "quotation_total", "quotation_currency", "quotation_state"];
      // Named as the enquiry's page names them: whose hands it is in, and when to come back to it.
      const hands = [assignmentWords.assignedTo, assignmentWords.followUpOn, assignmentWords.whatToDo];
      const csv = toCsv([
        [
          ...header,
          "message",
          ...quote,
          "quote_samples",
          ...arrival,
          "site_language",
          "mail",
          "spam",
          "id",
        ].concat(quotation, hands),
        ...rows.map((e) => {
          const q = latestQuotation(e.id);
          return [
            e.receivedAt,
            e.status,
            e.name,
            e.company,
            e.email,
            e.phone,
            e.country?.name ?? "",
            e.product?.title ?? "",
            e.message,
            e.quote?.product?.title ?? "",
            e.quote?.quantity ?? "",
            e.quote?.unit ?? "",
            e.quote?.port ?? "",
            e.quote?.incoterm ?? "",
            e.quote?.samples === null || e.quote === null ? "" : e.quote.samples ? "yes" : "no",
            e.arrival.page ?? "",
            e.arrival.referrer ?? "",
            e.arrival.utmSource ?? "",
            e.arrival.utmMedium ?? "",
            e.arrival.utmCampaign ?? "",
            e.arrival.language ?? "",
            e.siteLanguage,
            e.mail,
            e.spam ? "yes" : "no",
            e.id,
            q?.number ?? "",
            q?.total ?? "",
            q?.currency ?? "",
            q?.state ?? "",
            e.assignee?.email ?? "",
            e.followUp?.on ?? "",
            e.followUp?.note ?? "",
          ];
        }),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`)
        .send(csv);
    },
  );
};
