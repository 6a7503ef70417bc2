import { EnquiryForm } from "#app/components/enquiry-form/enquiry-form.tsx";
import { productOptions } from "#app/components/enquiry-form/quote-details.tsx";
import { typedBeforeHydration } from "#app/components/enquiry-form/typed-before-hydration.ts";
import { hydrateIsland } from "./hydrate.tsx";

const form = document.querySelector<HTMLFormElement>('[data-island="enquiry-form"] form');
const select = form?.querySelector<HTMLSelectElement>('select[name="product"]') ?? null;
hydrateIsland(
  "enquiry-form",
  <EnquiryForm products={productOptions(select)} typed={typedBeforeHydration(form)} />,
);
