// The API's answers that are a sentence for a person: every error (4xx, 5xx) in one shape, shared by the server's
// error handler and the pages that show its words (type-only imports there: no zod in a page).
import { z } from "zod";

export const messageAnswer = z.object({ message: z.string() });

export const errorAnswer = messageAnswer
  .extend({ fields: z.record(z.string(), z.string()).optional().describe("One sentence per wrong field") })
  .describe("Every error answer");

export type ErrorAnswer = z.output<typeof errorAnswer>;
