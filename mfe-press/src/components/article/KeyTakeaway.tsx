import { Card } from 'shared';

/** The one thing to remember from the article, on an accent card. */
export function KeyTakeaway({ takeaway }: { takeaway: string }) {
  return (
    <Card as="section" tone="accent" aria-labelledby="article-takeaway" className="p-8 md:p-12">
      <h2 id="article-takeaway" className="eyebrow text-gold-ink">
        Key takeaway
      </h2>
      <p className="mt-5 font-display text-2xl leading-snug md:text-3xl">{takeaway}</p>
    </Card>
  );
}
