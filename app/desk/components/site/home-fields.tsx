import { siteSectionContent } from "../../site-section-content";
import { FieldGroup, PreviewLink, SectionCard } from "./section-card";
import { TextField } from "./text-field";

const copy = siteSectionContent.home;

/** A card of the home page: its title and text. */
function Card({ path, legend }: { path: (string | number)[]; legend: string }) {
  return (
    <FieldGroup legend={legend}>
      <TextField path={[...path, "title"]} label={copy.title} kind="line" />
      <TextField path={[...path, "text"]} label={copy.text} kind="text" />
    </FieldGroup>
  );
}

/** 'Home page': the hero, the about teaser, the three offerings, the banner and the six benefits. */
export function HomeFields() {
  return (
    <SectionCard
      id="home"
      heading={siteSectionContent.sections.home}
      previews={<PreviewLink path="/" page={siteSectionContent.pages.home} />}
    >
      <TextField path={["home", "welcome"]} label={copy.welcome} kind="line" />
      <TextField path={["home", "intro"]} label={copy.intro} kind="text" />
      <TextField path={["home", "tagline"]} label={copy.tagline} kind="line" />
      <TextField path={["home", "aboutTeaser"]} label={copy.aboutTeaser} kind="text" />
      <h3 className="font-extrabold text-forest-900 text-lg">{copy.offerings}</h3>
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} path={["home", "offerings", i]} legend={copy.offering(i + 1)} />
        ))}
      </div>
      <Card path={["home", "banner"]} legend={copy.banner} />
      <h3 className="font-extrabold text-forest-900 text-lg">{copy.benefits}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card key={i} path={["home", "benefits", i]} legend={copy.benefit(i + 1)} />
        ))}
      </div>
    </SectionCard>
  );
}
