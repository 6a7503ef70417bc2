// Where new enquiries go (issue 41, part 4): to nobody, to one person, or to the Sales people in turn. The only
// SQL on assignment_rule, one row: the rule, its person, and the Sales person given the last enquiry.
import type { DatabaseSync } from "node:sqlite";
import type { assignmentRules } from "#domain/desk/assignment-contract.ts";
import type { Role } from "#domain/desk/roles.ts";

export type AssignmentRule = { rule: (typeof assignmentRules)[number]; personId: string | null };

export type AssignmentRules = ReturnType<typeof createAssignmentRules>;

/** `people` lists every account with its role (server/sign-in/owners.ts). */
export function createAssignmentRules(
  db: DatabaseSync,
  people: () => readonly { id: string; email: string; role: Role }[],
) {
  const select = db.prepare(
    "SELECT rule, person_id AS personId, last_given_id AS lastGivenId FROM assignment_rule WHERE id = 1",
  );
  const update = db.prepare("UPDATE assignment_rule SET rule = ?, person_id = ? WHERE id = 1");
  const given = db.prepare("UPDATE assignment_rule SET last_given_id = ? WHERE id = 1");
  const read = () => select.get() as AssignmentRule & { lastGivenId: string | null };

  return {
    get(): AssignmentRule {
      const { rule, personId } = read();
      return { rule, personId };
    },

    set({ rule, personId }: AssignmentRule): void {
      update.run(rule, rule === "person" ? personId : null);
    },

    /**
     * The person the next new enquiry goes to, called inside its transaction so two enquiries never take the
     * same turn. Sales people take turns in the order of their addresses; a person removed meanwhile (the
     * foreign key forgets them) leaves the rule giving to nobody, or the turn starting again.
     */
    next(): string | null {
      const { rule, personId, lastGivenId } = read();
      if (rule === "person") return personId;
      if (rule === "nobody") return null;
      const sales = people()
        .filter((person) => person.role === "sales")
        .sort((a, b) => a.email.localeCompare(b.email, "en"));
      if (sales.length === 0) return null;
      const after = sales.findIndex((person) => person.id === lastGivenId);
      const chosen = sales[(after + 1) % sales.length]?.id ?? null;
      given.run(chosen);
      return chosen;
    },
  };
}
