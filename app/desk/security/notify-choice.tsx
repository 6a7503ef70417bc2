import { useId } from "react";
import { SettingStatus } from "#app/desk/shared/setting-status.tsx";
import { useSavedSetting } from "#app/desk/shared/use-saved-setting.ts";
import { deskApi } from "#domain/desk/api.ts";
import { notifyChoices } from "#domain/desk/assignment-contract.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import type { NotifyChoice } from "#domain/desk/types.ts";

const copy = assignmentWords.notify;

/** 'Notify me of': every new enquiry, or those assigned to me; saved the moment it changes. */
export function NotifyChoiceSetting() {
  const id = useId();
  const { value, saving, notice, save } = useSavedSetting<NotifyChoice>(
    deskApi.notifyChoice,
    () => copy.saved,
  );
  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-2">
      <legend className="font-bold text-forest-900">{copy.label}</legend>
      {notifyChoices.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-3 text-earth-900">
          <input
            type="radio"
            name={`${id}-notify-of`}
            value={choice}
            checked={value?.notifyOf === choice}
            disabled={value === undefined || saving}
            onChange={() => void save({ notifyOf: choice })}
            className="size-5 accent-forest-800"
          />
          {copy[choice]}
        </label>
      ))}
      <p id={`${id}-hint`} className="text-earth-700 text-sm">
        {copy.hint}
      </p>
      <SettingStatus notice={notice} />
    </fieldset>
  );
}
