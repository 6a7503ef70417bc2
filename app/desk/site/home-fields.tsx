import { memo } from "react";
import type { Home } from "#domain/site-content/schema.ts";
import { useEditor } from "./editor-context.tsx";
import { HomePhoto } from "./photos/home-photo.tsx";
import { FieldGroup, PreviewLink, SectionCard } from "./section-card.tsx";
import { TextField } from "./text-field.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.home;

/** A card of the home page: its title and text. */
function Card({ path, card, legend }: { path: (string | number)[]; card: Home["banner"]; legend: string }) {
  return (
    <FieldGroup legend={legend}>
      <TextField path={[...path, "title"]} field={card.title} label={copy.title} kind="line" />
      <TextField path={[...path, "text"]} field={card.text} label={copy.text} kind="text" />
    </FieldGroup>
  );
}

/** 'Home page': the hero and its photo, the about teaser and its photo, the three offerings, the banner and the six benefits. */
export const HomeFields = memo(function HomeFields({ home }: { home: Home }) {
  // A translation stands beside its English text: the cards then take the full width, one under another.
  const side = useEditor().lang === "en";
  return (
    <SectionCard
      id="home"
      heading={siteSectionWords.sections.home}
      previews={<PreviewLink path="/" page={siteSectionWords.pages.home} />}
    >
      <TextField path={["home", "welcome"]} field={home.welcome} label={copy.welcome} kind="line" />
      <TextField path={["home", "intro"]} field={home.intro} label={copy.intro} kind="text" />
      <TextField path={["home", "tagline"]} field={home.tagline} label={copy.tagline} kind="line" />
      <HomePhoto place="heroPhoto" photo={home.heroPhoto} legend={copy.heroPhoto} hint={copy.heroPhotoHint} />
      <TextField
        path={["home", "aboutTeaser"]}
        field={home.aboutTeaser}
        label={copy.aboutTeaser}
        kind="text"
      />
      <HomePhoto
        place="aboutPhoto"
        photo={home.aboutPhoto}
        legend={copy.aboutPhoto}
        hint={copy.aboutPhotoHint}
      />
      <h3 className="font-extrabold text-forest-900 text-lg">{copy.offerings}</h3>
      <div className={`grid gap-4 ${side ? "lg:grid-cols-3" : ""}`}>
        {home.offerings.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three offerings are fixed places, not items
          <Card key={i} path={["home", "offerings", i]} card={card} legend={copy.offering(i + 1)} />
        ))}
      </div>
      <Card path={["home", "banner"]} card={home.banner} legend={copy.banner} />
      <h3 className="font-extrabold text-forest-900 text-lg">{copy.benefits}</h3>
      <div className={`grid gap-4 ${side ? "md:grid-cols-2" : ""}`}>
        {home.benefits.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the six benefits are fixed places, not items
          <Card key={i} path={["home", "benefits", i]} card={card} legend={copy.benefit(i + 1)} />
        ))}
      </div>
    </SectionCard>
  );
});
