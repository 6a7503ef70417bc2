import { redirect } from "react-router";
import { deskWords } from "#domain/desk/words.ts";
import { DeskError } from "./fetch.ts";

/** What one of a page's forms asks for (its submit button's `intent`): the API call, and the word for it done. */
export type IntentStep = { call: () => Promise<unknown>; done: string };

/**
 * Runs the step a form's intent names, then goes back to `page` with ?done=<its word>, which the page shows. A
 * refusal becomes the page's error in the server's words: the field it named, else its message.
 */
export async function runIntent(
  intent: FormDataEntryValue | null,
  page: string,
  steps: Record<string, IntentStep>,
): Promise<Response | { error: string }> {
  const step = typeof intent === "string" ? steps[intent] : undefined;
  if (!step) return { error: deskWords.errors.generic };
  try {
    await step.call();
    return redirect(`${page}?done=${step.done}`);
  } catch (error) {
    if (error instanceof DeskError) return { error: Object.values(error.fields)[0] ?? error.message };
    throw error;
  }
}
