import { brand, ButtonLink, FadeIn } from 'shared';
import { immersionCta } from '../../data/immersion';

/** The closing invitation: how dates are held, the way to request one, and the concierge's number. */
export function ImmersionInvitation() {
  return (
    <section aria-labelledby="immersion-invitation" className="bg-espresso py-24 text-center text-ivory md:py-36">
      <FadeIn className="page-container mx-auto max-w-3xl">
        <p className="eyebrow text-gold">By Invitation</p>
        <h2 id="immersion-invitation" className="mt-4 font-display text-4xl leading-tight md:text-6xl">
          {immersionCta.title}
        </h2>
        <blockquote className="mt-8 font-display text-2xl leading-snug text-gold-soft italic md:text-3xl">
          <p>“{immersionCta.quote}”</p>
        </blockquote>
        <p className="mt-8 leading-relaxed text-mist">{immersionCta.description}</p>
        <ul className="mx-auto mt-8 max-w-xl space-y-2 text-sm text-mist">
          {immersionCta.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p className="mt-8 eyebrow text-gold">{immersionCta.tagline}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/booking">{immersionCta.buttonText}</ButtonLink>
        </div>
        <p className="mt-6 text-sm text-mist">
          Or call our concierge on{' '}
          <a href={`tel:${brand.phone.tel}`} className="underline underline-offset-4 hover:text-gold">
            {brand.phone.display}
          </a>
        </p>
      </FadeIn>
    </section>
  );
}
