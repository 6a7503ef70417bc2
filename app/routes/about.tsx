import type { MetaArgs } from "react-router";
import { Icon, icons } from "#app/components/icons.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Photo, photoSizes } from "#app/components/photo.tsx";
import { ScrollToTopButton } from "#app/components/scroll-to-top-button.tsx";
import { companyOf } from "#app/lib/company.ts";
import { photoView } from "#app/lib/page-content.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteContentOf } from "#app/lib/site-content.server.ts";
import { type Shown, shown } from "#domain/site-content/texts.ts";
import { aboutWords as content } from "~/lang/about.ts";
import type { Route } from "./+types/about";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ company: companyOf(matches), ...content.meta, path: "/about" });

const sectionIcons = [icons.sprout, icons.sun, icons.shield];

/** The GSTIN as the About page shows it: its middle four characters masked. */
const masked = (taxNumber: string) => `${taxNumber.slice(0, 7)}****${taxNumber.slice(11)}`;

export function loader({ context }: Route.LoaderArgs) {
  const { company, home } = siteContentOf(context);
  const { overview } = company;
  const fact = (text: string): Shown => ({ text, lang: pageLang });
  return {
    // Home's About photo is the About page's too: one picture of the farm, set in one place.
    photo: home.aboutPhoto && photoView(home.aboutPhoto, pageLang),
    sections: [company.whoWeAre, company.vision, company.mission].map((text) => shown(text, pageLang)),
    overview: [
      shown(overview.natureOfBusiness, pageLang),
      shown(overview.employees, pageLang),
      fact(overview.yearEstablished),
      shown(overview.marketCovered, pageLang),
      shown(overview.directors, pageLang),
      fact(masked(overview.taxNumber)),
      shown(overview.turnover, pageLang),
      shown(overview.legalStatus, pageLang),
    ],
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { overview } = content;
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        {loaderData.photo && (
          <div className="mb-12 sm:mb-16">
            <Photo
              photo={loaderData.photo}
              sizes={photoSizes.aboutPage}
              className="aspect-4/3 w-full rounded-3xl bg-cream-100 shadow-sm ring-1 ring-cream-200 sm:aspect-21/9"
            />
          </div>
        )}
        <div className="grid gap-6 md:grid-cols-3">
          {content.sections.map((section, index) => (
            <section
              key={section.heading}
              data-reveal
              aria-labelledby={`about-${index}`}
              className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-cream-200"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-forest-800 text-saffron-300">
                <Icon path={sectionIcons[index] ?? icons.sprout} />
              </span>
              <h2 id={`about-${index}`} className="mt-5 font-extrabold text-2xl text-forest-900">
                {section.heading}
              </h2>
              <SectionText text={loaderData.sections[index]} />
            </section>
          ))}
        </div>

        <section data-reveal aria-labelledby="overview-heading" className="mx-auto mt-20 max-w-3xl">
          <h2
            id="overview-heading"
            className="text-center font-extrabold text-3xl text-forest-900 sm:text-4xl"
          >
            {overview.heading}
          </h2>
          <span
            aria-hidden="true"
            className="mx-auto mt-4 mb-10 block h-1 w-16 rounded-full bg-saffron-400"
          />
          <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-200">
            <table className="w-full text-start">
              <caption className="sr-only">{overview.heading}</caption>
              <tbody className="divide-y divide-cream-200">
                {overview.rows.map((row, index) => (
                  <tr key={row.label} className="flex flex-col sm:table-row">
                    <th
                      scope="row"
                      className="px-6 pt-4 font-bold text-forest-900 sm:w-2/5 sm:bg-cream-100/60 sm:py-4"
                    >
                      {row.label}
                    </th>
                    <OverviewValue value={loaderData.overview[index]} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
      <ScrollToTopButton />
    </>
  );
}

function SectionText({ text }: { text: Shown | undefined }) {
  return (
    <p lang={text && langOf(text)} className="mt-3 text-earth-700 leading-relaxed">
      {text?.text}
    </p>
  );
}

function OverviewValue({ value }: { value: Shown | undefined }) {
  return (
    <td lang={value && langOf(value)} className="px-6 pt-1 pb-4 text-earth-700 sm:py-4">
      {value?.text}
    </td>
  );
}
