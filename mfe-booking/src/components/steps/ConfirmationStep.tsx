import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { apartEach, brand, Button, ButtonLink, Card, defineMessages, formatUsd, nameMark, useIntl, useLocale, type IntlShape } from 'shared';
import { addOnsIn, experiencesIn } from '../../data/localized';
import type { BookingAction, BookingDraft } from '../../lib/booking-machine';
import { bookingCalendarFile } from '../../lib/booking-calendar';
import { longDate } from '../../lib/dates';
import { bookingTotal } from '../../lib/totals';
import { StepFrame } from './StepFrame';

const messages = defineMessages({
  title: { id: 'booking.confirmation.title', defaultMessage: 'Thank You!' },
  /** Spec (section 8, Booking completed): the exact notice. */
  notice: {
    id: 'booking.confirmation.demo-notice',
    defaultMessage: 'This was a demonstration of our booking process. In a real implementation, your appointment would now be confirmed.',
  },
  summary: { id: 'booking.confirmation.summary', defaultMessage: 'Booking Summary' },
  experience: { id: 'booking.confirmation.experience', defaultMessage: 'Experience' },
  durationPrice: { id: 'booking.confirmation.duration-price', defaultMessage: '{duration} · {price}' },
  date: { id: 'booking.confirmation.date', defaultMessage: 'Date' },
  time: { id: 'booking.confirmation.time', defaultMessage: 'Time' },
  addOns: { id: 'booking.confirmation.add-ons', defaultMessage: 'Add-ons' },
  none: { id: 'booking.confirmation.none', defaultMessage: 'None' },
  total: { id: 'booking.confirmation.total', defaultMessage: 'Total' },
  calendar: { id: 'booking.confirmation.add-to-calendar', defaultMessage: 'Add to Calendar' },
  startOver: { id: 'booking.confirmation.start-over', defaultMessage: 'Start a New Booking' },
  discover: { id: 'booking.confirmation.discover', defaultMessage: 'Discover the house behind the experience.' },
  about: { id: 'booking.confirmation.about', defaultMessage: 'Learn More About {brand}' },
});

function downloadCalendarFile(draft: BookingDraft, intl: IntlShape) {
  const file = bookingCalendarFile(draft, new Date(), intl);
  if (!file) return;
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${brand.name.toLowerCase()}-${draft.date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Step 4: the demo notice and the Booking Summary. */
export function ConfirmationStep({ draft, dispatch }: { draft: BookingDraft; dispatch: (action: BookingAction) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const service = experiencesIn(locale).find((experience) => experience.id === draft.service);
  const chosen = addOnsIn(locale).filter((addOn) => draft.addons.includes(addOn.id));
  return (
    <StepFrame title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.notice)}>
      <Card as="section" aria-labelledby="booking-summary-title" className="mx-auto max-w-2xl p-6 md:p-10">
        <h3 id="booking-summary-title" className="eyebrow text-gold-ink">
          {intl.formatMessage(messages.summary)}
        </h3>
        <dl className="mt-6 divide-y divide-espresso/10 text-sm">
          <SummaryRow term={intl.formatMessage(messages.experience)}>
            <span translate={nameMark(locale)} className="font-display text-2xl">
              {service?.name}
            </span>
            <span className="block text-taupe">
              {service && intl.formatMessage(messages.durationPrice, apartEach({ duration: service.duration, price: formatUsd(intl, Number(service.price)) }))}
            </span>
          </SummaryRow>
          <SummaryRow term={intl.formatMessage(messages.date)}>{draft.date && longDate(draft.date, locale)}</SummaryRow>
          <SummaryRow term={intl.formatMessage(messages.time)}>{draft.time}</SummaryRow>
          <SummaryRow term={intl.formatMessage(messages.addOns)}>
            {chosen.length === 0 ? (
              intl.formatMessage(messages.none)
            ) : (
              <ul className="space-y-1">
                {chosen.map((addOn) => (
                  <li key={addOn.id} className="flex justify-between gap-6">
                    <span translate={nameMark(locale)}>{addOn.name}</span>
                    <span>{formatUsd(intl, addOn.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </SummaryRow>
          <SummaryRow term={intl.formatMessage(messages.total)}>
            <span className="font-display text-3xl">{formatUsd(intl, bookingTotal(draft.service, draft.addons))}</span>
          </SummaryRow>
        </dl>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button variant="outline-dark" onClick={() => downloadCalendarFile(draft, intl)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.calendar)}
          </Button>
          <Button variant="ghost" onClick={() => dispatch({ type: 'startOver' })}>
            {intl.formatMessage(messages.startOver)}
          </Button>
        </div>
      </Card>
      <div className="mt-12 text-center">
        <p className="text-taupe">{intl.formatMessage(messages.discover)}</p>
        <ButtonLink to="/about" className="mt-5">
          {intl.formatMessage(messages.about, apartEach({ brand: brand.name }))}
        </ButtonLink>
      </div>
    </StepFrame>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[9rem_1fr] sm:gap-6">
      <dt className="text-taupe">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
