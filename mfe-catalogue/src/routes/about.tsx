import { allDomains, brand, ButtonLink, Card, defineRoute, FadeIn, leadImageOf, Link, NumberedPoint, PageHero, ResponsiveImage, Section, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art, type ArtId } from '../art/generated/manifest';
import { clientQuotes, divisions, domainStory, promises, values } from '../data/about';
import { categories, categoryArt } from '../data/catalogue';
import { catalogueItems } from '../data/items';
import { formatPrice } from '../lib/format';

/** Spec: the about page shows the first 4 catalogue products. */
const ABOUT_PRODUCT_COUNT = 4;
const featuredProducts = catalogueItems.slice(0, ABOUT_PRODUCT_COUNT);

/** The picture of each division, by the path it links to. */
const divisionArt: Record<string, ArtId> = {
  '/skin': categoryArt.skin.card,
  '/makeup': categoryArt.makeup.card,
  '/hair': categoryArt.hair.card,
  '/beauty': 'portrait-coils',
};

const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;

/** The hero picture and its `sizes` (full bleed), which its preload in the composed HTML must repeat. */
const HERO_IMAGE = art['texture-silk-folded'];
const HERO_SIZES = '100vw';

/** /about: the house, its values, its divisions and the four domains. */
export default defineRoute({
  head: () => ({
    title: 'About',
    description: `${brand.name}, est. ${brand.established} in ${brand.headOffice.city}: a luxury beauty house for Black women and people of colour, and four beauty domains offered together to one buyer.`,
    keywords: ['about Noirelle', 'luxury Black beauty brand', 'melanin-rich skin', 'textured hair', 'beauty domain names'],
    canonicalPath: '/about',
    jsonLd: [topLevelBreadcrumb('About', '/about')],
  }),
  leadImage: () => leadImageOf(HERO_IMAGE, HERO_SIZES),
  Page: AboutPage,
});

function AboutPage() {
  const [lead, ...story] = domainStory.paragraphs;

  return (
    <>
      <PageHero
        eyebrow={`Est. ${brand.established}`}
        title={`About ${brand.name}`}
        subtitle={`A house of luxury beauty for Black women and people of colour, founded in ${brand.headOffice.city}.`}
        media={<ResponsiveImage image={HERO_IMAGE} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
      />

      <Section eyebrow="The Opportunity" title={domainStory.title}>
        <FadeIn className="mx-auto max-w-3xl">
          <p className="font-display text-2xl leading-relaxed text-espresso md:text-3xl">{lead}</p>
          <div className="mt-10 space-y-6 leading-relaxed text-taupe md:text-lg">
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul aria-label="The four domains" className="mt-12 flex flex-wrap justify-center gap-3">
            {allDomains.map((domain) => (
              <li key={domain} className="border border-gold-ink/40 px-5 py-2 text-sm tracking-[0.12em] text-gold-ink">
                {domain}
              </li>
            ))}
          </ul>
        </FadeIn>
      </Section>

      <Section tone="umber" eyebrow="Our Values" title="What we stand for">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
            <FadeIn as="li" key={value.title} delay={index * STAGGER_SECONDS}>
              <Card tone="dark" className="h-full p-8">
                <NumberedPoint index={index} title={value.title}>
                  {value.text}
                </NumberedPoint>
              </Card>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section eyebrow="The House" title="Four divisions, one house">
        <ul className="space-y-16 md:space-y-24">
          {divisions.map((division, index) => (
            <FadeIn as="li" key={division.link}>
              <article className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
                <div className={index % 2 === 1 ? 'md:order-2' : ''}>
                  <ResponsiveImage
                    image={art[divisionArt[division.link] ?? 'texture-silk']}
                    alt=""
                    sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </div>
                <div className="max-w-lg">
                  <p className="eyebrow text-gold-ink">{String(index + 1).padStart(2, '0')}</p>
                  <h3 className="mt-4 font-display text-3xl leading-tight md:text-4xl">{division.title}</h3>
                  <p className="mt-5 leading-relaxed text-taupe">{division.text}</p>
                  <Link
                    to={division.link}
                    className="mt-8 inline-block text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline-offset-8 hover:underline"
                  >
                    Explore {division.title}
                  </Link>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section tone="espresso" eyebrow="In Their Words" title="From our clients">
        <ul className="grid gap-12 md:grid-cols-3 md:gap-10">
          {clientQuotes.map((client, index) => (
            <FadeIn as="li" key={client.author} delay={index * STAGGER_SECONDS}>
              <figure className="flex h-full flex-col border-t border-gold/40 pt-8">
                <span aria-hidden="true" className="font-display text-5xl leading-none text-gold">
                  “
                </span>
                <blockquote className="mt-2 flex-1 font-display text-2xl leading-snug text-ivory">
                  <p>{client.quote}</p>
                </blockquote>
                <figcaption className="mt-8">
                  <span className="block text-sm font-medium text-ivory">{client.author}</span>
                  <span className="eyebrow mt-1 block text-gold">{client.city}</span>
                </figcaption>
              </figure>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Our Promise" title="The Noirelle promise">
        <FadeIn className="mx-auto max-w-3xl">
          <ul className="divide-y divide-espresso/10 border-y border-espresso/10">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-5 py-5 text-lg leading-relaxed">
                <span aria-hidden="true" className="mt-3 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold-ink" />
                <span>{promise}</span>
              </li>
            ))}
          </ul>
        </FadeIn>
      </Section>

      <Section
        tone="umber"
        eyebrow="The Collection"
        title="From the collection"
        intro="A first look at the formulas behind the house, developed and wear-tested on melanin-rich skin."
      >
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {featuredProducts.map((item, index) => (
            <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
              <article className="group relative flex h-full flex-col bg-espresso">
                <ResponsiveImage
                  image={art[item.image]}
                  alt=""
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-square h-auto w-full object-cover opacity-90 transition-opacity duration-300 group-hover:opacity-100"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="eyebrow text-gold">{categoryName(item.category)}</p>
                  <h3 className="mt-3 flex-1 font-display text-2xl leading-snug text-ivory">
                    <Link to={`/product/${item.id}`} className="after:absolute after:inset-0 group-hover:text-gold">
                      {item.name}
                    </Link>
                  </h3>
                  <p className="mt-4 text-mist">{formatPrice(item.price)}</p>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow="AI Beauty Advisor"
        title={`Meet ${brand.advisorName}`}
        intro={`Our AI beauty advisor knows melanin-rich skin and textured hair. Ask ${brand.advisorName} about your routine, your undertone or the four domains behind ${brand.name}.`}
      >
        <FadeIn className="flex justify-center">
          <ButtonLink to="/chat">Ask Our AI Beauty Advisor</ButtonLink>
        </FadeIn>
      </Section>
    </>
  );
}
