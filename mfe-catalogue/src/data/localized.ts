/**
 * The catalogue's data in the page's language: the English data as it is, or the same with the
 * words of ./copy/fr.ts or ./copy/es.ts. Names, prices, pictures and ids are the English data's own.
 */
import { SOURCE_LOCALE, useLocale, type Locale, type TranslatedLocale } from 'shared';
import { art, type ArtId } from '../art/generated/manifest';
import { clientQuotes, divisions, domainStory, promises, values, type ClientQuote, type Division, type DomainStory, type Value } from './about';
import { categories, categoryStories, type Category, type CategoryId, type CategoryStory } from './catalogue';
import { es } from './copy/es';
import { fr } from './copy/fr';
import type { CatalogueCopy } from './copy/types';
import { collectionCards, scienceSection, testimonials, type CollectionCard, type ScienceSection, type Testimonial } from './home';
import { catalogueItems, type CatalogueItem, type ItemId } from './items';
import { serviceOfferings, whyChoose, type ServiceOffering, type WhyChooseReason } from './offerings';
import { DEPTH_NAMES, type MonkTone, type Shade, type Undertone } from './shades';

const copies: Readonly<Record<TranslatedLocale, CatalogueCopy>> = { fr, es };

/** The undertones' words in English, as the shades' names and the finder's reasons say them. */
const ENGLISH_UNDERTONES: Readonly<Record<Undertone, string>> = { red: 'red', gold: 'gold', olive: 'olive', neutral: 'neutral', 'blue-black': 'blue-black' };

export interface CatalogueText {
  locale: Locale;
  items: readonly CatalogueItem[];
  /** What each item is in the language, where its English name does not say it (`CatalogueCopy.itemKinds`); none in English. */
  itemKinds?: Readonly<Record<ItemId, string>>;
  categories: readonly Category[];
  categoryStories: Readonly<Record<CategoryId, CategoryStory>>;
  offerings: readonly ServiceOffering[];
  whyChoose: readonly WhyChooseReason[];
  domainStory: DomainStory;
  values: readonly Value[];
  divisions: readonly Division[];
  clientQuotes: readonly ClientQuote[];
  promises: readonly string[];
  collectionCards: readonly CollectionCard[];
  scienceSection: ScienceSection;
  testimonials: readonly Testimonial[];
  depthNames: Readonly<Record<MonkTone, string>>;
  undertones: Readonly<Record<Undertone, string>>;
  /** A shade's name: its code (a name) and its depth and undertone in words ("8R Rich Deep Red"). */
  shadeName: (shade: Shade) => string;
  /** A picture's description. */
  artAlt: (id: ArtId) => string;
  /** A shade's line in the shade finder's search document. */
  finderLine: (shade: Shade) => string;
}

const english: CatalogueText = {
  locale: SOURCE_LOCALE,
  items: catalogueItems,
  categories,
  categoryStories,
  offerings: serviceOfferings,
  whyChoose,
  domainStory,
  values,
  divisions,
  clientQuotes,
  promises,
  collectionCards,
  scienceSection,
  testimonials,
  depthNames: DEPTH_NAMES,
  undertones: ENGLISH_UNDERTONES,
  shadeName: (shade) => shade.name,
  artAlt: (id) => art[id].alt,
  finderLine: (shade) =>
    `${shade.name}: Second Skin Foundation for ${shade.monk === 10 ? 'the ' : ''}${DEPTH_NAMES[shade.monk].toLowerCase()} skin (Monk ${shade.monk}) with ${/^[aeiou]/.test(shade.undertone) ? 'an' : 'a'} ${shade.undertone} undertone.`,
};

function translated(locale: TranslatedLocale): CatalogueText {
  const copy = copies[locale];
  const shadeName = (shade: Shade) => `${shade.code} ${copy.depths[shade.monk]} ${copy.undertones[shade.undertone]}${shade.code.endsWith('+') ? copy.deeper : ''}`;
  return {
    locale,
    items: catalogueItems.map((item) => ({ ...item, ...copy.items[item.id] })),
    itemKinds: copy.itemKinds,
    categories: categories.map((category) => ({ ...category, name: copy.categories[category.id].name, description: copy.categories[category.id].description })),
    categoryStories: Object.fromEntries(
      (Object.keys(categoryStories) as CategoryId[]).map((id) => [id, { ...categoryStories[id], philosophyTitle: copy.categories[id].philosophyTitle, philosophy: copy.categories[id].philosophy }]),
    ) as Record<CategoryId, CategoryStory>,
    offerings: serviceOfferings.map((offering) => ({ ...offering, ...copy.offerings[offering.id] })),
    whyChoose: copy.whyChoose,
    domainStory: copy.about.domainStory,
    values: copy.about.values,
    divisions: divisions.map((division) => ({ ...division, text: copy.about.divisions[division.link] })),
    clientQuotes: clientQuotes.map((client, index) => ({ ...client, ...copy.about.clientQuotes[index] })),
    promises: copy.about.promises,
    collectionCards: collectionCards.map((card) => ({ ...card, ...copy.home.collectionCards[card.id] })),
    scienceSection: { ...copy.home.scienceSection, quote: { ...copy.home.scienceSection.quote, author: scienceSection.quote.author } },
    testimonials: testimonials.map((testimonial) => ({ ...testimonial, ...copy.home.testimonials[testimonial.id] })),
    depthNames: copy.depths,
    undertones: copy.undertones,
    shadeName,
    artAlt: (id) => copy.art[id],
    finderLine: (shade) => copy.finderLine(shadeName(shade), copy.depths[shade.monk], shade.monk, copy.undertones[shade.undertone]),
  };
}

const byLocale = new Map<Locale, CatalogueText>([[SOURCE_LOCALE, english]]);

/** The catalogue's data in `locale` (a route's data and head: `context.locale`). */
export function catalogueIn(locale: Locale): CatalogueText {
  let text = byLocale.get(locale);
  if (!text) byLocale.set(locale, (text = translated(locale as TranslatedLocale)));
  return text;
}

/** The catalogue's data in the page's language, for a component. */
export const useCatalogue = (): CatalogueText => catalogueIn(useLocale());
