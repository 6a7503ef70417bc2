import { Form } from "react-router";
import { DeskLanguageSelect } from "#app/desk/shared/desk-language-select.tsx";
import { deskButton } from "#app/desk/shared/ui.ts";
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
        <DeskLanguageSelect id="desk-language" className="mt-1" />
      </div>
      <button type="submit" name="intent" value="language" className={deskButton.primary}>
        {copy.saveLanguage}
      </button>
    </Form>
  );
}
