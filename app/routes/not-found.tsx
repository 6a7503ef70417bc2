import type { MetaArgs } from "react-router";
import { companyOf } from "#app/lib/company.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { notFoundWords as content } from "~/lang/not-found.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    company: companyOf(matches),
    title: content.heading,
    description: content.description,
    path: "/404",
    noIndex: true,
  });

/** The spec's bare page for unknown paths: no navigation bar, no footer, just the text. */
export default function NotFound() {
  return (
    <main className="grid min-h-svh place-items-center p-6">
      <h1 className="font-extrabold text-3xl text-forest-900">{content.heading}</h1>
    </main>
  );
}
