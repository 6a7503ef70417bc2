import { useId } from "react";
import { SettingStatus } from "#app/desk/shared/setting-status.tsx";
import { useSavedSetting } from "#app/desk/shared/use-saved-setting.ts";
import type { WeeklySummarySetting } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { weeklySummaryWords } from "#domain/desk/visitors-words.ts";

const copy = weeklySummaryWords;

/**
 * The signed-in owner's 'Weekly summary by mail' switch: a checkbox that saves the moment it changes, and says
 * so where a screen reader hears it. Disabled until her setting is read, and while a change is saved.
 */
export function WeeklySummarySwitch() {
  const id = useId();
  const { value, saving, notice, save } = useSavedSetting<WeeklySummarySetting>(
    visitorsApi.weeklySummary,
    (saved) => (saved.on ? copy.on : copy.off),
  );
  const on = value?.on;

  return (
    <div className="flex flex-wrap items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={on ?? false}
        disabled={on === undefined || saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void save({ on: event.currentTarget.checked })}
        className="mt-0.5 size-6 accent-forest-800"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-bold text-forest-900">
          {copy.label}
        </label>
        <p id={`${id}-hint`} className="text-earth-700 text-sm">
          {copy.hint}
        </p>
        <SettingStatus notice={notice} />
      </div>
    </div>
  );
}
