import { EnquiryForm } from "~/components/enquiry-form/enquiry-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("enquiry-form", <EnquiryForm />);
