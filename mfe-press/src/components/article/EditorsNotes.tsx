import { defineMessages, useEnglishMark, useIntl, type IntlShape, type MessageDescriptor } from 'shared';
import type { PressArticle } from '../../data/article-types';

const messages = defineMessages({
  heading: { id: 'press.notes.heading', defaultMessage: 'Editor’s notes' },
  market: { id: 'press.notes.market', defaultMessage: 'Market insight' },
  luxury: { id: 'press.notes.luxury', defaultMessage: 'The luxury angle' },
  culture: { id: 'press.notes.culture', defaultMessage: 'Cultural context' },
  house: { id: 'press.notes.house', defaultMessage: 'From the house' },
  positioning: { id: 'press.notes.positioning', defaultMessage: 'Positioning: {product}', description: 'how the article positions a product; product: the product, e.g. lip gloss' },
});

/** The products the articles position (`{product}_positioning_reference`), by their key. */
const products: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  foundation: { id: 'press.notes.product.foundation', defaultMessage: 'foundation' },
  salon: { id: 'press.notes.product.salon', defaultMessage: 'salon' },
  domain: { id: 'press.notes.product.domain', defaultMessage: 'domain' },
  lip_gloss: { id: 'press.notes.product.lip-gloss', defaultMessage: 'lip gloss' },
});

/** A product's name from its key ('lip_gloss' → 'lip gloss'), in the page's language where the press has it. */
function productName(intl: IntlShape, key: string): string {
  const name = Object.hasOwn(products, key) ? products[key] : undefined;
  return name ? intl.formatMessage(name) : key.replace(/_/g, ' ');
}

/** The article's optional marketing fields as labelled notes, in the order they are shown. */
function editorsNotes(article: PressArticle, intl: IntlShape): [string, string | undefined][] {
  const positioning = Object.entries(article).filter(([key, value]) => key.endsWith('_positioning_reference') && typeof value === 'string') as [string, string][];
  return [
    [intl.formatMessage(messages.market), article.market_insight],
    [intl.formatMessage(messages.luxury), article.luxury_angle],
    [intl.formatMessage(messages.culture), article.cultural_trend_reference],
    [intl.formatMessage(messages.house), article.brand_reference],
    ...positioning.map(([key, value]): [string, string] => [intl.formatMessage(messages.positioning, { product: productName(intl, key.replace('_positioning_reference', '')) }), value]),
  ];
}

/** The editor's notes on the article (its market, angle and positioning; its words, in English on every page): none when it has no such fields. */
export function EditorsNotes({ article }: { article: PressArticle }) {
  const intl = useIntl();
  const english = useEnglishMark();
  const notes = editorsNotes(article, intl);
  if (!notes.some(([, value]) => value)) return null;
  return (
    <aside aria-labelledby="article-notes" className="mt-16">
      <h2 id="article-notes" className="eyebrow text-gold-ink">
        {intl.formatMessage(messages.heading)}
      </h2>
      <dl className="mt-6 divide-y divide-espresso/10 border-y border-espresso/10">
        {notes.map(([label, value]) =>
          value ? (
            <div key={label} className="grid gap-2 py-5 sm:grid-cols-[11rem_1fr] sm:gap-6">
              <dt className="text-sm font-medium text-taupe">{label}</dt>
              <dd lang={english} className="leading-relaxed">
                {value}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </aside>
  );
}
