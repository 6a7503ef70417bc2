import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignmentRule, people } from "#domain/desk/assignment-contract.ts";
import type { Role } from "#domain/desk/roles.ts";
import { errorAnswer } from "#domain/error-answer.ts";
import type { RecordActivity } from "../activity/activity-log.ts";
import { ownerOf } from "../sign-in/guard.ts";
import type { AssignmentRules } from "./assignment-rule.ts";

export type DeskAssignmentOptions = {
  assignmentRules: AssignmentRules;
  /** Every account with its role (server/sign-in/owners.ts). */
  people: () => readonly { id: string; email: string; role: Role }[];
  /** A changed rule is recorded (server/activity/). */
  activity: { record: RecordActivity };
};

/** The team an enquiry can be assigned to, and where new enquiries go; under /api/desk, behind the guard. */
export const deskAssignmentRoutes: FastifyPluginAsyncZod<DeskAssignmentOptions> = async (
  app,
  { assignmentRules, people: everyone, activity },
) => {
  app.get("/people", { schema: { response: { 200: people } } }, async () => ({
    people: everyone().map(({ id, email, role }) => ({ id, email, role })),
  }));

  app.get("/assignment-rule", { schema: { response: { 200: assignmentRule } } }, async () =>
    assignmentRules.get(),
  );

  app.put(
    "/assignment-rule",
    { schema: { body: assignmentRule, response: { 200: assignmentRule, 400: errorAnswer } } },
    async (request, reply) => {
      const { rule, personId } = request.body;
      const canWork = (person: { id: string; role: Role }) =>
        person.id === personId && person.role !== "viewer";
      if (rule === "person" && !everyone().some(canWork)) {
        return reply.code(400).send({
          message: "Choose the Owner or Sales person new enquiries go to.",
          fields: { personId: "Not an Owner or a Sales person on the team." },
        });
      }
      assignmentRules.set(request.body);
      request.log.info(
        { owner: ownerOf(request).ownerEmail, action: "assignment-rule", rule },
        "desk action",
      );
      const person = everyone().find((someone) => someone.id === personId);
      activity.record(request, {
        action: "assignment-rule-changed",
        subject:
          rule === "person" ? (person?.email ?? "") : rule === "nobody" ? "Nobody" : "Sales people in turn",
      });
      return assignmentRules.get();
    },
  );
};
