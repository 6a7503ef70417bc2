import type { Lang } from "#domain/i18n.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { errorPlace, fieldId, fieldLabel } from "./content-paths.ts";

/** Each field an error names, as a link that takes her to it (in its language), with the error beside it. */
export function ErrorLinks({
  errors,
  lang,
  content,
  languageLink,
  goTo,
}: {
  errors: Record<string, string>;
  lang: Lang;
  content: SiteContent;
  languageLink: (code: Lang) => string;
  goTo: (path: TextPath, inLang?: Lang) => void;
}) {
  return (
    <ul className="mt-1 space-y-0.5">
      {Object.keys(errors).map((key) => {
        const place = errorPlace(key, lang);
        return (
          <li key={key}>
            <a
              href={`${languageLink(place.lang)}#${fieldId(place.path)}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(place.path, place.lang);
              }}
              className="underline underline-offset-2"
            >
              {fieldLabel(content, place.path)}
            </a>
            : {errors[key]}
          </li>
        );
      })}
    </ul>
  );
}
