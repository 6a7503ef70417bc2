import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deskPages } from "#domain/desk/api.ts";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import { type Role, roleLabels } from "#domain/desk/roles.ts";
import { passkeyCreationOptions, signedIn } from "#domain/desk/security-contract.ts";
import { newAccountApi } from "#domain/desk/team-api.ts";
import {
  invitationFacts,
  invitationPasskey,
  invitationPassword,
  invitationToken,
  setupAccount,
  setupPasskey,
  setupPassword,
  setupState,
} from "#domain/desk/team-contract.ts";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { transaction } from "../database/database.ts";
import type { OwnerStore } from "../sign-in/owners.ts";
import type { NewCredential, Passkeys } from "../sign-in/passkeys.ts";
import { hashPassword, passwordProblem } from "../sign-in/passwords.ts";
import type { SessionStore } from "../sign-in/sessions.ts";
import { refuseForeignWrites, relyingParty, signInAs } from "../sign-in/sign-in-routes.ts";
import type { Invitations } from "./invitations.ts";
import type { SetupLink } from "./setup-link.ts";

export type NewAccountOptions = {
  db: DatabaseSync;
  owners: OwnerStore;
  sessions: SessionStore;
  passkeys: Passkeys;
  invitations: Invitations;
  setupLink: SetupLink;
  /** Each account made from a link is recorded (server/activity/). */
  activity: { record: RecordActivity };
};

/** An account a link may make: its address, role and id, and the claim that makes the link used (or refuses). */
type Opening = {
  email: string;
  role: Role;
  ownerId: string;
  /** The new account's desk language: the invitation's; the setup link's first Owner reads English. */
  language: DeskLanguage;
  claim: () => string | undefined;
  /** What the Activity log calls the account's making. */
  made: "invitation-accepted" | "setup-link-used";
};

const refused = { 200: signedIn, 400: errorAnswer, 410: errorAnswer };

/**
 * The public side of invitations and of the first start's setup link: the token is the key. Each makes its
 * account with a password (the command line's rules) or a passkey, then signs it in.
 */
export const newAccountRoutes: FastifyPluginAsyncZod<NewAccountOptions> = async (
  app,
  { db, owners, sessions, passkeys, invitations, setupLink, activity },
) => {
  app.addHook("onRequest", refuseForeignWrites);

  /** Makes the account and signs it in, or answers why not: the claim and the account are one transaction. */
  const make = (
    request: FastifyRequest,
    reply: FastifyReply,
    opening: Opening,
    passwordHash: string,
    credential?: NewCredential,
  ) => {
    const refusal = transaction(db, () => {
      if (owners.findByEmail(opening.email)) return linkRefusals.hasAccount;
      const claimRefused = opening.claim();
      if (claimRefused) return claimRefused;
      owners.add(opening.email, passwordHash, opening.role, opening.ownerId, opening.language);
      if (credential) passkeys.store(opening.ownerId, credential, "Passkey");
      return undefined;
    });
    if (refusal) return reply.code(410).send({ message: refusal });
    signInAs(request, reply, { owners, sessions }, opening.ownerId);
    request.log.info(
      {
        owner: opening.email,
        role: opening.role,
        action: "account-made",
        method: credential ? "passkey" : "password",
      },
      "account made from a link",
    );
    activity.record(request, {
      action: opening.made,
      subject: `${opening.email} (${roleLabels[opening.role]})`,
      who: { id: opening.ownerId, email: opening.email },
    });
    return reply.send({ next: deskPages.inbox });
  };

  const withPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    opening: Opening,
    password: string,
  ) => {
    const problem = passwordProblem(password);
    if (problem) return reply.code(400).send({ message: problem, fields: { password: problem } });
    return make(request, reply, opening, await hashPassword(password));
  };

  const withPasskey = async (
    request: FastifyRequest,
    reply: FastifyReply,
    opening: Opening,
    response: RegistrationResponseJSON,
    challenge: string | undefined,
  ) => {
    const credential = challenge
      ? await passkeys.verifyNewAccount(response, challenge, relyingParty(request))
      : undefined;
    if (!credential) return reply.code(400).send({ message: linkRefusals.passkey });
    // A password no one knows: the account signs in with its passkey, and costs a wrong guess what any does.
    return make(
      request,
      reply,
      opening,
      await hashPassword(randomBytes(32).toString("base64url")),
      credential,
    );
  };

  // Invitations.
  const invitationOpening = (token: string) => {
    const checked = invitations.check(token);
    if ("refusal" in checked) return checked;
    const { invitation } = checked;
    return {
      invitation,
      opening: {
        email: invitation.email,
        role: invitation.role,
        ownerId: invitation.id,
        language: invitation.language,
        made: "invitation-accepted" as const,
        claim: () => {
          if (invitations.accept(invitation.id)) return undefined;
          const again = invitations.check(token);
          return "refusal" in again ? again.refusal : linkRefusals.used;
        },
      },
    };
  };

  app.post(
    newAccountApi.invitation,
    { schema: { body: invitationToken, response: { 200: invitationFacts, 410: errorAnswer } } },
    async (request, reply) => {
      const found = invitationOpening(request.body.token);
      if ("refusal" in found) return reply.code(410).send({ message: found.refusal });
      return { email: found.invitation.email, role: found.invitation.role };
    },
  );

  app.post(
    newAccountApi.invitationPassword,
    { schema: { body: invitationPassword, response: refused } },
    async (request, reply) => {
      const found = invitationOpening(request.body.token);
      if ("refusal" in found) return reply.code(410).send({ message: found.refusal });
      return withPassword(request, reply, found.opening, request.body.password);
    },
  );

  app.post(
    newAccountApi.invitationPasskeyOptions,
    { schema: { body: invitationToken, response: { 200: passkeyCreationOptions, 410: errorAnswer } } },
    async (request, reply) => {
      const found = invitationOpening(request.body.token);
      if ("refusal" in found) return reply.code(410).send({ message: found.refusal });
      const { invitation } = found;
      const options = await passkeys.newAccountOptions(invitation, relyingParty(request));
      invitations.setChallenge(invitation.id, options.challenge);
      return options;
    },
  );

  app.post(
    newAccountApi.invitationPasskey,
    { schema: { body: invitationPasskey, response: refused } },
    async (request, reply) => {
      const found = invitationOpening(request.body.token);
      if ("refusal" in found) return reply.code(410).send({ message: found.refusal });
      const { response } = request.body;
      return withPasskey(request, reply, found.opening, response, found.invitation.challenge ?? undefined);
    },
  );

  // The first account.
  const setupOpening = (token: string, email: string): Opening | { refusal: string } => {
    const refusal = setupLink.refusal(token);
    if (refusal) return { refusal };
    return {
      email,
      role: "owner",
      ownerId: setupLink.ownerId,
      language: "en",
      made: "setup-link-used" as const,
      claim: () => (owners.any() ? linkRefusals.setupGone : undefined),
    };
  };

  app.get(newAccountApi.setup, { schema: { response: { 200: setupState } } }, async () => ({
    setupLink: setupLink.isOpen(),
  }));

  app.post(
    newAccountApi.setupPassword,
    { schema: { body: setupPassword, response: refused } },
    async (request, reply) => {
      const opening = setupOpening(request.body.token, request.body.email);
      if ("refusal" in opening) return reply.code(410).send({ message: opening.refusal });
      return withPassword(request, reply, opening, request.body.password);
    },
  );

  app.post(
    newAccountApi.setupPasskeyOptions,
    { schema: { body: setupAccount, response: { 200: passkeyCreationOptions, 410: errorAnswer } } },
    async (request, reply) => {
      const opening = setupOpening(request.body.token, request.body.email);
      if ("refusal" in opening) return reply.code(410).send({ message: opening.refusal });
      const options = await passkeys.newAccountOptions(
        { id: opening.ownerId, email: opening.email },
        relyingParty(request),
      );
      setupLink.setChallenge(options.challenge);
      return options;
    },
  );

  app.post(
    newAccountApi.setupPasskey,
    { schema: { body: setupPasskey, response: refused } },
    async (request, reply) => {
      const opening = setupOpening(request.body.token, request.body.email);
      if ("refusal" in opening) return reply.code(410).send({ message: opening.refusal });
      return withPasskey(request, reply, opening, request.body.response, setupLink.takeChallenge());
    },
  );
};
