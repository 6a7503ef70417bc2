import { type DeskLanguage, deskLanguage } from "./desk-language.ts";

/**
 * What a person on the owner's team may do. 'owner' does everything (the team, publishing, restoring, exporting,
 * erasing, settings); 'sales' works the enquiries and drafts the site; 'viewer' reads the desk and changes
 * nothing. The server's guard and the desk read these same names.
 */
export const roles = ["owner", "sales", "viewer"] as const;

export type Role = (typeof roles)[number];

/**
 * Each role's name in each desk language (an invitation's mail names it in the invitation's). Three words: kept
 * here rather than in catalogues of their own, whose loading would cost every English page more than they do.
 */
export const roleNamesIn: Record<DeskLanguage, Record<Role, string>> = {
  en: { owner: "Owner", sales: "Sales", viewer: "Viewer" },
  ar: { owner: "مالك", sales: "مبيعات", viewer: "مشاهد" },
};

/** Each role's name in the desk's language; the server's logs and refusals read English. */
export const roleLabels: Record<Role, string> = roleNamesIn[deskLanguage];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Each role may do all that the roles after it in `roles` may: Owner > Sales > Viewer. */
export function roleAllows(role: Role, need: Role): boolean {
  return roles.indexOf(role) <= roles.indexOf(need);
}

/** The refusal's sentence with a role's name in it. */
export const refusalOf = (roleName: string) => `Your role, ${roleName}, cannot do this. Ask an Owner.`;

/** The guard's answer to a role below what a route needs, in English; the desk shows it in its language. */
export function roleRefusal(role: Role): string {
  return refusalOf(roleNamesIn.en[role]);
}
