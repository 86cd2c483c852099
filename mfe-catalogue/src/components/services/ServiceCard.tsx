import { ButtonLink, DiamondList, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';
import type { OfferingCategory, ServiceOffering } from '../../data/offerings';
import { formatPrice } from '../../lib/format';

const categoryLabels: Record<OfferingCategory, string> = {
  consultation: 'Consultation',
  treatment: 'Treatment',
  experience: 'Experience',
};

/** A service of the menu: its picture, kind, duration and price, what it includes, and its booking button. */
export function ServiceCard({ offering }: { offering: ServiceOffering }) {
  return (
    <article className="flex h-full flex-col bg-ivory-deep">
      <ResponsiveImage
        image={art[offering.image]}
        alt=""
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-8 md:p-10">
        <p className="eyebrow text-gold-ink">{categoryLabels[offering.category]}</p>
        <h3 className="mt-3 font-display text-3xl leading-tight md:text-4xl">{offering.name}</h3>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-taupe">Duration</dt>
            <dd className="font-medium">{offering.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-taupe">Price</dt>
            <dd className="font-medium">{formatPrice(offering.price)}</dd>
          </div>
        </dl>
        <p className="mt-5 leading-relaxed text-taupe">{offering.description}</p>
        <DiamondList items={offering.features} className="mt-6 flex-1 border-t border-espresso/10 pt-6 text-sm leading-relaxed" />
        <div className="mt-8">
          <ButtonLink to="/booking" variant="outline-dark">
            Book <span className="sr-only">{offering.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
