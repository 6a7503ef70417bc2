import type { Role } from "./roles.ts";

export const arabic: Record<Role, string> = { owner: "مالك", sales: "مبيعات", viewer: "مشاهد" };
