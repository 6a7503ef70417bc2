import type { notFoundContent as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundContent = {
  heading: "Página no encontrada",
  description: "Esta página no existe.",
} as const satisfies Translation<typeof english>;
