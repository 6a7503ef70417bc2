// One error handler for the whole app, so every 4xx and 5xx answer has one shape, `{ message, fields? }`: a
// sentence for a person (the contact form shows it in its alert, the desk on its pages) and, when fields of
// the request were wrong, one sentence per field. Never a stack trace or an internal detail; the log keeps them.

import { validateHeaderValue } from "node:http";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorAnswer } from "#domain/error-answer.ts";

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
     * This route's own words, in the language of the request (the enquiry answers in its page's language):
     * they replace the general sentences, and a refused body is read again with `issues` for its fields.
     */
    answers?: (request: FastifyRequest) => RouteAnswers;
    /** Where a plain HTML form post goes back to when it is refused (303), instead of an answer in JSON. */
    formFailure?: (request: FastifyRequest) => string;
  }
}

/** A route's words for its refusals; its schema words each field's problem for a person. */
export type RouteAnswers = {
  /** Leads a validation failure's message ("Please check the form:" before "Full Name is required."). */
  fieldsLead: string;
  notAField: (name: string) => string;
  refusals: Partial<Record<number, string>>;
  notUnderstood: string;
  serverFault: string;
  /** The problems of a refused body, worded in the request's language. */
  issues: (body: unknown) => readonly Problem[];
};

/** One problem of a refused body: where it is ("quote.port"; "" for the body itself) and what it is. */
export type Problem = { path: string; message: string; unknownKeys?: readonly unknown[] };

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

/** The schema's issues as problems, so a route's own reading of the body (`answers.issues`) fits in. */
function problemsOf(issues: readonly FastifySchemaValidationError[]): Problem[] {
  return issues.map((issue) => {
    const unknownKeys = issue.keyword === "unrecognized_keys" ? issue.params.keys : undefined;
    return {
      path: issue.instancePath.slice(1).replaceAll("/", "."),
      message: issue.message ?? "",
      ...(Array.isArray(unknownKeys) ? { unknownKeys } : {}),
    };
  });
}

/** One sentence per field from the problems; an unknown field is named as such. A body of the wrong
 * shape altogether (an array, a string) has no field to name. */
function fieldsOf(problems: readonly Problem[], notAField: (name: string) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, message, unknownKeys } of problems) {
    if (unknownKeys) {
      // A nested object's unknown key is named with its path ("quote.colour").
      for (const key of unknownKeys) {
        const name = path ? `${path}.${String(key)}` : String(key);
        fields[name] = notAField(name);
      }
    } else if (path) {
      fields[path] ??= message;
    }
  }
  return fields;
}

function answerOf(error: FastifyError, status: number, request: FastifyRequest): ErrorAnswer {
  const config = request.routeOptions.config;
  const subject = config.subject ?? "request";
  const answers = config.answers?.(request);
  if (error instanceof HttpError) return { message: error.message };
  if (status >= 500) return { message: answers?.serverFault ?? serverFault };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = answers ? answers.issues(request.body) : problemsOf(error.validation);
    const fields = fieldsOf(
      problems,
      answers?.notAField ?? ((name) => `"${name}" is not a field of the ${subject}.`),
    );
    const named = Object.entries(fields);
    if (named.length > 0) {
      const message = answers
        ? `${answers.fieldsLead} ${named.map(([, problem]) => problem).join(" ")}`
        : `Please check the ${subject}: ${named.map(([field, problem]) => `${field}: ${problem}`).join("; ")}`;
      return { message, fields };
    }
  }
  return {
    message:
      answers?.refusals[status] ??
      generalRefusals[status] ??
      answers?.notUnderstood ??
      `The ${subject} was not understood.`,
  };
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/**
 * Drops the headers Node would refuse to send: the answer would otherwise fail as the request did, and Fastify's
 * last resort answers with its internal error code.
 */
function withoutUnsendableHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      for (const each of [value ?? []].flat()) validateHeaderValue(name, String(each));
    } catch {
      reply.removeHeader(name);
    }
  }
}

export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusOf(error);
    withoutUnsendableHeaders(reply);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, code: error.code }, "request refused");
    const formFailure = request.routeOptions.config.formFailure;
    if (formFailure && isFormPost(request)) return reply.redirect(formFailure(request), 303);
    return reply.code(status).send(answerOf(error, status, request));
  });
}
