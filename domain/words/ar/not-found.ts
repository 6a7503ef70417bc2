import type { notFoundContent as english } from "../en/not-found.ts";
import type { Translation } from "../translation.ts";

export const notFoundContent = {
  heading: "الصفحة غير موجودة",
  description: "هذه الصفحة غير موجودة.",
} as const satisfies Translation<typeof english>;
