import formbody from "@fastify/formbody";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deskApi, deskPages, wrongCredentials } from "#domain/desk/api.ts";
import { deskNext } from "#domain/desk/next.ts";
import {
  passkeyRequestOptions,
  passkeySignIn,
  passwordSignIn,
  signedIn,
} from "#domain/desk/security-contract.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { isFormPost } from "../platform/errors.ts";
import { clearSessionCookie, isForeignWrite, markPrivate, setSessionCookie, siteOrigin } from "./guard.ts";
import type { createLockout } from "./lockout.ts";
import type { OwnerStore } from "./owners.ts";
import type { Passkeys, RelyingParty } from "./passkeys.ts";
import { decoyHash, verifyPassword } from "./passwords.ts";
import { type SessionStore, sessionCookie } from "./sessions.ts";

export type SignInOptions = {
  owners: OwnerStore;
  sessions: SessionStore;
  lockout: ReturnType<typeof createLockout>;
  passkeys: Passkeys;
  now: () => Date;
  /** Each sign-in and failed sign-in is recorded (server/activity/). */
  activity: { record: RecordActivity };
};

export function relyingParty(request: FastifyRequest): RelyingParty {
  return { id: request.hostname, origin: siteOrigin(request) };
}

/** The public auth routes' guard: private answers, and login CSRF refused too (a foreign page must not sign
 * the owner into an account of its choosing). */
export async function refuseForeignWrites(request: FastifyRequest, reply: FastifyReply) {
  markPrivate(reply);
  if (isForeignWrite(request)) {
    request.log.warn({ action: "foreign-origin" }, "sign-in request from another origin refused");
    return reply.code(403).send({ message: "This request must come from the site itself." });
  }
}

/** A new session for the account, its cookie set, its last sign-in recorded. */
export function signInAs(
  request: FastifyRequest,
  reply: FastifyReply,
  { owners, sessions }: Pick<SignInOptions, "owners" | "sessions">,
  ownerId: string,
): void {
  owners.recordSignIn(ownerId);
  const session = sessions.create(ownerId, {
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  });
  setSessionCookie(request, reply, session.token);
}

/**
 * Who a failed sign-in was, for the activity log: the address tried, kept a year. Anything that is not shaped
 * like an address (a password typed into the wrong field, a line break) is not kept.
 */
function triedBy(email: string) {
  return { id: null, email: /^[^@\s]+@[^@\s]+$/.test(email) ? email : "" };
}

/** The /sign-in page again, with the reason in its query (the page shows it) and where the owner was going. */
function backToSignIn(reply: FastifyReply, error: string, next: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ error, ...extra, next });
  return reply.redirect(`${deskPages.signIn}?${query}`, 303);
}

/** Sign-in with a password or a passkey, and sign-out. No route here creates an owner: that is the CLI's. */
export const signInRoutes: FastifyPluginAsyncZod<SignInOptions> = async (
  app,
  { owners, sessions, lockout, passkeys, now, activity },
) => {
  await app.register(formbody);

  app.addHook("onRequest", refuseForeignWrites);

  const startSession = (request: FastifyRequest, reply: FastifyReply, ownerId: string) =>
    signInAs(request, reply, { owners, sessions }, ownerId);

  // A form post the schema refuses goes back to the page, as a wrong password does.
  const formFailure = () =>
    `${deskPages.signIn}?${new URLSearchParams({ error: "wrong", next: deskPages.inbox })}`;

  app.post(
    deskApi.signIn,
    {
      config: { subject: "sign-in", formFailure },
      schema: { body: passwordSignIn, response: { 200: signedIn, 401: errorAnswer, 429: errorAnswer } },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const { email, password } = request.body;
      const next = deskNext(request.body.next);
      const ip = request.ip;

      const lockedUntil = lockout.lockedUntil(ip, email);
      if (lockedUntil !== undefined) {
        const minutes = Math.max(1, Math.ceil((lockedUntil - now().getTime()) / 60_000));
        request.log.warn({ action: "sign-in-locked" }, "sign-in refused: too many failures");
        reply.header("Retry-After", String(minutes * 60));
        if (form) return backToSignIn(reply, "locked", next, { retry: String(minutes) });
        return reply.code(429).send({
          message: `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
        });
      }

      // Counted as a failure before the (slow) check, so a burst of parallel guesses cannot slip past the limit;
      // a success clears it. Unknown e-mails are checked against a decoy hash: same answer, same time.
      lockout.recordFailure(ip, email);
      const owner = owners.findByEmail(email);
      const matches = await verifyPassword(password, owner?.passwordHash ?? (await decoyHash()));
      if (!owner || !matches) {
        request.log.warn({ action: "sign-in-failed" }, "sign-in failed");
        activity.record(request, { action: "sign-in-failed", subject: "Password", who: triedBy(email) });
        if (form) return backToSignIn(reply, "wrong", next);
        return reply.code(401).send({ message: wrongCredentials });
      }
      lockout.recordSuccess(ip, email);
      startSession(request, reply, owner.id);
      request.log.info({ owner: owner.email, action: "sign-in", method: "password" }, "signed in");
      activity.record(request, { action: "sign-in", subject: "Password", who: owner });
      if (form) return reply.redirect(next, 303);
      return { next };
    },
  );

  app.post(
    deskApi.passkeySignInOptions,
    { schema: { response: { 200: passkeyRequestOptions } } },
    async (request) => passkeys.signInOptions(relyingParty(request)),
  );

  app.post(
    deskApi.passkeySignIn,
    {
      config: { subject: "sign-in" },
      schema: { body: passkeySignIn, response: { 200: signedIn, 401: errorAnswer } },
    },
    async (request, reply) => {
      const ownerId = await passkeys.signIn(request.body.response, relyingParty(request));
      const owner = ownerId ? owners.findById(ownerId) : undefined;
      if (!owner) {
        request.log.warn({ action: "passkey-sign-in-failed" }, "passkey sign-in failed");
        activity.record(request, {
          action: "sign-in-failed",
          subject: "Passkey",
          who: { id: null, email: "" },
        });
        return reply.code(401).send({ message: "That passkey could not be verified. Please try again." });
      }
      startSession(request, reply, owner.id);
      const next = deskNext(request.body.next);
      request.log.info({ owner: owner.email, action: "sign-in", method: "passkey" }, "signed in");
      activity.record(request, { action: "sign-in", subject: "Passkey", who: owner });
      return { next };
    },
  );

  app.post(deskApi.signOut, { schema: { response: { 204: z.undefined() } } }, async (request, reply) => {
    const token = request.cookies[sessionCookie];
    if (token) {
      const session = sessions.use(token, request.ip);
      sessions.endByToken(token);
      if (session) request.log.info({ owner: session.ownerEmail, action: "sign-out" }, "signed out");
    }
    clearSessionCookie(request, reply);
    if (isFormPost(request)) return reply.redirect(deskPages.signIn, 303);
    return reply.code(204).send();
  });
};
