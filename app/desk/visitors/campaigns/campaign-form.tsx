import { Form, Link } from "react-router";
import { deskButton, deskControl } from "#app/desk/shared/ui.ts";
import { deskPages } from "#domain/desk/api.ts";
import type { CampaignLink, CampaignLinks } from "#domain/desk/types.ts";
import { campaignWords } from "#domain/desk/visitors-words.ts";
import { languages } from "#domain/i18n.ts";

const copy = campaignWords;
const label = "mb-1 block font-bold text-forest-900 text-sm";
const hint = "mt-1 text-earth-700 text-xs";

type Choices = Pick<CampaignLinks, "pages" | "media" | "sources">;

/** The pages by language, as the page list's groups. */
function pagesByLanguage(pages: Choices["pages"]) {
  const groups = new Map<string, Choices["pages"]>();
  for (const page of pages) groups.set(page.language, [...(groups.get(page.language) ?? []), page]);
  return [...groups];
}

/** A line of free text with a hint under it, and suggestions (a datalist) when given. */
function TextField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  maxLength: number;
  value?: string;
  placeholder?: string;
  suggestions?: readonly string[];
  className?: string;
}) {
  const { id, suggestions } = props;
  return (
    <div className={props.className}>
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        required
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        list={suggestions && `${id}-list`}
        defaultValue={props.value}
        aria-describedby={`${id}-hint`}
        className={`${deskControl} px-3`}
      />
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <p id={`${id}-hint`} className={hint}>
        {props.hint}
      </p>
    </div>
  );
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
        <TextField
          id={field("name")}
          name="name"
          label={copy.name}
          hint={copy.nameFixed}
          maxLength={100}
          placeholder={copy.nameHint}
          className="sm:col-span-2"
        />
      )}
      {(
        [
          ["source", copy.source, copy.sourceHint, choices.sources],
          ["medium", copy.medium, copy.mediumHint, choices.media],
        ] as const
      ).map(([name, fieldLabel, fieldHint, suggestions]) => (
        <TextField
          key={name}
          id={field(name)}
          name={name}
          label={fieldLabel}
          hint={fieldHint}
          maxLength={60}
          value={link?.[name]}
          suggestions={suggestions}
        />
      ))}
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
