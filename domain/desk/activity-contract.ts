// The 'Activity' page and the server (GET /api/desk/activity): who did what, when and from where, newest first.
import { z } from "zod";
import { activityActions } from "./activity-api.ts";

export const activityQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().describe("1-based; 50 rows a page"),
});

export const activityEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  accountId: z
    .string()
    .nullable()
    .describe("The person's account; null for a failed sign-in (kept after the person is removed)"),
  email: z
    .string()
    .describe("The person's e-mail address, or the one tried by a failed sign-in; empty when none was given"),
  action: z.enum(activityActions),
  subject: z
    .string()
    .describe("On what: an enquiry's reference, a version, a person's e-mail…; may be empty"),
  browser: z.string().describe("'Chrome on Windows', as the sessions list names it"),
  ip: z.string(),
});

export const activityPage = z.object({
  items: z.array(activityEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  keptDays: z.number().int().describe("How long a row is kept"),
});
