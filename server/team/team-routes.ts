import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#domain/desk/contract.ts";
import { roleLabels } from "#domain/desk/roles.ts";
import { invitationInput, pendingInvitation, person, roleChange, team } from "#domain/desk/team-contract.ts";
import { teamRefusals } from "#domain/desk/team-refusals.ts";
import type { PendingInvitation, Person } from "#domain/desk/types.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { ownerOf, siteOrigin } from "../sign-in/guard.ts";
import { lastOwnerRefusal, type Owner, type OwnerStore } from "../sign-in/owners.ts";
import type { Passkeys } from "../sign-in/passkeys.ts";
import type { Invitation } from "./invitation-store.ts";
import type { Invitations } from "./invitations.ts";

export type TeamOptions = {
  owners: OwnerStore;
  passkeys: Passkeys;
  invitations: Invitations;
  /** Invitations, role changes and removals are recorded (server/activity/). */
  activity: { record: RecordActivity };
};

const pending = (i: Invitation): PendingInvitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  language: i.language,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt,
  expiresAt: new Date(i.expiresAt).toISOString(),
});

/**
 * The 'Team' page's data and changes, an Owner's (the guard's table of roles says so): the people with their
 * role, last sign-in and passkeys; invitations sent, listed and revoked; 'Change role' and 'Remove', never
 * leaving the desk without an Owner.
 */
export const deskTeamRoutes: FastifyPluginAsyncZod<TeamOptions> = async (
  app,
  { owners, passkeys, invitations, activity },
) => {
  const describe = (owner: Owner, youId: string): Person => ({
    id: owner.id,
    email: owner.email,
    role: owner.role,
    lastSignInAt: owner.lastSignInAt,
    passkeys: passkeys.list(owner.id).length,
    you: owner.id === youId,
  });

  app.get("/team", { schema: { response: { 200: team } } }, async (request) => {
    const you = ownerOf(request).ownerId;
    return {
      people: owners.list().map((owner) => describe(owner, you)),
      invitations: invitations.pending().map(pending),
    };
  });

  app.post(
    "/team/invitations",
    { schema: { body: invitationInput, response: { 201: pendingInvitation, 409: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      const { email, role } = request.body;
      if (owners.findByEmail(email)) return reply.code(409).send({ message: teamRefusals.hasAccount });
      const invitation = invitations.invite({
        email,
        role,
        language: request.body.language ?? session.ownerLanguage,
        invitedBy: session.ownerEmail,
        origin: siteOrigin(request),
      });
      request.log.info({ owner: session.ownerEmail, action: "invitation-sent", role }, "desk action");
      activity.record(request, { action: "invitation-sent", subject: `${email} (${roleLabels[role]})` });
      return reply.code(201).send(pending(invitation));
    },
  );

  app.delete(
    "/team/invitations/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer } } },
    async (request, reply) => {
      const invited = invitations.pending().find((invitation) => invitation.id === request.params.id);
      if (!invitations.revoke(request.params.id))
        return reply.code(404).send({ message: teamRefusals.noInvitation });
      request.log.info({ owner: ownerOf(request).ownerEmail, action: "invitation-revoked" }, "desk action");
      activity.record(request, { action: "invitation-revoked", subject: invited?.email ?? "" });
      return reply.code(204).send();
    },
  );

  app.put(
    "/team/people/:id/role",
    {
      schema: {
        params: idParams,
        body: roleChange,
        response: { 200: person, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const session = ownerOf(request);
      const { id } = request.params;
      const before = owners.findById(id);
      const outcome = owners.setRole(id, request.body.role);
      if (outcome === "missing") return reply.code(404).send({ message: teamRefusals.noPerson });
      if (outcome === "last-owner") return reply.code(409).send({ message: lastOwnerRefusal });
      request.log.info(
        { owner: session.ownerEmail, action: "role-changed", role: request.body.role },
        "desk action",
      );
      const changed = owners.findById(id);
      if (!changed) return reply.code(404).send({ message: teamRefusals.noPerson });
      activity.record(request, {
        action: "role-changed",
        subject: `${changed.email}: ${before ? roleLabels[before.role] : ""} → ${roleLabels[changed.role]}`,
      });
      return describe(changed, session.ownerId);
    },
  );

  app.delete(
    "/team/people/:id",
    { schema: { params: idParams, response: { 204: z.undefined(), 404: errorAnswer, 409: errorAnswer } } },
    async (request, reply) => {
      const session = ownerOf(request);
      const { id } = request.params;
      const leaving = owners.findById(id);
      const outcome = owners.removeKeepingAnOwner(id);
      if (outcome === "missing") return reply.code(404).send({ message: teamRefusals.noPerson });
      if (outcome === "last-owner") return reply.code(409).send({ message: lastOwnerRefusal });
      request.log.info({ owner: session.ownerEmail, action: "person-removed" }, "desk action");
      activity.record(request, { action: "person-removed", subject: leaving?.email ?? "" });
      return reply.code(204).send();
    },
  );
};
