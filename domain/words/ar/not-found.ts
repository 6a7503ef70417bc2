import type { notFoundWords as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundWords = {
  heading: "الصفحة غير موجودة",
  description: "هذه الصفحة غير موجودة.",
} as const satisfies Translation<typeof english>;
