import { EnquiryForm } from "~/components/enquiry-form/enquiry-form";
import { productOptions } from "~/components/enquiry-form/quote-details";
import { hydrateIsland } from "./hydrate";

const select = document.querySelector<HTMLSelectElement>(
  '[data-island="enquiry-form"] select[name="product"]',
);
hydrateIsland("enquiry-form", <EnquiryForm products={productOptions(select)} />);
