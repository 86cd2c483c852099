import { ButtonLink, defineMessages, Link, useIntl, type IntlShape } from 'shared';
import { useCatalogue, type CatalogueText } from '../../data/localized';
import { SHADE_PARAM, SHADED_ITEM } from '../../data/shades';
import type { ShadeMatch, ShadeRecommendation, ShadeWhy } from '../../lib/shade-match';
import { Swatch } from './ChoiceGroup';

const messages = defineMessages({
  choose: { id: 'catalogue.finder.choose', defaultMessage: 'Choose {code} in Second Skin Foundation', description: 'a link to the foundation with the shade {code} ("8B") chosen; Second Skin Foundation is a name' },
  twoShades: { id: 'catalogue.finder.your-two-shades', defaultMessage: 'Your two shades' },
  oneShade: { id: 'catalogue.finder.your-shade', defaultMessage: 'Your shade' },
  noUndertone: { id: 'catalogue.finder.no-undertone', defaultMessage: 'Your answers did not point to one undertone, so these are neutral, which lean neither warm nor cool.' },
  tryFirst: { id: 'catalogue.finder.try-first', defaultMessage: 'Try first' },
  trySecond: { id: 'catalogue.finder.try-second', defaultMessage: 'Try second' },
  yourMatch: { id: 'catalogue.finder.your-match', defaultMessage: 'Your match' },
  lighter: { id: 'catalogue.finder.lighter', defaultMessage: 'A step lighter' },
  deeper: { id: 'catalogue.finder.deeper', defaultMessage: 'A step deeper' },
  notSure: { id: 'catalogue.finder.not-sure', defaultMessage: 'Not sure? An artist reads your undertone in daylight.' },
  book: { id: 'catalogue.finder.book-session', defaultMessage: 'Book the Signature Complexion Session', description: 'Signature Complexion Session is the name of a service' },
  reasonNoUndertone: { id: 'catalogue.finder.reason-no-undertone', defaultMessage: 'Monk {depth} is your depth, and with no undertone to go on, a neutral shade leans neither warm nor cool.' },
  reasonSame: { id: 'catalogue.finder.reason-same', defaultMessage: 'Monk {depth} is your depth and your undertone is {undertone}: this is the {undertone} shade at that depth.' },
  reasonNearest: {
    id: 'catalogue.finder.reason-nearest',
    defaultMessage: 'Monk {depth} is your depth; the range has no {undertone} shade there, and {nearest} is the nearest undertone to {undertone}.',
  },
  reasonBetween: { id: 'catalogue.finder.reason-between', defaultMessage: 'You are between Monk {lighter} and Monk {deeper}, so try both in daylight: the right one disappears.' },
  reasonLighter: { id: 'catalogue.finder.reason-lighter', defaultMessage: 'A step lighter: for winter, or if {code} looks heavy or muddy on you.' },
  reasonDeeper: { id: 'catalogue.finder.reason-deeper', defaultMessage: 'A step deeper: for summer, or if {code} looks gray or ashy on you.' },
});

/** Why a shade is suggested, in a sentence in the page's language (the English is lib/shade-match.ts's own). */
function reasonFor(why: ShadeWhy, intl: IntlShape, { undertones }: CatalogueText): string {
  if (why.kind !== 'match') return intl.formatMessage(why.kind === 'lighter' ? messages.reasonLighter : messages.reasonDeeper, { code: why.code });
  const match =
    why.undertone === null
      ? intl.formatMessage(messages.reasonNoUndertone, { depth: why.depth })
      : why.shadeUndertone === why.undertone
        ? intl.formatMessage(messages.reasonSame, { depth: why.depth, undertone: undertones[why.undertone] })
        : intl.formatMessage(messages.reasonNearest, { depth: why.depth, undertone: undertones[why.undertone], nearest: undertones[why.shadeUndertone] });
  return why.between ? `${match} ${intl.formatMessage(messages.reasonBetween, { lighter: why.between[0], deeper: why.between[1] })}` : match;
}

/** A shade of the result: its swatch, name and reason, and the product with it chosen. */
function ShadeCard({ match, heading }: { match: ShadeMatch; heading: string }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const { shade, why } = match;
  return (
    <li className="flex gap-4 border border-espresso/15 bg-ivory p-5">
      <Swatch colour={shade.hex} size="size-14" />
      <div>
        <p className="eyebrow text-taupe">{heading}</p>
        <h3 className="mt-1 font-display text-2xl text-espresso">{catalogue.shadeName(shade)}</h3>
        <p className="mt-2 text-sm leading-relaxed text-taupe">{reasonFor(why, intl, catalogue)}</p>
        <Link to={`/product/${SHADED_ITEM}?${SHADE_PARAM}=${shade.id}`} className="mt-3 inline-block text-xs font-medium tracking-[0.2em] text-gold-ink uppercase underline underline-offset-8">
          {intl.formatMessage(messages.choose, { code: <>{shade.code}</> })}
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
  const intl = useIntl();
  const { matches, lighter, deeper, undertone } = recommendation;
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-espresso/15 pt-10">
      <h2 id={headingId} tabIndex={-1} className="font-display text-4xl text-espresso outline-none">
        {intl.formatMessage(matches.length > 1 ? messages.twoShades : messages.oneShade)}
      </h2>
      {undertone === null && <p className="mt-3 text-taupe">{intl.formatMessage(messages.noUndertone)}</p>}
      <ul className="mt-6 grid gap-4">
        {matches.map((match, index) => (
          <ShadeCard key={match.shade.id} match={match} heading={intl.formatMessage(matches.length > 1 ? (index === 0 ? messages.tryFirst : messages.trySecond) : messages.yourMatch)} />
        ))}
        {lighter && <ShadeCard match={lighter} heading={intl.formatMessage(messages.lighter)} />}
        {deeper && <ShadeCard match={deeper} heading={intl.formatMessage(messages.deeper)} />}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <p className="text-taupe">{intl.formatMessage(messages.notSure)}</p>
        <ButtonLink to="/product/signature-complexion-session" variant="outline-dark">
          {intl.formatMessage(messages.book)}
        </ButtonLink>
      </div>
    </section>
  );
}
