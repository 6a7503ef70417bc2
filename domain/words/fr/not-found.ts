import type { notFoundContent as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundContent = {
  heading: "Page introuvable",
  description: "Cette page n’existe pas.",
} as const satisfies Translation<typeof english>;
