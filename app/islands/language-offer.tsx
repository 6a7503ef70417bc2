import { LanguageOffer } from "#app/components/language-offer.tsx";
import { hydrateIsland } from "./hydrate.tsx";

hydrateIsland("language-offer", <LanguageOffer />);
