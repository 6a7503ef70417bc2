import { memo } from "react";
import { bankFields } from "#domain/orders/bank-details.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { useEditor } from "./editor-context.tsx";
import { FieldGroup, PreviewLink, SectionCard } from "./section-card.tsx";
import { FactField, TextField } from "./text-field.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.company;
const pages = siteSectionWords.pages;
const overviewTexts = [
  "natureOfBusiness",
  "employees",
  "marketCovered",
  "directors",
  "turnover",
  "legalStatus",
] as const;

/** 'Company': the name, the About page's texts and overview table, the contact details. */
export const CompanyFields = memo(function CompanyFields({ company }: { company: Company }) {
  const { lang } = useEditor();
  return (
    <SectionCard
      id="company"
      heading={siteSectionWords.sections.company}
      previews={
        <>
          <PreviewLink path="/about" page={pages.about} shortPage={siteSectionWords.previewPages.about} />
          <PreviewLink
            path="/contact"
            page={pages.contact}
            shortPage={siteSectionWords.previewPages.contact}
          />
        </>
      }
    >
      <FactField
        path={["company", "name"]}
        value={company.name}
        label={copy.name}
        max={80}
        hint={copy.nameHint}
      />
      <TextField path={["company", "tagline"]} field={company.tagline} label={copy.tagline} kind="line" />
      <TextField
        path={["company", "description"]}
        field={company.description}
        label={copy.description}
        kind="text"
      />
      <TextField path={["company", "whoWeAre"]} field={company.whoWeAre} label={copy.whoWeAre} kind="text" />
      <TextField path={["company", "vision"]} field={company.vision} label={copy.vision} kind="text" />
      <TextField path={["company", "mission"]} field={company.mission} label={copy.mission} kind="text" />
      <FieldGroup legend={copy.overview}>
        <div className={`grid gap-4 ${lang === "en" ? "md:grid-cols-2" : ""}`}>
          {overviewTexts.map((key) => (
            <TextField
              key={key}
              path={["company", "overview", key]}
              field={company.overview[key]}
              label={copy[key]}
              kind="line"
            />
          ))}
          <FactField
            path={["company", "overview", "yearEstablished"]}
            value={company.overview.yearEstablished}
            label={copy.yearEstablished}
            max={4}
            inputMode="numeric"
          />
          <FactField
            path={["company", "overview", "taxNumber"]}
            value={company.overview.taxNumber}
            label={copy.taxNumber}
            max={15}
            hint={copy.taxNumberHint}
          />
        </div>
      </FieldGroup>
      <FieldGroup legend={copy.contact}>
        <p className="text-earth-700 text-sm">{copy.factsHint}</p>
        <FactField
          path={["company", "contact", "address"]}
          value={company.contact.address}
          label={copy.address}
          max={300}
          hint={copy.addressHint}
          multiline
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FactField
            path={["company", "contact", "email"]}
            value={company.contact.email}
            label={copy.email}
            max={254}
            inputMode="email"
          />
          <FactField
            path={["company", "contact", "phone"]}
            value={company.contact.phone}
            label={copy.phone}
            max={20}
            inputMode="tel"
          />
          <FactField
            path={["company", "contact", "whatsapp"]}
            value={company.contact.whatsapp}
            label={copy.whatsapp}
            max={20}
            inputMode="tel"
          />
          <FactField
            path={["company", "contact", "instagram"]}
            value={company.contact.instagram}
            label={copy.instagram}
            max={300}
            inputMode="url"
          />
        </div>
      </FieldGroup>
      <FieldGroup legend={copy.bank}>
        <p className="text-earth-700 text-sm">{copy.bankHint}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {bankFields.map((field) => (
            <FactField
              key={field}
              path={["company", "bank", field]}
              value={company.bank?.[field] ?? ""}
              label={copy.bankLabels[field]}
              max={field === "address" ? 300 : 200}
              multiline={field === "address"}
            />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={copy.searchEngines}>
        <p className="text-earth-700 text-sm">{copy.searchEnginesHint}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {(["google", "bing", "yandex"] as const).map((engine) => (
            <FactField
              key={engine}
              path={["company", "searchEngines", engine]}
              value={company.searchEngines?.[engine] ?? ""}
              label={copy[engine]}
              max={100}
            />
          ))}
        </div>
      </FieldGroup>
    </SectionCard>
  );
});
