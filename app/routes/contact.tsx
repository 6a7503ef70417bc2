import type { MetaArgs } from "react-router";
import { ContactDetails } from "#app/components/contact-details.tsx";
import { EnquiryForm } from "#app/components/enquiry-form/enquiry-form.tsx";
import { toneClass } from "#app/components/enquiry-form/status-alert.tsx";
import { Island } from "#app/components/island.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { companyOf } from "#app/lib/company.ts";
import { productView } from "#app/lib/page-content.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteContentOf } from "#app/lib/site-content.server.ts";
import { contactWords as content } from "~/lang/contact.ts";
import { enquiryFormWords as copy } from "~/lang/enquiry-form.ts";
import type { Route } from "./+types/contact";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ company: companyOf(matches), ...content.meta, path: "/contact" });

const noScriptClass = "hidden rounded-xl px-4 py-3 font-semibold text-sm ring-1 target:block";

export function loader({ context }: Route.LoaderArgs) {
  return {
    products: siteContentOf(context).products.map((product) => {
      const { slug, title, name } = productView(product, pageLang);
      return { slug, title, lang: langOf(name) };
    }),
  };
}

export default function Contact({ loaderData: { products } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 split:grid-cols-[2fr_3fr] items-start gap-10 split:gap-12 px-5 py-16 sm:px-8 sm:py-20">
        <ContactDetails />
        <div className="flex min-w-0 flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
          <Island name="enquiry-form" start="on-use">
            <EnquiryForm products={products} />
          </Island>
          {/* Results of the no-JavaScript post, shown by CSS only when the server's redirect targets them:
              outside the island, whose code then carries none of the page's words. */}
          <p id={copy.noScript.sentId} role="status" className={`${noScriptClass} ${toneClass.success}`}>
            {content.formResult.sent}
          </p>
          <p id={copy.noScript.errorId} role="status" className={`${noScriptClass} ${toneClass.error}`}>
            {content.formResult.error}
          </p>
        </div>
      </div>
    </>
  );
}
