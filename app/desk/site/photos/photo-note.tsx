import { useState } from "react";
import { useEditor } from "../editor-context.tsx";

/** What the last action did, for the status region; said in the language it was done in only. */
export function useNote() {
  const { lang } = useEditor();
  const [note, setNote] = useState({ text: "", lang });
  return [note.lang === lang ? note.text : "", (text: string) => setNote({ text, lang })] as const;
}

export function Note({ text }: { text: string }) {
  return (
    <p role="status" className="text-earth-700 text-sm empty:hidden">
      {text}
    </p>
  );
}
