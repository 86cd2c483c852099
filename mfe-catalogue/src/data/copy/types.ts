import type { ArtId } from '../../art/generated/manifest';
import type { ClientQuote, DivisionLink, DomainStory, Value } from '../about';
import type { Category, CategoryId, CategoryStory } from '../catalogue';
import type { CollectionCard, ScienceSection, Testimonial, TestimonialId } from '../home';
import type { CatalogueItem, ItemId } from '../items';
import type { OfferingId, ServiceOffering, WhyChooseReason } from '../offerings';
import type { MonkTone, Undertone } from '../shades';

/** What of an item is words, not facts: its name, price and pictures stay as they are. */
export type ItemCopy = Pick<CatalogueItem, 'description' | 'fullDescription' | 'features' | 'howToUse' | 'duration'>;
export type OfferingCopy = Pick<ServiceOffering, 'description' | 'longDescription' | 'duration' | 'features'>;

/**
 * The catalogue's copy in a language other than English, derived from the English data beside it:
 * an item, offering, category, picture or depth without its words is a type error. Names (items,
 * divisions, people, the house) are not here: they stay as they are.
 */
export interface CatalogueCopy {
  items: Readonly<Record<ItemId, ItemCopy>>;
  /**
   * What each item is, as a shopper of the language calls it ("fond de teint"): its name stays
   * English, and says it in English only. Site search finds the item by these words.
   */
  itemKinds: Readonly<Record<ItemId, string>>;
  categories: Readonly<Record<CategoryId, Pick<Category, 'name' | 'description'> & Pick<CategoryStory, 'philosophyTitle' | 'philosophy'>>>;
  offerings: Readonly<Record<OfferingId, OfferingCopy>>;
  whyChoose: readonly WhyChooseReason[];
  about: {
    domainStory: DomainStory;
    values: readonly Value[];
    /** By the path each division links to. */
    divisions: Readonly<Record<DivisionLink, string>>;
    clientQuotes: readonly Pick<ClientQuote, 'quote' | 'city'>[];
    promises: readonly string[];
  };
  home: {
    collectionCards: Readonly<Record<CategoryId, Pick<CollectionCard, 'title' | 'description'>>>;
    scienceSection: Omit<ScienceSection, 'quote'> & { quote: Omit<ScienceSection['quote'], 'author'> };
    testimonials: Readonly<Record<TestimonialId, Pick<Testimonial, 'quote' | 'title'>>>;
  };
  /** Each Monk depth's word in a shade's name ("Rich Deep"). */
  depths: Readonly<Record<MonkTone, string>>;
  /** Each undertone's word, as an adjective of "undertone" and in a shade's name ("red"). */
  undertones: Readonly<Record<Undertone, string>>;
  /** What a "+" shade's name adds (", deeper"). */
  deeper: string;
  /** A shade's line in the shade finder's search document: its name, its depth in words, its Monk tone and its undertone in words. */
  finderLine: (shade: string, depth: string, monk: MonkTone, undertone: string) => string;
  /** Each picture's description. */
  art: Readonly<Record<ArtId, string>>;
}
