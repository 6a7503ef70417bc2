import { useCompany } from "#app/lib/company.ts";
import { companyNamed } from "#domain/site-content/company-named.ts";
import { siteFrameWords } from "~/lang/site-frame.ts";
import { SiteLink } from "./site-link.tsx";

/** The logo mark: a sprouting seed under a rising sun, in the brand's saffron and leaf green. Its shapes are domain/logo-mark.ts's (the spec sheets draw them; a test holds the two alike). */
export function LogoMark({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 40 40" role="img" aria-label={label} className="size-10 shrink-0">
      <circle cx="20" cy="20" r="19" fill="#163224" stroke="#efb743" strokeWidth="2" />
      <path d="M9 27a11 11 0 0 1 22 0z" fill="#efb743" />
      <path d="M20 31V19" stroke="#fbf8f1" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M20 21c0-4-3-7-8-7 0 4.5 3 7 8 7zM20 19c0-3.5 2.6-6.5 7.5-6.5 0 4.5-3 6.5-7.5 6.5z"
        fill="#8fc45a"
      />
      <path d="M8 31h24" stroke="#fbf8f1" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  const company = useCompany();
  return (
    <SiteLink to="/" className="flex items-center gap-2.5 rounded-md text-white">
      <LogoMark label={companyNamed(siteFrameWords.logoLabel, company.name)} />
      {/* The mark's name already says the company's name: the wordmark would only repeat it. */}
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="font-extrabold text-xl tracking-tight">{company.logo.primary}</span>
        <span className="mt-1 whitespace-nowrap font-semibold text-[0.625rem] text-saffron-300 uppercase tracking-[0.16em] sm:tracking-[0.22em]">
          {company.logo.secondary}
        </span>
      </span>
    </SiteLink>
  );
}
