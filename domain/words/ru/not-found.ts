import type { notFoundWords as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundWords = {
  heading: "Страница не найдена",
  description: "Такой страницы нет.",
} as const satisfies Translation<typeof english>;
