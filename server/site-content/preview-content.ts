// What a preview shows of a draft that may be unfinished: the site as publishing it would make it, so never an
// incomplete product. A product still lacking something is left out (its page answers 'Product Not Found', as on
// the site); anything else the draft lacks (the company's phone half typed) refuses the preview, naming it.
import type { z } from "zod";
import { publishableContentSchema, type SiteContent } from "#domain/site-content/schema.ts";

const productOf = (issue: z.core.$ZodIssue) =>
  issue.path[0] === "products" && typeof issue.path[1] === "number" ? issue.path[1] : undefined;

/** The first sentence per field, by its place ("company.contact.phone"). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

export function previewContent(
  draft: SiteContent,
): { content: SiteContent } | { lacking: Record<string, string> } {
  const whole = publishableContentSchema.safeParse(draft);
  if (whole.success) return { content: whole.data };
  const incomplete = new Set(whole.error.issues.map(productOf).filter((i) => i !== undefined));
  const complete = { ...draft, products: draft.products.filter((_, i) => !incomplete.has(i)) };
  const rest = publishableContentSchema.safeParse(complete);
  return rest.success ? { content: rest.data } : { lacking: issuesByField(rest.error) };
}
