import type { MetaArgs } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { companyOf } from "#app/lib/company.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteContentOf } from "#app/lib/site-content.server.ts";
import { paragraphs, shown } from "#domain/site-content/texts.ts";
import { privacyWords as content } from "~/lang/privacy.ts";
import type { Route } from "./+types/privacy-policy";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ company: companyOf(matches), ...content.meta, path: "/privacyPolicy" });

export function loader({ context }: Route.LoaderArgs) {
  return { text: shown(siteContentOf(context).privacy.text, pageLang) };
}

export default function PrivacyPolicy({ loaderData: { text } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={content.heading} />
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        {paragraphs(text.text).map((paragraph, i, all) => (
          <p
            key={paragraph}
            lang={langOf(text)}
            className={`${i < all.length - 1 ? "mb-5" : ""}text-earth-700 text-lg leading-relaxed`}
          >
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
