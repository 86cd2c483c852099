import { cardClasses, DiamondList, FadeIn, STAGGER_SECONDS } from 'shared';
import { immersionEnhancements } from '../../data/immersion';

/** The optional additions to the afternoon, one card each. */
export function ImmersionEnhancements() {
  return (
    <section aria-labelledby="immersion-enhancements" className="bg-umber py-20 text-ivory md:py-28">
      <div className="page-container">
        <header className="mx-auto mb-14 max-w-2xl text-center">
          <p className="eyebrow text-gold">Optional</p>
          <h2 id="immersion-enhancements" className="mt-4 font-display text-4xl leading-tight md:text-5xl">
            Enhancements
          </h2>
          <p className="mt-5 leading-relaxed text-mist">Three additions to arrange with your concierge when you book.</p>
        </header>
        <ul className="grid gap-8 lg:grid-cols-3">
          {immersionEnhancements.map((enhancement, index) => (
            <FadeIn as="li" key={enhancement.id} delay={index * STAGGER_SECONDS} className={cardClasses('dark', 'flex flex-col p-8 md:p-10')}>
              <h3 className="font-display text-3xl leading-tight">{enhancement.title}</h3>
              {enhancement.price && <p className="mt-3 text-sm font-medium tracking-[0.15em] text-gold uppercase">{enhancement.price}</p>}
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
