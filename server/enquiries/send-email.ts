import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { arrivalHeader } from "#domain/enquiry/arrival.ts";
import { enquiryFields, enquirySchemaIn } from "#domain/enquiry/enquiry.ts";
import { siteLanguageField, siteLanguageHeader } from "#domain/enquiry/enquiry-language.ts";
import { quoteFields } from "#domain/enquiry/quote.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import { type Lang, localePath } from "#domain/i18n.ts";
import { enquiryAnswerWords } from "#domain/words/en/enquiry-answers.ts";
import { HttpError, isFormPost, type RouteAnswers } from "../platform/errors.ts";
import { type Arrival, arrivalOf } from "./enquiry-arrival.ts";
import type { CountedVisit, EnquiryStore, StoredEnquiry } from "./enquiry-store.ts";
import { rememberFormLanguage, siteLanguageOfRequest, siteLanguageWords } from "./site-language.ts";

export const enquiryBodyLimit = 32 * 1024;

export type SendEmailOptions = {
  store: EnquiryStore;
  /** Told after each enquiry is committed, so its mail and the owners' notifications go out at once. */
  onStored: (enquiry: StoredEnquiry) => void;
  rateLimit: { max: number; windowMs: number };
  allowedOrigins: readonly string[];
  /** The slugs of the products the site publishes now: an enquiry's Product must be one of them, or 'Other'. */
  productSlugs: () => readonly string[];
  /** The visit the enquiry came from, its source classified as page views' are (server/visitors/). */
  visitOf?: (request: FastifyRequest, arrival: Arrival) => CountedVisit;
};

/**
 * Where the no-JavaScript form lands: the contact page in the language it was sent from, which shows the
 * matching message with CSS :target.
 */
const formResult = (lang: Lang, result: "sent" | "error") =>
  `${localePath(lang, "/contact")}#enquiry-${result}`;

/** The route's refusals in each language (errors.ts answers with them). */
const routeAnswersOf = (productSlugs: () => readonly string[]) =>
  Object.fromEntries(
    Object.entries(siteLanguageWords).map(([lang, { answers, problems }]): [string, RouteAnswers] => [
      lang,
      {
        fieldsLead: answers.fieldsLead,
        notAField: answers.notAField,
        refusals: {
          400: answers.unreadable(enquiryFields.join(", ")),
          413: answers.tooLarge(enquiryBodyLimit / 1024),
          415: answers.notJson,
        },
        notUnderstood: answers.notUnderstood,
        serverFault: answers.serverFault,
        issues: (body) => problems(body, productSlugs),
      },
    ]),
  ) as Record<Lang, RouteAnswers>;

/** The answer to a stored enquiry: its id, and the sentence the form shows in its alert (with the reference). */
const received = z.object({ id: z.string(), message: z.string() });

/** Form posts whose hidden "website" field was filled: only bots fill it. */
const honeypotFilled = new WeakSet<FastifyRequest>();

/** A number as the form's number field posts it ("20", "2.5"); anything else stays text, for the schema to refuse. */
function numberOf(value: string): number | string {
  return /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}

/**
 * The plain HTML form post, read as the JSON body would be: the honeypot taken out, the phone typed freely
 * without JavaScript ("+91 98765-43210") reduced to its digits, and the quote details gathered into `quote`,
 * its empty fields left out (the Unit goes only with a Quantity: its list always posts a choice).
 */
function readFormPost(request: FastifyRequest, body: string): Record<string, unknown> {
  const form = new URLSearchParams(body);
  if (form.get("website")) honeypotFilled.add(request);
  form.delete("website");
  rememberFormLanguage(request, form.get(siteLanguageField));
  form.delete(siteLanguageField);
  const phone = form.get("phone");
  if (phone !== null) form.set("phone", phone.replace(/[\s().+-]/g, ""));
  const quote: Record<string, unknown> = {};
  for (const key of quoteFields) {
    const value = form.get(key);
    form.delete(key);
    if (value === null || value.trim() === "") continue;
    if (key === "quantity") quote[key] = numberOf(value);
    else if (key === "samples") quote[key] = true;
    else quote[key] = value;
  }
  if (quote.quantity === undefined) delete quote.unit;
  const fields: Record<string, unknown> = Object.fromEntries(form);
  if (Object.keys(quote).length > 0) fields.quote = quote;
  return fields;
}

/** POST /api/send-email: store the enquiry durably, answer, then let the outbox mail it. */
export const sendEmailRoute: FastifyPluginAsyncZod<SendEmailOptions> = async (app, options) => {
  const routeAnswers = routeAnswersOf(options.productSlugs);
  // Only JSON and the plain HTML form post are enquiries; any other body type gets a 415.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => done(null, readFormPost(request, String(body))),
  );
  if (options.allowedOrigins.length > 0) {
    // The form's arrival record travels in its own header: a cross-origin post must be allowed to send it.
    await app.register(cors, {
      origin: [...options.allowedOrigins],
      methods: ["POST"],
      allowedHeaders: ["Content-Type", arrivalHeader, siteLanguageHeader],
    });
  }
  const limited = options.rateLimit.max > 0;
  if (limited) {
    await app.register(rateLimit, {
      global: false,
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.windowMs,
      errorResponseBuilder: (request, context) =>
        new HttpError(
          429,
          siteLanguageWords[siteLanguageOfRequest(request)].answers.tooMany(
            context.after,
            Math.ceil(context.ttl / 1000),
          ),
        ),
    });
  }
  const backToContact = (request: FastifyRequest, target: string) => {
    // With the site on another host (API_BASE), send the buyer back to that host's contact page.
    const origin = request.headers.origin;
    const base = origin && options.allowedOrigins.includes(origin) ? origin : "";
    return `${base}${target}`;
  };

  app.post(
    "/api/send-email",
    {
      bodyLimit: enquiryBodyLimit,
      config: {
        ...(limited ? { rateLimit: {} } : {}),
        subject: "enquiry",
        answers: (request) => routeAnswers[siteLanguageOfRequest(request)],
        formFailure: (request) => backToContact(request, formResult(siteLanguageOfRequest(request), "error")),
      },
      schema: {
        summary: "Send an enquiry (the contact form; JSON, or a plain HTML form post answered with a 303)",
        description:
          "The optional `Enquiry-Arrival` request header carries how the buyer arrived, as URL-encoded pairs " +
          "(`page`, `referrer`, `utm_source`, `utm_medium`, `utm_campaign`); it is cut and cleaned, never refused. " +
          "The optional `Content-Language` header names the language of the site's page the enquiry was sent " +
          "from (`ar`, `es`, `fr`, `ru`; anything else, or none, is English): the answer's messages and the " +
          "buyer's acknowledgement come in it. A plain form post names it in its `site_language` field.",
        body: enquirySchemaIn(enquiryAnswerWords, options.productSlugs),
        response: { 201: received, "4xx": errorAnswer, "5xx": errorAnswer },
      },
      preValidation: async (request, reply) => {
        if (!honeypotFilled.has(request)) return;
        // Answer the bot as if all went well, and keep nothing.
        request.log.info("honeypot filled; enquiry dropped");
        return reply.redirect(
          backToContact(request, formResult(siteLanguageOfRequest(request), "sent")),
          303,
        );
      },
    },
    async (request, reply) => {
      const siteLanguage = siteLanguageOfRequest(request);
      // Without JavaScript there is no arrival header: the language alone is recorded.
      const arrival = arrivalOf(request.headers);
      let stored: StoredEnquiry;
      try {
        stored = await options.store.addSoon(request.body, {
          clientIp: request.ip,
          userAgent: (request.headers["user-agent"] ?? "").slice(0, 512),
          arrival,
          siteLanguage,
          ...(options.visitOf ? { visit: options.visitOf(request, arrival) } : {}),
        });
      } catch (error) {
        request.log.error({ err: error }, "enquiry could not be stored");
        throw new HttpError(503, siteLanguageWords[siteLanguage].answers.notSaved);
      }
      const { id, reference } = stored;
      request.log.info({ enquiryId: id }, "enquiry stored");
      options.onStored(stored);
      if (isFormPost(request))
        return reply.redirect(backToContact(request, formResult(siteLanguage, "sent")), 303);
      // The reference is in the message the form shows: the buyer can quote it before the mail arrives.
      return reply
        .code(201)
        .send({ id, message: siteLanguageWords[siteLanguage].acknowledgement.received(reference) });
    },
  );
};
