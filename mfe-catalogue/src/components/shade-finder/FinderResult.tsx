import { ButtonLink, Link } from 'shared';
import { SHADE_PARAM, SHADED_ITEM } from '../../data/shades';
import type { ShadeMatch, ShadeRecommendation } from '../../lib/shade-match';
import { Swatch } from './ChoiceGroup';

/** A shade of the result: its swatch, name and reason, and the product with it chosen. */
function ShadeCard({ match, heading }: { match: ShadeMatch; heading: string }) {
  const { shade, reason } = match;
  return (
    <li className="flex gap-4 border border-espresso/15 bg-ivory p-5">
      <Swatch colour={shade.hex} size="size-14" />
      <div>
        <p className="eyebrow text-taupe">{heading}</p>
        <h3 className="mt-1 font-display text-2xl text-espresso">{shade.name}</h3>
        <p className="mt-2 text-sm leading-relaxed text-taupe">{reason}</p>
        <Link to={`/product/${SHADED_ITEM}?${SHADE_PARAM}=${shade.id}`} className="mt-3 inline-block text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline underline-offset-8">
          Choose {shade.code} in Second Skin Foundation
        </Link>
      </div>
    </li>
  );
}

/**
 * What the finder suggests: the shade (both, between two depths) and one either side, each with
 * why, and the Signature Complexion Session for anyone unsure, or whose undertone the answers did
 * not tell.
 */
export function FinderResult({ recommendation, headingId }: { recommendation: ShadeRecommendation & { undertone: string | null }; headingId: string }) {
  const { matches, lighter, deeper, undertone } = recommendation;
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-espresso/15 pt-10">
      <h2 id={headingId} tabIndex={-1} className="font-display text-4xl text-espresso outline-none">
        {matches.length > 1 ? 'Your two shades' : 'Your shade'}
      </h2>
      {undertone === null && <p className="mt-3 text-taupe">Your answers did not point to one undertone, so these are neutral, which lean neither warm nor cool.</p>}
      <ul className="mt-6 grid gap-4">
        {matches.map((match, index) => (
          <ShadeCard key={match.shade.id} match={match} heading={matches.length > 1 ? `Try ${index === 0 ? 'first' : 'second'}` : 'Your match'} />
        ))}
        {lighter && <ShadeCard match={lighter} heading="A step lighter" />}
        {deeper && <ShadeCard match={deeper} heading="A step deeper" />}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <p className="text-taupe">Not sure? An artist reads your undertone in daylight.</p>
        <ButtonLink to="/product/signature-complexion-session" variant="outline-dark">
          Book the Signature Complexion Session
        </ButtonLink>
      </div>
    </section>
  );
}
