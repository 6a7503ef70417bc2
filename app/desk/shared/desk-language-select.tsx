import { deskControl } from "#app/desk/shared/ui.ts";
import { deskLanguage, deskLanguageNames, deskLanguages } from "#domain/desk/desk-language.ts";

/** A desk language to choose, each by its own name, the reader's own chosen at first (Security, an invitation). */
export function DeskLanguageSelect({ id, className = "" }: { id: string; className?: string }) {
  return (
    <select
      id={id}
      name="language"
      defaultValue={deskLanguage}
      className={`${deskControl} px-3 ${className}`}
    >
      {deskLanguages.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {deskLanguageNames[lang]}
        </option>
      ))}
    </select>
  );
}
