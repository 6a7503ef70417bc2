import { pageLang } from "#app/lib/page-lang.ts";
import { localePath } from "#domain/i18n.ts";

type SiteLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** The page's path in English (e.g. "/about"); the link names the same page in the page's language. */
  to: string;
};

/** A plain link to another page of the site: a full page load, made instant by the Speculation Rules. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <a {...props} href={localePath(pageLang, to)} />;
}
