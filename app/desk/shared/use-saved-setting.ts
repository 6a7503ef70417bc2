import { useEffect, useState } from "react";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { deskWords } from "#domain/desk/words.ts";

export type SettingNotice = { text: string; error: boolean } | null;

const failure = (error: unknown): SettingNotice => ({
  text: error instanceof DeskError ? error.message : deskWords.errors.generic,
  error: true,
});

/**
 * A setting the desk reads with GET and saves with PUT at one address, the moment it changes: its value
 * (undefined until read), whether a change is being saved, and a notice to show in a status line.
 */
export function useSavedSetting<T>(url: string, savedText: (saved: T) => string) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SettingNotice>(null);
  useEffect(() => {
    deskFetch<T>(url)
      .then(setValue)
      .catch((error: unknown) => setNotice(failure(error)));
  }, [url]);

  async function save(wanted: T) {
    const before = value;
    setSaving(true);
    setValue(wanted);
    try {
      const saved = await deskFetch<T>(url, { method: "PUT", body: wanted });
      setValue(saved);
      setNotice({ text: savedText(saved), error: false });
    } catch (error) {
      setValue(before);
      setNotice(failure(error));
    } finally {
      setSaving(false);
    }
  }

  return { value, saving, notice, save };
}
