// Each enquiry in someone's hands, and follow-ups that come back on their day (issue 41, parts 4 and 5): the
// requests and answers as zod schemas. contract.ts puts the person and the follow-up on every enquiry.
import { z } from "zod";
import { roles } from "./roles.ts";

/** Where new enquiries go: to nobody, to one person, or to the Sales people in turn. */
export const assignmentRules = ["nobody", "person", "sales-in-turn"] as const;
/** What a person is notified of when an enquiry arrives: all of them, or those assigned to them (and nobody). */
export const notifyChoices = ["all", "assigned"] as const;

/** A person on the team, as the desk names them: by e-mail address. */
export const person = z.object({ id: z.string(), email: z.string() });

/** YYYY-MM-DD, a real day of the calendar. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.")
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Choose a date.");

/** A day, or a number of days after today in OWNER_TIME_ZONE (the offer after a reply: "in 3 days"). */
export const followUpInput = z
  .strictObject({
    on: calendarDay.optional().describe("The day to follow it up, in OWNER_TIME_ZONE"),
    inDays: z
      .number()
      .int()
      .min(1)
      .max(366)
      .optional()
      .describe("Instead of on: this many days after today in OWNER_TIME_ZONE"),
    note: z
      .string()
      .trim()
      .max(200)
      .regex(/^[^\p{Cc}]*$/u, "Write it on one line.")
      .describe("What to do, one line; empty for nothing said")
      .default(""),
  })
  .refine((input) => (input.on === undefined) !== (input.inDays === undefined), {
    message: "Choose a date.",
    path: ["on"],
  });

export const followUp = z.object({
  on: z.string().describe("YYYY-MM-DD, in OWNER_TIME_ZONE"),
  note: z.string(),
  due: z.boolean().describe("Its day has come (today or earlier, in OWNER_TIME_ZONE)"),
});

/** GET /api/desk/people: whom an enquiry can be assigned to. */
export const people = z.object({
  people: z.array(person.extend({ role: z.enum(roles) })).describe("Every account, by e-mail address"),
});

/** GET and PUT /api/desk/assignment-rule */
export const assignmentRule = z.strictObject({
  rule: z.enum(assignmentRules),
  personId: z.string().nullable().describe("The person new enquiries go to when the rule is 'person'"),
});

/** GET and PUT /api/desk/notify-choice: the signed-in person's own. */
export const notifyChoice = z.strictObject({ notifyOf: z.enum(notifyChoices) });
