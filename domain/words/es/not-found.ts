import type { notFoundWords as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundWords = {
  heading: "Página no encontrada",
  description: "Esta página no existe.",
} as const satisfies Translation<typeof english>;
