import type { PressArticle } from '../../data/article-types';

/** The article's optional marketing fields as labelled notes, in the order they are shown. */
function editorsNotes(article: PressArticle): [string, string | undefined][] {
  const positioning = Object.entries(article).filter(([key, value]) => key.endsWith('_positioning_reference') && typeof value === 'string') as [string, string][];
  return [
    ['Market insight', article.market_insight],
    ['The luxury angle', article.luxury_angle],
    ['Cultural context', article.cultural_trend_reference],
    ['From the house', article.brand_reference],
    ...positioning.map(([key, value]): [string, string] => [`Positioning: ${key.replace('_positioning_reference', '').replace(/_/g, ' ')}`, value]),
  ];
}

/** The editor's notes on the article (its market, angle and positioning): none when it has no such fields. */
export function EditorsNotes({ article }: { article: PressArticle }) {
  const notes = editorsNotes(article);
  if (!notes.some(([, value]) => value)) return null;
  return (
    <aside aria-labelledby="article-notes" className="mt-16">
      <h2 id="article-notes" className="eyebrow text-gold-ink">
        Editor’s notes
      </h2>
      <dl className="mt-6 divide-y divide-espresso/10 border-y border-espresso/10">
        {notes.map(([label, value]) =>
          value ? (
            <div key={label} className="grid gap-2 py-5 sm:grid-cols-[11rem_1fr] sm:gap-6">
              <dt className="text-sm font-medium text-taupe">{label}</dt>
              <dd className="leading-relaxed">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </aside>
  );
}
