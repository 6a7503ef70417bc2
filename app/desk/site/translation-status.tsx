import { useMemo } from "react";
import { Link } from "react-router";
import type { Lang } from "#domain/i18n.ts";
import { type SiteContent, type TranslatedLang, translatedLangs } from "#domain/site-content/schema.ts";
import { type TextPath, translationStatus } from "#domain/site-content/texts.ts";
import { fieldId, fieldLabel } from "./content-paths.ts";
import { siteSectionWords as copy } from "./words.ts";

type Status = ReturnType<typeof translationStatus>;

/** The links to the texts of one kind (missing, or needing review) in the language edited. */
function FieldLinks({
  content,
  paths,
  heading,
  onGo,
}: {
  content: SiteContent;
  paths: TextPath[];
  heading: string;
  onGo: (path: TextPath) => void;
}) {
  if (paths.length === 0) return null;
  return (
    <details className="rounded-lg bg-earth-900/5 px-3 py-2">
      <summary className="min-h-9 cursor-pointer py-1 font-bold text-forest-900 text-sm">{heading}</summary>
      <ul className="mt-1 max-h-72 space-y-1 overflow-y-auto text-sm">
        {paths.map((path) => (
          <li key={fieldId(path)}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                onGo(path);
              }}
              className="inline-block min-h-8 py-1 text-forest-800 underline underline-offset-2 hover:text-forest-700"
            >
              {fieldLabel(content, path)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * How many texts each language lacks or needs reviewed, each count a link to that language; for the
 * language edited, a link to every such field.
 */
export function TranslationStatus({
  content,
  lang,
  languageLink,
  onGo,
}: {
  content: SiteContent;
  lang: Lang;
  languageLink: (lang: TranslatedLang) => string;
  onGo: (path: TextPath) => void;
}) {
  // Counted once per check of the content, not at each drawing of the page.
  const status: Status = useMemo(() => translationStatus(content), [content]);
  const shown = lang === "en" ? null : status[lang];
  return (
    <section aria-labelledby="translations-heading" className="space-y-3">
      <h2 id="translations-heading" className="font-extrabold text-forest-900 text-lg">
        {copy.translations}
      </h2>
      <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {translatedLangs.map((code) => (
          <li key={code}>
            <Link
              to={languageLink(code)}
              aria-current={code === lang ? "true" : undefined}
              className="flex min-h-11 flex-col justify-center rounded-lg px-3 py-1.5 ring-1 ring-earth-900/15 hover:bg-earth-900/5 aria-[current=true]:bg-forest-100 aria-[current=true]:ring-forest-800"
            >
              <span className="font-bold text-forest-900">{copy.languages[code]}</span>
              <span className="text-earth-700">
                {copy.missingCount(status[code].missing.length)} ·{" "}
                {copy.reviewCount(status[code].review.length)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {shown && (
        <div className="space-y-2">
          {shown.missing.length + shown.review.length === 0 && (
            <p className="text-earth-700 text-sm">{copy.allTranslated}</p>
          )}
          <FieldLinks
            content={content}
            paths={shown.review}
            heading={`${copy.needsReview} (${shown.review.length})`}
            onGo={onGo}
          />
          <FieldLinks
            content={content}
            paths={shown.missing}
            heading={`${copy.missing} (${shown.missing.length})`}
            onGo={onGo}
          />
          {shown.missing.length > 0 && <p className="text-earth-700 text-xs">{copy.missingHint}</p>}
        </div>
      )}
    </section>
  );
}
