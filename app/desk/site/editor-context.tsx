import { createContext, useContext } from "react";
import type { Lang } from "#domain/i18n.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { withValueAt } from "./content-paths.ts";

/**
 * What every field of the editor shares: the language edited, the errors by place, and the change of the draft.
 * Not the draft itself: each part gets its own slice as a prop, so a keystroke redraws only the part it changed.
 */
export type Editor = {
  lang: Lang;
  errors: Record<string, string>;
  change: (update: (content: SiteContent) => SiteContent) => void;
  /** Whether edits wait to be saved, and their save now (a preview shows the saved draft). */
  dirty: () => boolean;
  flush: () => Promise<void>;
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
