import { ButtonLink, defineMessages, DiamondList, Name, ResponsiveImage, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';
import type { ServiceOffering } from '../../data/offerings';
import { offeringKinds, priceIn } from '../../lib/labels';

const messages = defineMessages({
  duration: { id: 'catalogue.services.duration', defaultMessage: 'Duration' },
  price: { id: 'catalogue.services.price', defaultMessage: 'Price' },
  book: { id: 'catalogue.services.book', defaultMessage: 'Book', description: 'the button of a service, followed for screen readers by its name' },
});

/** A service of the menu: its picture, kind, duration and price, what it includes, and its booking button. */
export function ServiceCard({ offering }: { offering: ServiceOffering }) {
  const intl = useIntl();
  return (
    <article className="flex h-full flex-col bg-ivory-deep">
      <ResponsiveImage
        image={art[offering.image]}
        alt=""
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-8 md:p-10">
        <p className="eyebrow text-gold-ink">{intl.formatMessage(offeringKinds[offering.category])}</p>
        <h3 className="mt-3 font-display text-3xl leading-tight md:text-4xl">
          <Name>{offering.name}</Name>
        </h3>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-taupe">{intl.formatMessage(messages.duration)}</dt>
            <dd className="font-medium">{offering.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-taupe">{intl.formatMessage(messages.price)}</dt>
            <dd className="font-medium">{priceIn(intl, offering.price)}</dd>
          </div>
        </dl>
        <p className="mt-5 leading-relaxed text-taupe">{offering.description}</p>
        <DiamondList items={offering.features} className="mt-6 flex-1 border-t border-espresso/10 pt-6 text-sm leading-relaxed" />
        <div className="mt-8">
          <ButtonLink to="/booking" variant="outline-dark">
            {`${intl.formatMessage(messages.book)} `}
            <span className="sr-only">
              <Name>{offering.name}</Name>
            </span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
