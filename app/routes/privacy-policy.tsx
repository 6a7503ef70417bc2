import type { MetaArgs } from "react-router";
import { PageHeader } from "~/components/page-header";
import { privacyWords as content } from "~/lang/privacy";
import { companyOf } from "~/lib/company";
import { langOf, pageLang } from "~/lib/page-lang";
import { pageMeta } from "~/lib/seo";
import { siteContentOf } from "~/lib/site-content.server";
import { paragraphs, shown } from "../../domain/site-content/texts";
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
