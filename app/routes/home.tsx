import type { MetaArgs, MetaDescriptor } from "react-router";
import { ButtonLink } from "#app/components/button-link.tsx";
import { homeIcons } from "#app/components/home-icons.ts";
import { Icon, icons } from "#app/components/icons.tsx";
import { Photo, photoSizes } from "#app/components/photo.tsx";
import { ProductImage } from "#app/components/product-image.tsx";
import { ScrollToTopButton } from "#app/components/scroll-to-top-button.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { companyOf } from "#app/lib/company.ts";
import { type PhotoView, type ProductView, photoView, productView } from "#app/lib/page-content.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { isDeskShell, siteContentOf } from "#app/lib/site-content.server.ts";
import { type Localized, verificationTags } from "#domain/site-content/schema.ts";
import { type Shown, shown } from "#domain/site-content/texts.ts";
import { homeWords as content } from "~/lang/home.ts";
import type { Route } from "./+types/home";

// The title is her company's name and her tagline ("Vardhan Agro Exports | Onions, Green Chillies and Chickpeas
// from India"), in the page's language.
// The search engines' verification tags, only those she has set: the home page is where each engine looks.
export const meta = ({
  matches,
  loaderData,
}: MetaArgs & { loaderData?: { title: string; verification: MetaDescriptor[] } | null }) => [
  ...pageMeta({
    company: companyOf(matches),
    title: loaderData?.title ?? content.meta.title,
    description: content.meta.description,
    path: "/",
  }),
  ...(loaderData?.verification ?? []),
];

export function loader({ context, request }: Route.LoaderArgs) {
  if (isDeskShell(request)) return null;
  const { company, home, products } = siteContentOf(context);
  const inPage = (field: Localized) => shown(field, pageLang);
  const card = (c: { title: Localized; text: Localized }) => ({
    title: inPage(c.title),
    text: inPage(c.text),
  });
  return {
    title: `${company.name} | ${inPage(company.tagline).text}`,
    verification: Object.entries(company.searchEngines ?? {})
      .filter(([, token]) => token)
      .map(([engine, token]) => ({
        name: verificationTags[engine as keyof typeof verificationTags],
        content: token,
      })),
    welcome: inPage(home.welcome),
    intro: inPage(home.intro),
    tagline: inPage(home.tagline),
    aboutTeaser: inPage(home.aboutTeaser),
    heroPhoto: home.heroPhoto && photoView(home.heroPhoto, pageLang),
    aboutPhoto: home.aboutPhoto && photoView(home.aboutPhoto, pageLang),
    offerings: home.offerings.map(card),
    banner: card(home.banner),
    benefits: home.benefits.map(card),
    products: products.filter((p) => p.showOnHome).map((p) => productView(p, pageLang)),
  };
}

type HomeData = NonNullable<Route.ComponentProps["loaderData"]>;
type Card = { title: Shown; text: Shown };

/**
 * Her photo where she has put one, else the drawing the page was designed with, loaded the same way. The
 * drawing keeps the photo's classes unless it names its own (the hero's is placed within its box).
 */
function PhotoOrDrawing({
  photo,
  sizes,
  load,
  className,
  drawing,
}: {
  photo: PhotoView | undefined;
  sizes: string;
  load: "lazy" | "first";
  className: string;
  drawing: { src: string; width: number; height: number; className?: string };
}) {
  if (photo) return <Photo photo={photo} sizes={sizes} load={load} className={className} />;
  return (
    <img
      src={drawing.src}
      alt=""
      width={drawing.width}
      height={drawing.height}
      loading={load === "lazy" ? "lazy" : undefined}
      fetchPriority={load === "first" ? "high" : undefined}
      className={drawing.className ?? className}
    />
  );
}

function Hero({ data }: { data: HomeData }) {
  const { hero } = content;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate h-hero overflow-hidden bg-forest-950">
      <PhotoOrDrawing
        photo={data.heroPhoto}
        sizes={photoSizes.hero}
        load="first"
        className="absolute inset-0 -z-10 size-full"
        drawing={{
          src: "/images/hero-fields.svg",
          width: 1600,
          height: 700,
          className: "absolute inset-0 -z-10 size-full object-cover object-[70%_50%]",
        }}
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-forest-950/95 via-forest-950/75 to-forest-950/10" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center px-5 pt-nav sm:px-8">
        <div className="max-w-2xl text-white">
          <p className="font-bold text-saffron-300 text-sm uppercase tracking-[0.2em]">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 text-balance font-extrabold text-4xl tracking-tight sm:text-6xl"
          >
            <Text text={data.welcome} />
          </h1>
          <p
            lang={langOf(data.intro)}
            className="mt-6 max-w-xl text-pretty text-forest-100 text-lg sm:text-xl"
          >
            {data.intro.text}
          </p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-sm ring-1 ring-white/20 backdrop-blur-sm">
            <Icon path={icons.shield} className="size-5 text-saffron-300" />
            <Text text={data.tagline} />
          </p>
          <div className="mt-9">
            <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function AboutTeaser({ data }: { data: HomeData }) {
  const { about } = content;
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
      <div data-reveal className="grid items-center gap-10 md:grid-cols-[1fr_1.2fr] md:gap-16">
        <PhotoOrDrawing
          photo={data.aboutPhoto}
          sizes={photoSizes.aboutTeaser}
          load="lazy"
          className="aspect-4/3 w-full rounded-3xl bg-cream-100 shadow-sm ring-1 ring-cream-200"
          drawing={{ src: "/images/about-harvest.svg", width: 480, height: 360 }}
        />
        <div>
          <p className="font-bold text-leaf-600 text-sm uppercase tracking-[0.18em]">{about.eyebrow}</p>
          <h2
            id="about-heading"
            className="mt-3 text-balance font-extrabold text-3xl text-forest-900 sm:text-4xl"
          >
            {about.heading}
          </h2>
          <p lang={langOf(data.aboutTeaser)} className="mt-5 text-earth-700 text-lg leading-relaxed">
            {data.aboutTeaser.text}
          </p>
          <div className="mt-8">
            <ButtonLink to={about.link.to} variant="outline">
              {about.link.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function Offerings({ cards }: { cards: Card[] }) {
  const { offerings } = content;
  return (
    <section aria-labelledby="offerings-heading" className="bg-cream-100 px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="offerings-heading" title={offerings.heading} intro={offerings.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card, i) => (
            <li
              key={card.title.text}
              data-reveal
              className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-cream-200"
            >
              <span className="grid size-14 place-items-center rounded-2xl bg-forest-800 text-saffron-300">
                <Icon path={homeIcons[offerings.cards[i]?.icon ?? "sprout"]} className="size-7" />
              </span>
              <h3 lang={langOf(card.title)} className="mt-6 font-extrabold text-forest-900 text-xl">
                {card.title.text}
              </h3>
              <p lang={langOf(card.text)} className="mt-3 text-earth-700 leading-relaxed">
                {card.text.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RequestBanner({ banner }: { banner: Card }) {
  const { requestBanner } = content;
  return (
    <section aria-labelledby="request-heading" className="px-5 py-20 sm:px-8 sm:py-24">
      <div
        data-reveal
        className="relative mx-auto flex max-w-6xl flex-col items-start gap-8 overflow-hidden rounded-[2rem] bg-forest-800 px-8 py-12 text-white shadow-xl sm:px-14 md:flex-row md:items-center md:justify-between"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="absolute -end-16 -top-16 size-64 text-saffron-400/15"
        >
          <circle cx="100" cy="100" r="100" fill="currentColor" />
        </svg>
        <div className="relative max-w-xl">
          <h2
            id="request-heading"
            lang={langOf(banner.title)}
            className="text-balance font-extrabold text-3xl tracking-tight"
          >
            {banner.title.text}
          </h2>
          <p lang={langOf(banner.text)} className="mt-3 text-forest-100 text-lg">
            {banner.text.text}
          </p>
        </div>
        <div className="relative shrink-0">
          <ButtonLink to={requestBanner.cta.to}>{requestBanner.cta.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}

function WhyUs({ benefits }: { benefits: Card[] }) {
  const { whyUs } = content;
  return (
    <section aria-labelledby="why-heading" className="bg-forest-950 px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="why-heading" title={whyUs.heading} intro={whyUs.intro} tone="dark" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit, i) => (
            <li
              key={benefit.title.text}
              data-reveal
              className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/10"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-saffron-400 text-forest-950">
                <Icon path={homeIcons[whyUs.benefits[i]?.icon ?? "bolt"]} />
              </span>
              <h3 lang={langOf(benefit.title)} className="mt-5 font-bold text-lg text-white">
                {benefit.title.text}
              </h3>
              <p lang={langOf(benefit.text)} className="mt-2 text-forest-100 leading-relaxed">
                {benefit.text.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductsStrip({ products }: { products: ProductView[] }) {
  const { products: strip } = content;
  return (
    <section aria-labelledby="products-heading" className="px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="products-heading" title={strip.heading} intro={strip.intro} />
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <li
              key={product.slug}
              data-reveal
              className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-200"
            >
              <ProductImage product={product} load="lazy" sizes={photoSizes.homeStrip} />
              <div className="p-4 sm:p-6">
                <h3
                  lang={langOf(product.shortName)}
                  className="font-extrabold text-forest-900 text-lg leading-snug sm:text-xl"
                >
                  {product.shortName.text}
                </h3>
                <p className="mt-2 inline-block rounded-full bg-forest-100 px-3 py-1 font-semibold text-forest-800 text-xs sm:text-sm">
                  {strip.codeLabel} {product.customsCode}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to={strip.cta.to} variant="dark">
            {strip.cta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** A text inside an element that holds more than the text: its own span only when English stands in. */
function Text({ text }: { text: Shown }) {
  const lang = langOf(text);
  return lang ? <span lang={lang}>{text.text}</span> : text.text;
}

export default function Home({ loaderData: data }: Route.ComponentProps) {
  if (!data) return null;
  return (
    <>
      <Hero data={data} />
      <AboutTeaser data={data} />
      <Offerings cards={data.offerings} />
      <RequestBanner banner={data.banner} />
      <WhyUs benefits={data.benefits} />
      <ProductsStrip products={data.products} />
      <ScrollToTopButton />
    </>
  );
}
