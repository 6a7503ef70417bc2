import { useRouteLoaderData } from "react-router";
import type { CompanyView } from "./page-content.ts";

type RootData = { company: CompanyView };

/** The company's facts from the root route's loader (app/root.tsx), in any component of a page. */
export function useCompany(): CompanyView {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("the root route's data is missing");
  return data.company;
}

/** The same in a route's `meta`, from its matches. */
export function companyOf(
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): CompanyView {
  const data = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!data) throw new Error("the root route's data is missing");
  return data.company;
}
