import { EnquiryForm } from "~/components/enquiry-form/enquiry-form";
import { productOptions } from "~/components/enquiry-form/quote-details";
import { typedBeforeHydration } from "~/components/enquiry-form/typed-before-hydration";
import { hydrateIsland } from "./hydrate";

const form = document.querySelector<HTMLFormElement>('[data-island="enquiry-form"] form');
const select = form?.querySelector<HTMLSelectElement>('select[name="product"]') ?? null;
hydrateIsland(
  "enquiry-form",
  <EnquiryForm products={productOptions(select)} typed={typedBeforeHydration(form)} />,
);
