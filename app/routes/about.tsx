import { Icon, icons } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { ScrollToTopButton } from "~/components/scroll-to-top-button";
import { aboutContent as content } from "~/lang/about";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: "/about" });

const sectionIcons = [icons.sprout, icons.sun, icons.shield];

export default function About() {
  const { overview } = content;
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
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
              <p className="mt-3 text-earth-700 leading-relaxed">{section.text}</p>
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
                {overview.rows.map((row) => (
                  <tr key={row.label} className="flex flex-col sm:table-row">
                    <th
                      scope="row"
                      className="px-6 pt-4 font-bold text-forest-900 sm:w-2/5 sm:bg-cream-100/60 sm:py-4"
                    >
                      {row.label}
                    </th>
                    <td className="px-6 pt-1 pb-4 text-earth-700 sm:py-4">{row.value}</td>
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
