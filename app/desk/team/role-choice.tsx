import { deskControl } from "#app/desk/shared/ui.ts";
import { type Role, roles } from "#domain/desk/roles.ts";
import { teamWords as copy } from "#domain/desk/team-words.ts";

/** A choice of Owner, Sales or Viewer, each with what it may do. */
export function RoleChoice({
  id,
  label,
  defaultValue,
  className = "",
  withHelp = false,
}: {
  id: string;
  label?: string;
  defaultValue: Role;
  className?: string;
  /** What each role may do, beside its name (the invitation's form). */
  withHelp?: boolean;
}) {
  return (
    <select
      id={id}
      name="role"
      aria-label={label}
      defaultValue={defaultValue}
      className={`${deskControl} px-3 ${className}`}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {withHelp ? `${copy.roles[role]}: ${copy.roleHelp[role]}` : copy.roles[role]}
        </option>
      ))}
    </select>
  );
}
