import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { enquiryStatuses } from "../../app/desk/api.ts";
import { toCsv } from "../csv.ts";
import type { DeskStore } from "./store.ts";

export type DeskEnquiryOptions = {
  desk: DeskStore;
  /** Told when a mail is queued again, so the outbox sends it at once. */
  onResend: () => void;
};

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** The inbox view from the query string; an empty field means no filter (a plain GET form sends them all). */
const inboxQuery = z.object({
  view: optional(z.enum(["inbox", "spam"])),
  q: optional(z.string().max(200)),
  status: optional(z.enum(enquiryStatuses)),
  product: optional(z.string().max(100)),
  country: optional(z.string().regex(/^[a-z]{2}$/)),
  from: optional(date),
  to: optional(date),
  page: optional(z.coerce.number().int().min(1).max(100_000)),
});

const idParams = z.object({ id: z.string().max(100) });
const change = z.strictObject({
  status: z.enum(enquiryStatuses).optional(),
  spam: z.boolean().optional(),
  read: z.boolean().optional(),
});
const note = z.strictObject({ text: z.string().trim().min(1, "Write the note first.").max(5000) });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
    .join("; ");
  throw Object.assign(new Error(message), { statusCode: 400 });
}

/** Desk actions leave a line in the log: who, what, which enquiry; never the buyer's text. */
function logAction(request: FastifyRequest, action: string, enquiryId?: string) {
  request.log.info({ owner: request.session?.ownerEmail, action, enquiryId }, "desk action");
}

const notFound = { message: "There is no such enquiry. It may have been deleted." };

export async function deskEnquiryRoutes(app: FastifyInstance, { desk, onResend }: DeskEnquiryOptions) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "desk request failed");
    return reply.code(status).send({
      message: status === 500 ? "Something went wrong on our side. Please try again." : error.message,
    });
  });

  app.get("/me", async (request) => ({ email: request.session?.ownerEmail ?? "", unread: desk.unread() }));

  app.get("/enquiries", async (request) => desk.page(parse(inboxQuery, request.query)));

  app.get("/enquiries/:id", async (request, reply) => {
    const record = desk.get(parse(idParams, request.params).id);
    return record ?? reply.code(404).send(notFound);
  });

  app.patch("/enquiries/:id", async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const updated = desk.change(id, parse(change, request.body), request.session?.ownerEmail ?? "");
    if (!updated) return reply.code(404).send(notFound);
    logAction(request, "change", id);
    return updated;
  });

  app.delete("/enquiries/:id", async (request, reply) => {
    const { id } = parse(idParams, request.params);
    if (!desk.remove(id)) return reply.code(404).send(notFound);
    logAction(request, "delete", id);
    return reply.code(204).send();
  });

  app.post("/enquiries/:id/notes", async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const added = desk.addNote(id, parse(note, request.body).text, request.session?.ownerEmail ?? "");
    if (!added) return reply.code(404).send(notFound);
    logAction(request, "note", id);
    return reply.code(201).send(added);
  });

  app.post("/enquiries/:id/resend", async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const result = desk.resend(id, request.session?.ownerEmail ?? "");
    if (result === "missing") return reply.code(404).send(notFound);
    if (result === "not-failed") {
      return reply
        .code(409)
        .send({ message: "This enquiry's mail is not failing: there is nothing to resend." });
    }
    logAction(request, "resend", id);
    onResend();
    return reply.code(202).send({ message: "The mail will be sent again now." });
  });

  app.get("/export.csv", async (request, reply) => {
    const rows = desk.all(parse(inboxQuery, request.query));
    logAction(request, "export");
    const header = ["received_at", "status", "name", "company", "email", "phone", "country", "product"];
    const csv = toCsv([
      [...header, "message", "mail", "spam", "id"],
      ...rows.map((e) => [
        e.receivedAt,
        e.status,
        e.name,
        e.company,
        e.email,
        e.phone,
        e.country?.name ?? "",
        e.product?.title ?? "",
        e.message,
        e.mail,
        e.spam ? "yes" : "no",
        e.id,
      ]),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`)
      .send(csv);
  });
}
