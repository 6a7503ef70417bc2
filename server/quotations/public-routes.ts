import rateLimit from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "#domain/error-answer.ts";
import { oneLine } from "../mail/enquiry-mail.ts";
import { quotationFileName } from "../mail/mail-queue.ts";
import { HttpError } from "../platform/errors.ts";
import { siteOrigin } from "../sign-in/guard.ts";
import { isBuyerView, viewerCountry } from "./buyer-view.ts";
import { quotationPage } from "./page.ts";
import type { Quotations } from "./quotations.ts";
import { quotationName, quotationPath, type StoredQuotation } from "./store.ts";
import { isQuotationToken } from "./token.ts";
import { quotationWords } from "./words.ts";

export type QuotationPageOptions = {
  quotations: Quotations;
  timeZone: string;
  /** COUNTRY_HEADER: the trusted proxy's header naming the viewer's country, if one is configured. */
  countryHeader?: string | undefined;
  /** RATE_LIMIT_MAX: 0 turns this limit off too. */
  rateLimit: { max: number };
  /** Told of a first acceptance, after it is committed (push to the owners, the outbox). */
  onAccepted: (quotation: { enquiryId: string }) => void;
};

/**
 * Requests per client address a minute: a buyer opens his quotation many times (on his phone, again with his
 * team, the PDF), so the limit only stops someone walking through tokens, which 192 random bits make hopeless.
 */
export const quotationRequestsPerMinute = 60;

const tokenParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{32}$/, "Not a quotation's address.") });
const acceptance = z.strictObject({
  name: z.string().max(1000).optional(),
  confirm: z.string().max(100).optional(),
});

/**
 * Whether the acceptance was posted by the quotation's own page. The page's Referrer-Policy (no-referrer) makes
 * browsers send `Origin: null` with its form posts; Fetch Metadata's Sec-Fetch-Site, which every current browser
 * sends and no page can set, still says the post came from this origin. A foreign Origin is never accepted.
 */
function isOwnPagePost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === siteOrigin(request)) return true;
  return (origin === undefined || origin === "null") && request.headers["sec-fetch-site"] === "same-origin";
}

/** Nothing about a quotation is cached, indexed, or told to another site by a Referer. */
function markQuotationPage(reply: FastifyReply) {
  reply.header("Cache-Control", "no-store");
  reply.header("X-Robots-Tag", "noindex, nofollow");
  reply.header("Referrer-Policy", "no-referrer");
}

/** The buyer's quotation: its page, its PDF, and accepting it. Public (the token is the key). */
export const quotationPageRoutes: FastifyPluginAsyncZod<QuotationPageOptions> = async (app, options) => {
  const { quotations, timeZone } = options;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const limited = options.rateLimit.max > 0;
  if (limited) {
    await app.register(rateLimit, {
      global: false,
      max: quotationRequestsPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => new HttpError(429, quotationWords.en.tooMany),
    });
  }
  app.addHook("onRequest", async (_request, reply) => markQuotationPage(reply));

  const page = (reply: FastifyReply, status: number, state: Parameters<typeof quotationPage>[0]) =>
    reply.code(status).type("text/html; charset=utf-8").send(quotationPage(state));

  /** A token that is malformed or names nothing is the site's plain NotFound page, as any unknown address. */
  const notFound = (reply: FastifyReply) => reply.callNotFound();
  const tokenOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? "";

  app.get(
    "/quotation/:id",
    {
      config: { ...(limited ? { rateLimit: {} } : {}) },
      schema: {
        summary:
          "The buyer's quotation page (HTML, in the buyer's language). A view is recorded only for a browser's " +
          "navigation (GET, Sec-Fetch-Mode navigate, Sec-Fetch-Dest document, Accept text/html, not a bot's " +
          "user agent, not a prefetch) that carries no desk session cookie",
        tags: ["quotation"],
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const visit = isBuyerView(request)
        ? { country: viewerCountry(request, options.countryHeader) }
        : undefined;
      const opened = isQuotationToken(token) ? quotations.open(token, visit) : undefined;
      if (!opened) return notFound(reply);
      return page(reply, 200, { ...opened, timeZone });
    },
  );

  app.get(
    "/quotation/:id/pdf",
    {
      config: { ...(limited ? { rateLimit: {} } : {}) },
      schema: { summary: "The quotation's PDF, as mailed to the buyer", tags: ["quotation"] },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const opened = isQuotationToken(token) ? quotations.open(token) : undefined;
      const pdf = opened && quotations.pdf(opened.quotation);
      if (!opened || !pdf) return notFound(reply);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="${quotationFileName(quotationName(opened.quotation))}"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    "/quotation/:id/accept",
    {
      config: { ...(limited ? { rateLimit: {} } : {}) },
      bodyLimit: 4096,
      schema: {
        summary:
          "Accept the quotation (a plain form post from its page: `name`, and `confirm` ticked); answered with " +
          "a 303 to the page, which shows the acceptance. Idempotent: a second acceptance changes nothing",
        tags: ["quotation"],
        params: tokenParams,
        body: acceptance,
        response: { 303: z.undefined(), "4xx": errorAnswer },
      },
      // Before the body is read: a write from another site's page is refused whatever it holds.
      onRequest: async (request, reply) => {
        if (!isOwnPagePost(request)) {
          request.log.warn({ action: "foreign-origin" }, "quotation acceptance refused");
          return reply.code(403).send({ message: quotationWords.en.foreignOrigin });
        }
      },
    },
    async (request, reply) => {
      const token = request.params.id;
      const name = oneLine(request.body.name ?? "", 100);
      const opened = quotations.open(token);
      if (!opened) return notFound(reply);
      const words = quotationWords[opened.quotation.language];
      const refuse = (status: number, problem: string) =>
        page(reply, status, { ...opened, problem, timeZone });
      if (opened.quotation.acceptedAt === null) {
        if (name === "") return refuse(400, words.nameNeeded);
        if (request.body.confirm === undefined) return refuse(400, words.confirmNeeded);
      }
      const outcome = quotations.accept(token, name);
      if (outcome === "expired") return refuse(409, words.expired);
      if (outcome === "superseded") return refuse(409, words.superseded);
      if (outcome === "accepted") {
        request.log.info({ enquiryId: opened.quotation.enquiryId }, "quotation accepted");
        options.onAccepted(opened.quotation as StoredQuotation);
      }
      return reply.redirect(quotationPath(token), 303);
    },
  );
};
