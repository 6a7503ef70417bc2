import { LanguageOffer } from "~/components/language-offer";
import { hydrateIsland } from "./hydrate";

hydrateIsland("language-offer", <LanguageOffer />);
