import { cardClasses, defineMessages, DiamondList, FadeIn, formatUsd, STAGGER_SECONDS, useIntl, useLocale, type IntlShape } from 'shared';
import type { ImmersionEnhancement } from '../../data/immersion';
import { immersionIn } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'booking.immersion.enhancements-eyebrow', defaultMessage: 'Optional' },
  title: { id: 'booking.immersion.enhancements-title', defaultMessage: 'Enhancements' },
  intro: { id: 'booking.immersion.enhancements-intro', defaultMessage: 'Three additions to arrange with your concierge when you book.' },
  soloDuo: { id: 'booking.immersion.price-solo-duo', defaultMessage: '{solo} solo · {duo} duo' },
  from: { id: 'booking.immersion.price-from', defaultMessage: 'From {price}' },
});

/** An enhancement's price as its card states it, in the page's language. */
function priceText(intl: IntlShape, price: NonNullable<ImmersionEnhancement['price']>): string {
  return 'from' in price
    ? intl.formatMessage(messages.from, { price: formatUsd(intl, price.from) })
    : intl.formatMessage(messages.soloDuo, { solo: formatUsd(intl, price.solo), duo: formatUsd(intl, price.duo) });
}

/** The optional additions to the afternoon, one card each. */
export function ImmersionEnhancements() {
  const intl = useIntl();
  const { enhancements } = immersionIn(useLocale());
  return (
    <section aria-labelledby="immersion-enhancements" className="bg-umber py-20 text-ivory md:py-28">
      <div className="page-container">
        <header className="mx-auto mb-14 max-w-2xl text-center">
          <p className="eyebrow text-gold">{intl.formatMessage(messages.eyebrow)}</p>
          <h2 id="immersion-enhancements" className="mt-4 font-display text-4xl leading-tight md:text-5xl">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="mt-5 leading-relaxed text-mist">{intl.formatMessage(messages.intro)}</p>
        </header>
        <ul className="grid gap-8 lg:grid-cols-3">
          {enhancements.map((enhancement, index) => (
            <FadeIn as="li" key={enhancement.id} delay={index * STAGGER_SECONDS} className={cardClasses('dark', 'flex flex-col p-8 md:p-10')}>
              <h3 className="font-display text-3xl leading-tight">{enhancement.title}</h3>
              {enhancement.price && <p className="mt-3 text-sm font-medium tracking-[0.15em] text-gold uppercase">{priceText(intl, enhancement.price)}</p>}
              <p className="mt-5 leading-relaxed text-mist">{enhancement.description}</p>
              <DiamondList items={enhancement.details} tone="dark" className="mt-6 flex-1 border-t border-gold/20 pt-6 text-sm leading-relaxed" />
              {enhancement.note && <p className="mt-6 text-sm text-mist italic">{enhancement.note}</p>}
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}
