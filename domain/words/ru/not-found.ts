import type { notFoundContent as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundContent = {
  heading: "Страница не найдена",
  description: "Такой страницы нет.",
} as const satisfies Translation<typeof english>;
