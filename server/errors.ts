// One error handler for the whole app, so every 4xx and 5xx answer has one shape, `{ message, fields? }`: a
// sentence for a person (the contact form shows it in its alert, the desk on its pages) and, when fields of
// the request were wrong, one sentence per field. Never a stack trace or an internal detail; the log keeps them.
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorAnswer } from "../app/lib/error-answer.ts";

/** A refusal whose message is meant for the person who sent the request. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the request is, in the sentences below ("enquiry"); "request" when not set. */
    subject?: string;
    /**
     * What leads a validation failure's message when this route's schema words each problem for a person
     * ("Please check the form:" before "Full Name is required."); otherwise each problem is named by its field.
     */
    fieldsLead?: string;
    /** This route's own words for a refusal of that status, where a general sentence would not help. */
    refusals?: Partial<Record<number, string>>;
    /** Where a plain HTML form post goes back to when it is refused (303), instead of an answer in JSON. */
    formFailure?: (request: FastifyRequest) => string;
  }
}

const serverFault = "Something went wrong on our side. Please try again later.";
const generalRefusals: Record<number, string> = {
  404: "Not found.",
  413: "The request is too large.",
  415: "Send the request as JSON (Content-Type: application/json).",
};

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

/** One sentence per field from the schema's issues; an unknown field is named as such. A body of the wrong
 * shape altogether (an array, a string) has no field to name. */
function fieldsOf(issues: readonly FastifySchemaValidationError[], subject: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const unknown = issue.keyword === "unrecognized_keys" ? issue.params.keys : undefined;
    if (Array.isArray(unknown)) {
      // A nested object's unknown key is named with its path ("quote.colour").
      const at = issue.instancePath.slice(1).replaceAll("/", ".");
      for (const key of unknown) {
        const name = at ? `${at}.${String(key)}` : String(key);
        fields[name] = `"${name}" is not a field of the ${subject}.`;
      }
    } else if (issue.instancePath.length > 1) {
      fields[issue.instancePath.slice(1).replaceAll("/", ".")] ??= issue.message ?? "";
    }
  }
  return fields;
}

function answerOf(error: FastifyError, status: number, request: FastifyRequest): ErrorAnswer {
  const config = request.routeOptions.config;
  const subject = config.subject ?? "request";
  if (error instanceof HttpError) return { message: error.message };
  if (status >= 500) return { message: serverFault };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error.validation, subject);
    const problems = Object.entries(fields);
    if (problems.length > 0) {
      const message = config.fieldsLead
        ? `${config.fieldsLead} ${problems.map(([, problem]) => problem).join(" ")}`
        : `Please check the ${subject}: ${problems.map(([field, problem]) => `${field}: ${problem}`).join("; ")}`;
      return { message, fields };
    }
  }
  return {
    message: config.refusals?.[status] ?? generalRefusals[status] ?? `The ${subject} was not understood.`,
  };
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, code: error.code }, "request refused");
    const formFailure = request.routeOptions.config.formFailure;
    if (formFailure && isFormPost(request)) return reply.redirect(formFailure(request), 303);
    return reply.code(status).send(answerOf(error, status, request));
  });
}
