import { Form } from "react-router";
import { deskButton, deskControl } from "#app/desk/shared/ui.ts";
import { deskLanguage, deskLanguageNames, deskLanguages } from "#domain/desk/desk-language.ts";
import { deskWords } from "#domain/desk/words.ts";

const copy = deskWords.security;

/** The person's own desk language; the page loads again in it, as its words are chosen when the desk starts. */
export function DeskLanguageChoice() {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow">
        <label htmlFor="desk-language" className="font-semibold text-earth-900 text-sm">
          {copy.languageLabel}
        </label>
        <select
          id="desk-language"
          name="language"
          defaultValue={deskLanguage}
          className={`${deskControl} mt-1 px-3`}
        >
          {deskLanguages.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {deskLanguageNames[lang]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="language" className={deskButton.primary}>
        {copy.saveLanguage}
      </button>
    </Form>
  );
}
