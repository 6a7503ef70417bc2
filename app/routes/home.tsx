import { ButtonLink } from "~/components/button-link";
import { homeIcons } from "~/components/home-icons";
import { Icon, icons } from "~/components/icons";
import { ProductImage } from "~/components/product-image";
import { ScrollToTopButton } from "~/components/scroll-to-top-button";
import { SectionHeading } from "~/components/section-heading";
import { homeContent as content } from "~/lang/home";
import { products } from "~/lang/products";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: "/" });

function Hero() {
  const { hero } = content;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate h-hero overflow-hidden bg-forest-950">
      <img
        src="/images/hero-fields.svg"
        alt=""
        width={1600}
        height={700}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-[70%_50%]"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-forest-950/95 via-forest-950/75 to-forest-950/10" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center px-5 pt-nav sm:px-8">
        <div className="max-w-2xl text-white">
          <p className="font-bold text-saffron-300 text-sm uppercase tracking-[0.2em]">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 text-balance font-extrabold text-4xl tracking-tight sm:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-forest-100 text-lg sm:text-xl">{hero.text}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-sm ring-1 ring-white/20 backdrop-blur-sm">
            <Icon path={icons.shield} className="size-5 text-saffron-300" />
            {hero.tagline}
          </p>
          <div className="mt-9">
            <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function AboutTeaser() {
  const { about } = content;
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
      <div data-reveal className="grid items-center gap-10 md:grid-cols-[1fr_1.2fr] md:gap-16">
        <img
          src="/images/about-harvest.svg"
          alt=""
          width={480}
          height={360}
          loading="lazy"
          className="aspect-4/3 w-full rounded-3xl bg-cream-100 shadow-sm ring-1 ring-cream-200"
        />
        <div>
          <p className="font-bold text-leaf-600 text-sm uppercase tracking-[0.18em]">{about.eyebrow}</p>
          <h2
            id="about-heading"
            className="mt-3 text-balance font-extrabold text-3xl text-forest-900 sm:text-4xl"
          >
            {about.heading}
          </h2>
          <p className="mt-5 text-earth-700 text-lg leading-relaxed">{about.text}</p>
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

function Offerings() {
  const { offerings } = content;
  return (
    <section aria-labelledby="offerings-heading" className="bg-cream-100 px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="offerings-heading" title={offerings.heading} intro={offerings.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {offerings.cards.map((card) => (
            <li
              key={card.title}
              data-reveal
              className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-cream-200"
            >
              <span className="grid size-14 place-items-center rounded-2xl bg-forest-800 text-saffron-300">
                <Icon path={homeIcons[card.icon]} className="size-7" />
              </span>
              <h3 className="mt-6 font-extrabold text-forest-900 text-xl">{card.title}</h3>
              <p className="mt-3 text-earth-700 leading-relaxed">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RequestBanner() {
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
          <h2 id="request-heading" className="text-balance font-extrabold text-3xl tracking-tight">
            {requestBanner.heading}
          </h2>
          <p className="mt-3 text-forest-100 text-lg">{requestBanner.text}</p>
        </div>
        <div className="relative shrink-0">
          <ButtonLink to={requestBanner.cta.to}>{requestBanner.cta.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}

function WhyUs() {
  const { whyUs } = content;
  return (
    <section aria-labelledby="why-heading" className="bg-forest-950 px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="why-heading" title={whyUs.heading} intro={whyUs.intro} tone="dark" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {whyUs.benefits.map((benefit) => (
            <li key={benefit.title} data-reveal className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/10">
              <span className="grid size-12 place-items-center rounded-xl bg-saffron-400 text-forest-950">
                <Icon path={homeIcons[benefit.icon]} />
              </span>
              <h3 className="mt-5 font-bold text-lg text-white">{benefit.title}</h3>
              <p className="mt-2 text-forest-100 leading-relaxed">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductsStrip() {
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
              <ProductImage product={product} load="lazy" />
              <div className="p-4 sm:p-6">
                <h3 className="font-extrabold text-forest-900 text-lg leading-snug sm:text-xl">
                  {product.stripLabel}
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

export default function Home() {
  return (
    <>
      <Hero />
      <AboutTeaser />
      <Offerings />
      <RequestBanner />
      <WhyUs />
      <ProductsStrip />
      <ScrollToTopButton />
    </>
  );
}
