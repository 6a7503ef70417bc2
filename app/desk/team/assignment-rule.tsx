import { useEffect, useId, useState } from "react";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { SettingStatus } from "#app/desk/shared/setting-status.tsx";
import { deskControl } from "#app/desk/shared/ui.ts";
import { useSavedSetting } from "#app/desk/shared/use-saved-setting.ts";
import { deskApi } from "#domain/desk/api.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";
import type { AssignmentRule, People } from "#domain/desk/types.ts";

const copy = assignmentWords.rule;

/** The select's value for a rule: 'nobody', 'sales-in-turn', or the person's id. */
const choiceOf = (rule: AssignmentRule) => (rule.rule === "person" ? (rule.personId ?? "") : rule.rule);
const ruleOf = (choice: string): AssignmentRule =>
  choice === "nobody" || choice === "sales-in-turn"
    ? { rule: choice, personId: null }
    : { rule: "person", personId: choice };

/**
 * 'New enquiries go to': nobody, one person, or the Sales people in turn; saved the moment it changes. Made
 * for the Team page (Owners only: the server refuses anyone else).
 */
export function AssignmentRuleSetting() {
  const id = useId();
  const [people, setPeople] = useState<People["people"]>([]);
  useEffect(() => {
    deskFetch<People>(deskApi.people)
      .then((answer) => setPeople(answer.people.filter((person) => person.role !== "viewer")))
      .catch(() => setPeople([]));
  }, []);
  const nameOf = (rule: AssignmentRule) =>
    rule.rule === "person"
      ? (people.find((person) => person.id === rule.personId)?.email ?? copy.nobody)
      : rule.rule === "nobody"
        ? copy.nobody
        : copy.salesInTurn;
  const { value, saving, notice, save } = useSavedSetting<AssignmentRule>(
    deskApi.assignmentRule,
    (saved) => `${copy.saved} ${nameOf(saved)}.`,
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="font-extrabold text-forest-900 text-lg">
        {copy.heading}
      </h2>
      <label htmlFor={`${id}-rule`} className="block font-bold text-forest-900 text-sm">
        {copy.label}
      </label>
      <select
        id={`${id}-rule`}
        value={value ? choiceOf(value) : ""}
        disabled={value === undefined || saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void save(ruleOf(event.currentTarget.value))}
        className={`${deskControl} px-3`}
      >
        <option value="nobody">{copy.nobody}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.email}
          </option>
        ))}
        <option value="sales-in-turn">{copy.salesInTurn}</option>
      </select>
      <p id={`${id}-hint`} className="text-earth-700 text-sm">
        {copy.hint}
      </p>
      <SettingStatus notice={notice} />
    </section>
  );
}
