import { useRouteLoaderData } from "react-router";
import { type DeskRoute, mayCall } from "#domain/desk/route-roles.ts";
import type { Me } from "#domain/desk/types.ts";

/**
 * Whether the signed-in person's role lets them call `route`, by the table the server's guard reads: a button
 * whose route would answer 403 is not shown. Before the desk knows the role, only what a Viewer may do is.
 */
export function useMayCall(route: DeskRoute): boolean {
  const me = useRouteLoaderData<Me>("desk/layout");
  return mayCall(me?.role ?? "viewer", route);
}
