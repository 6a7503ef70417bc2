import { Form } from "react-router";
import { IntentButton } from "#app/desk/shared/intent-button.tsx";
import { TimeAgo } from "#app/desk/shared/time-ago.tsx";
import { deskButton } from "#app/desk/shared/ui.ts";
import { teamWords as copy } from "#domain/desk/team-words.ts";
import type { Person } from "#domain/desk/types.ts";
import { RoleChoice } from "./role-choice.tsx";

// On each cell: a header cell centres its text unless told, and the table's "start" does not tell it.
const cell = "px-0 py-1 text-start align-top md:px-3 md:py-3";
/** On a phone each row is a card: the cells stack under the address, each with its column's name. */
const labelled =
  "before:block before:font-semibold before:text-earth-700 before:text-xs before:uppercase before:content-[attr(data-label)] md:before:hidden";

/**
 * Each person with their role, last sign-in and passkeys, and what an Owner may change: the last Owner is
 * offered neither 'Change role' nor 'Remove' (the server refuses both anyway).
 */
export function PeopleTable({ people }: { people: Person[] }) {
  const owners = people.filter((p) => p.role === "owner").length;
  return (
    <div className="md:-mx-3">
      <table className="w-full text-start text-sm">
        <thead className="sr-only text-earth-700 text-xs uppercase tracking-wide md:not-sr-only">
          <tr>
            <th scope="col" className={cell}>
              {copy.email}
            </th>
            <th scope="col" className={cell}>
              {copy.role}
            </th>
            <th scope="col" className={cell}>
              {copy.lastSignIn}
            </th>
            <th scope="col" className={`${cell} md:text-end`}>
              {copy.passkeys}
            </th>
            <th scope="col" className={cell}>
              {copy.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-earth-900/10">
          {people.map((person) => {
            const lastOwner = person.role === "owner" && owners <= 1;
            return (
              <tr key={person.id} className="grid grid-cols-3 gap-x-3 py-3 md:table-row md:py-0">
                <th
                  scope="row"
                  className={`${cell} col-span-3 font-bold text-earth-900 [overflow-wrap:anywhere]`}
                >
                  <bdi>{person.email}</bdi>{" "}
                  {person.you && <span className="font-normal text-earth-700">{copy.you}</span>}
                </th>
                <td data-label={copy.role} className={`${cell} ${labelled}`}>
                  {copy.roles[person.role]}
                </td>
                <td data-label={copy.lastSignIn} className={`${cell} ${labelled}`}>
                  {person.lastSignInAt ? <TimeAgo iso={person.lastSignInAt} /> : copy.never}
                </td>
                <td data-label={copy.passkeys} className={`${cell} ${labelled} tabular-nums md:text-end`}>
                  {person.passkeys}
                </td>
                <td className={`${cell} col-span-3 pt-2`}>
                  {lastOwner ? (
                    <span className="text-earth-700">{copy.lastOwner}</span>
                  ) : (
                    <div className="flex flex-wrap items-center gap-2">
                      <Form method="post" className="flex items-center gap-2">
                        <input type="hidden" name="id" value={person.id} />
                        <RoleChoice
                          id={`role-${person.id}`}
                          label={copy.roleOf(person.email)}
                          defaultValue={person.role}
                          className="w-auto!"
                        />
                        <button
                          type="submit"
                          name="intent"
                          value="role"
                          aria-label={copy.changeRoleLabel(person.email)}
                          className={deskButton.outline}
                        >
                          {copy.changeRole}
                        </button>
                      </Form>
                      <IntentButton
                        id={person.id}
                        intent="remove"
                        label={copy.removeLabel(person.email)}
                        confirm={copy.confirmRemove(person.email)}
                        className={deskButton.danger}
                      >
                        {copy.remove}
                      </IntentButton>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
