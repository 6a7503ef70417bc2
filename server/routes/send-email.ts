import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from "fastify";
import type { ZodMiniType } from "zod/mini";
import { type Enquiry, enquiryFields, enquirySchema } from "../../app/lib/enquiry.ts";
import type { EnquiryStore } from "../enquiry-store.ts";

export const enquiryBodyLimit = 32 * 1024;

export type SendEmailOptions = {
  store: EnquiryStore;
  /** Told after each stored enquiry, so its mail goes out at once. */
  onStored: () => void;
  rateLimit: { max: number; windowMs: number };
  allowedOrigins: readonly string[];
};

/** Where the no-JavaScript form lands; the contact page shows the matching message with CSS :target. */
const formResult = { sent: "/contact#enquiry-sent", failed: "/contact#enquiry-error" } as const;

const wrongShape = `Send a JSON object with exactly these fields: ${enquiryFields.join(", ")}.`;

type ZodIssue = { code: string; path: PropertyKey[]; message: string; keys?: string[] };

/** The zod issues as an answer a person can act on: one message per field, and all of them in one line. */
class EnquiryInvalid extends Error {
  readonly statusCode = 400;
  readonly errors: Record<string, string> = {};

  constructor(issues: readonly ZodIssue[]) {
    super("The enquiry is invalid.");
    for (const issue of issues) {
      const field = issue.path[0];
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys ?? []) this.errors[key] = `"${key}" is not a field of the enquiry.`;
      } else if (typeof field === "string") {
        this.errors[field] ??= issue.message;
      }
    }
    const problems = Object.values(this.errors);
    this.message = problems.length > 0 ? `Please check the form: ${problems.join(" ")}` : wrongShape;
  }
}

/** Validates with the zod schema on the route instead of Ajv, which would silently drop unknown fields. */
const validateWithZod: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    const result = (schema as ZodMiniType).safeParse(data);
    return result.success ? { value: result.data } : { error: new EnquiryInvalid(result.error.issues) };
  };

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

function answerForm(
  request: FastifyRequest,
  reply: FastifyReply,
  target: string,
  allowed: readonly string[],
) {
  // With the site on another host (API_BASE), send the buyer back to that host's contact page.
  const origin = request.headers.origin;
  const base = origin && allowed.includes(origin) ? origin : "";
  return reply.redirect(`${base}${target}`, 303);
}

const errorMessages: Record<number, string> = {
  400: `The enquiry could not be read. ${wrongShape}`,
  413: `The enquiry is too large: at most ${enquiryBodyLimit / 1024} KB.`,
  415: "Send the enquiry as JSON (Content-Type: application/json).",
};

/** POST /api/send-email: store the enquiry durably, answer, then let the outbox mail it. */
export async function sendEmailRoute(app: FastifyInstance, options: SendEmailOptions): Promise<void> {
  // Only JSON and the plain HTML form post are enquiries; any other body type gets a 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formbody);
  if (options.allowedOrigins.length > 0) {
    await app.register(cors, { origin: [...options.allowedOrigins], methods: ["POST"] });
  }
  const limited = options.rateLimit.max > 0;
  if (limited) {
    await app.register(rateLimit, {
      global: false,
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new Error(`Too many enquiries from your address. Please try again in ${context.after}.`),
          { statusCode: 429 },
        ),
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "send-email failed");
    else request.log.info({ status, code: error.code }, "enquiry refused");
    if (isFormPost(request)) return answerForm(request, reply, formResult.failed, options.allowedOrigins);
    const message =
      error instanceof EnquiryInvalid || status === 429
        ? error.message
        : (errorMessages[status] ?? "Something went wrong on our side. Please try again later.");
    const errors =
      error instanceof EnquiryInvalid && Object.keys(error.errors).length > 0 ? { errors: error.errors } : {};
    return reply.code(status).send({ message, ...errors });
  });

  app.post(
    "/api/send-email",
    {
      bodyLimit: enquiryBodyLimit,
      config: limited ? { rateLimit: {} } : {},
      schema: { body: enquirySchema },
      validatorCompiler: validateWithZod,
      preValidation: async (request, reply) => {
        if (!isFormPost(request)) return;
        const { website, ...fields } = (request.body ?? {}) as Record<string, unknown>;
        // Only bots fill the hidden "website" field: answer as if all went well, and keep nothing.
        if (website !== undefined && website !== "") {
          request.log.info("honeypot filled; enquiry dropped");
          return answerForm(request, reply, formResult.sent, options.allowedOrigins);
        }
        // Without JavaScript the phone field is typed freely: "+91 98765-43210" means digits.
        if (typeof fields.phone === "string") fields.phone = fields.phone.replace(/[\s().+-]/g, "");
        request.body = fields;
      },
    },
    async (request, reply) => {
      const enquiry = request.body as Enquiry;
      let id: string;
      try {
        id = (
          await options.store.addSoon(enquiry, {
            clientIp: request.ip,
            userAgent: (request.headers["user-agent"] ?? "").slice(0, 512),
          })
        ).id;
      } catch (error) {
        request.log.error({ err: error }, "enquiry could not be stored");
        if (isFormPost(request)) return answerForm(request, reply, formResult.failed, options.allowedOrigins);
        return reply.code(503).send({
          message: "Sorry, your enquiry could not be saved just now. Please try again in a few minutes.",
        });
      }
      request.log.info({ enquiryId: id }, "enquiry stored");
      options.onStored();
      if (isFormPost(request)) return answerForm(request, reply, formResult.sent, options.allowedOrigins);
      return reply.code(201).send({
        id,
        message: "Thank you! Your enquiry has been received. We will get back to you soon.",
      });
    },
  );
}
