import { Form, Link } from "react-router";
import { deskButton, deskControl } from "#app/desk/shared/ui.ts";
import { deskPages } from "#domain/desk/api.ts";
import type { CampaignLink, CampaignLinks } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { languages } from "#domain/i18n.ts";

const copy = deskWords.campaigns;
const label = "mb-1 block font-bold text-forest-900 text-sm";
const hint = "mt-1 text-earth-700 text-xs";

type Choices = Pick<CampaignLinks, "pages" | "media" | "sources">;

/** The pages by language, as the page list's groups. */
function pagesByLanguage(pages: Choices["pages"]) {
  const groups = new Map<string, Choices["pages"]>();
  for (const page of pages) groups.set(page.language, [...(groups.get(page.language) ?? []), page]);
  return [...groups];
}

/**
 * A new link (its name, source, medium and page) or a link's change (the name stays: it made the short link).
 * Source and medium are free text with suggestions.
 */
export function CampaignForm({ link, choices }: { link?: CampaignLink; choices: Choices }) {
  const key = link?.id ?? "new";
  const field = (name: string) => `campaign-${name}-${key}`;
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2">
      {link ? (
        <input type="hidden" name="id" value={link.id} />
      ) : (
        <div className="sm:col-span-2">
          <label htmlFor={field("name")} className={label}>
            {copy.name}
          </label>
          <input
            id={field("name")}
            name="name"
            required
            maxLength={100}
            placeholder={copy.nameHint}
            aria-describedby={`${field("name")}-hint`}
            className={`${deskControl} px-3`}
          />
          <p id={`${field("name")}-hint`} className={hint}>
            {copy.nameFixed}
          </p>
        </div>
      )}
      <div>
        <label htmlFor={field("source")} className={label}>
          {copy.source}
        </label>
        <input
          id={field("source")}
          name="source"
          required
          maxLength={60}
          list={`${field("source")}-list`}
          defaultValue={link?.source}
          aria-describedby={`${field("source")}-hint`}
          className={`${deskControl} px-3`}
        />
        <datalist id={`${field("source")}-list`}>
          {choices.sources.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
        <p id={`${field("source")}-hint`} className={hint}>
          {copy.sourceHint}
        </p>
      </div>
      <div>
        <label htmlFor={field("medium")} className={label}>
          {copy.medium}
        </label>
        <input
          id={field("medium")}
          name="medium"
          required
          maxLength={60}
          list={`${field("medium")}-list`}
          defaultValue={link?.medium}
          aria-describedby={`${field("medium")}-hint`}
          className={`${deskControl} px-3`}
        />
        <datalist id={`${field("medium")}-list`}>
          {choices.media.map((medium) => (
            <option key={medium} value={medium} />
          ))}
        </datalist>
        <p id={`${field("medium")}-hint`} className={hint}>
          {copy.mediumHint}
        </p>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={field("page")} className={label}>
          {copy.page}
        </label>
        <select
          id={field("page")}
          name="page"
          required
          defaultValue={link?.page ?? "/"}
          className={`${deskControl} px-3`}
        >
          {pagesByLanguage(choices.pages).map(([language, pages]) => (
            <optgroup key={language} label={languages[language as keyof typeof languages]?.name ?? language}>
              {pages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.label} ({page.path})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" name="intent" value={link ? "save" : "add"} className={deskButton.primary}>
          {link ? copy.save : copy.create}
        </button>
        {link && (
          <Link to={deskPages.campaigns} className={`${deskButton.outline} inline-flex items-center`}>
            {copy.cancel}
          </Link>
        )}
      </div>
    </Form>
  );
}
