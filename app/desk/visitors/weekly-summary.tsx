import { useEffect, useId, useState } from "react";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import type { WeeklySummarySetting } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { weeklySummaryWords } from "#domain/desk/visitors-words.ts";
import { deskWords } from "#domain/desk/words.ts";

const copy = weeklySummaryWords;

/**
 * The signed-in owner's 'Weekly summary by mail' switch: a checkbox that saves the moment it changes, and says
 * so where a screen reader hears it. Disabled until her setting is read, and while a change is saved.
 */
export function WeeklySummarySwitch() {
  const id = useId();
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    deskFetch<WeeklySummarySetting>(visitorsApi.weeklySummary)
      .then((setting) => setOn(setting.on))
      .catch((error: unknown) =>
        setNotice({
          text: error instanceof DeskError ? error.message : deskWords.errors.generic,
          error: true,
        }),
      );
  }, []);

  async function change(wanted: boolean) {
    setSaving(true);
    setOn(wanted);
    try {
      const saved = await deskFetch<WeeklySummarySetting>(visitorsApi.weeklySummary, {
        method: "PUT",
        body: { on: wanted } satisfies WeeklySummarySetting,
      });
      setOn(saved.on);
      setNotice({ text: saved.on ? copy.on : copy.off, error: false });
    } catch (error) {
      setOn(!wanted);
      setNotice({ text: error instanceof DeskError ? error.message : deskWords.errors.generic, error: true });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={on ?? false}
        disabled={on === undefined || saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.currentTarget.checked)}
        className="mt-0.5 size-6 accent-forest-800"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-bold text-forest-900">
          {copy.label}
        </label>
        <p id={`${id}-hint`} className="text-earth-700 text-sm">
          {copy.hint}
        </p>
        <p
          role="status"
          className={`text-sm ${notice?.error ? "text-onion-700" : "text-forest-800"} empty:hidden`}
        >
          {notice?.text}
        </p>
      </div>
    </div>
  );
}
