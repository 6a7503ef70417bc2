import { createContext, useContext } from "react";
import type { Lang } from "../../../../domain/i18n";
import type { SiteContent } from "../../../../domain/site-content/schema";
import type { TextPath } from "../../../../domain/site-content/texts";
import { withValueAt } from "./content-paths";

/** What every field of the editor reads and changes: the draft, the language edited, the errors by place. */
export type Editor = {
  content: SiteContent;
  lang: Lang;
  errors: Record<string, string>;
  change: (update: (content: SiteContent) => SiteContent) => void;
};

const EditorContext = createContext<Editor | null>(null);
export const EditorProvider = EditorContext.Provider;

export function useEditor() {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error("a Site field outside the Site editor");
  return {
    ...editor,
    /** Sets the value at a place of the content. */
    set: (path: TextPath, value: unknown) => editor.change((content) => withValueAt(content, path, value)),
  };
}
