import { apartEach, brand, ButtonLink, defineMessages, FadeIn, useIntl, useLocale } from 'shared';
import { immersionIn } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'booking.immersion.invitation-eyebrow', defaultMessage: 'By Invitation' },
  quote: { id: 'booking.immersion.cta-quote', defaultMessage: '“{quote}”' },
  call: { id: 'booking.immersion.call-concierge', defaultMessage: 'Or call our concierge on' },
});

/** The closing invitation: how dates are held, the way to request one, and the concierge's number. */
export function ImmersionInvitation() {
  const intl = useIntl();
  const { cta } = immersionIn(useLocale());
  return (
    <section aria-labelledby="immersion-invitation" className="bg-espresso py-24 text-center text-ivory md:py-36">
      <FadeIn className="page-container mx-auto max-w-3xl">
        <p className="eyebrow text-gold">{intl.formatMessage(messages.eyebrow)}</p>
        <h2 id="immersion-invitation" className="mt-4 font-display text-4xl leading-tight md:text-6xl">
          {cta.title}
        </h2>
        <blockquote className="mt-8 font-display text-2xl leading-snug text-gold-soft italic md:text-3xl">
          <p>{intl.formatMessage(messages.quote, apartEach({ quote: cta.quote }))}</p>
        </blockquote>
        <p className="mt-8 leading-relaxed text-mist">{cta.description}</p>
        <ul className="mx-auto mt-8 max-w-xl space-y-2 text-sm text-mist">
          {cta.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p className="mt-8 eyebrow text-gold">{cta.tagline}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/booking">{cta.buttonText}</ButtonLink>
        </div>
        <p className="mt-6 text-sm text-mist">
          {intl.formatMessage(messages.call)}{' '}
          <a href={`tel:${brand.phone.tel}`} className="underline underline-offset-4 hover:text-gold">
            {brand.phone.display}
          </a>
        </p>
      </FadeIn>
    </section>
  );
}
