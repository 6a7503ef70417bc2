import type { notFoundWords as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundWords = {
  heading: "Page introuvable",
  description: "Cette page n’existe pas.",
} as const satisfies Translation<typeof english>;
