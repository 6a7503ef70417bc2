import { useCompany } from "#app/lib/company.ts";
import { langOf } from "#app/lib/page-lang.ts";
import { siteFrameWords as texts } from "~/lang/site-frame.ts";
import { Icon, icons } from "./icons.tsx";
import { Logo } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";

/** Set by vite.config.ts when the pages are built (a page is rebuilt with every change of the site). */
declare const __BUILD_YEAR__: number;

export function SiteFooter() {
  const company = useCompany();
  const socialLinks = [
    { label: "Instagram", href: company.instagramUrl, icon: icons.instagram },
    { label: "WhatsApp", href: company.whatsappUrl, icon: icons.whatsapp },
  ];
  return (
    <footer className="bg-forest-950 text-forest-100 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-12 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo />
          <p lang={langOf(company.description)} className="mt-5 max-w-md text-pretty text-sm leading-relaxed">
            {company.description.text}
          </p>
        </div>
        <ul className="flex gap-3">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} ${texts.footer.newTab}`}
                className="grid size-12 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-saffron-400 hover:text-forest-950"
              >
                <Icon path={link.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {__BUILD_YEAR__} {company.name}. {texts.footer.rights}
          </p>
          <SiteLink
            to={texts.footer.privacyPolicy.to}
            className="self-start rounded font-semibold underline-offset-4 hover:text-saffron-300 hover:underline"
          >
            {texts.footer.privacyPolicy.label}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
