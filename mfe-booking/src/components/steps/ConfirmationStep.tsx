import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { brand, Button, ButtonLink, Card } from 'shared';
import { addOns, experiences } from '../../data/experiences';
import type { BookingAction, BookingDraft } from '../../lib/booking-machine';
import { bookingCalendarFile } from '../../lib/booking-calendar';
import { longDate } from '../../lib/dates';
import { bookingTotal, formatDollars } from '../../lib/totals';
import { StepFrame } from './StepFrame';

/** Spec (section 8, Booking completed): the exact notice. */
export const DEMO_NOTICE = 'This was a demonstration of our booking process. In a real implementation, your appointment would now be confirmed.';

function downloadCalendarFile(draft: BookingDraft) {
  const file = bookingCalendarFile(draft);
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
  const service = experiences.find((experience) => experience.id === draft.service);
  const chosen = addOns.filter((addOn) => draft.addons.includes(addOn.id));
  return (
    <StepFrame title="Thank You!" intro={DEMO_NOTICE}>
      <Card as="section" aria-labelledby="booking-summary-title" className="mx-auto max-w-2xl p-6 md:p-10">
        <h3 id="booking-summary-title" className="eyebrow text-gold-ink">
          Booking Summary
        </h3>
        <dl className="mt-6 divide-y divide-espresso/10 text-sm">
          <SummaryRow term="Experience">
            <span className="font-display text-2xl">{service?.name}</span>
            <span className="block text-taupe">
              {service?.duration} · {service && formatDollars(Number(service.price))}
            </span>
          </SummaryRow>
          <SummaryRow term="Date">{draft.date && longDate(draft.date)}</SummaryRow>
          <SummaryRow term="Time">{draft.time}</SummaryRow>
          <SummaryRow term="Add-ons">
            {chosen.length === 0 ? (
              'None'
            ) : (
              <ul className="space-y-1">
                {chosen.map((addOn) => (
                  <li key={addOn.id} className="flex justify-between gap-6">
                    <span>{addOn.name}</span>
                    <span>{formatDollars(addOn.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </SummaryRow>
          <SummaryRow term="Total">
            <span className="font-display text-3xl">{formatDollars(bookingTotal(draft.service, draft.addons))}</span>
          </SummaryRow>
        </dl>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button variant="outline-dark" onClick={() => downloadCalendarFile(draft)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to Calendar
          </Button>
          <Button variant="ghost" onClick={() => dispatch({ type: 'startOver' })}>
            Start a New Booking
          </Button>
        </div>
      </Card>
      <div className="mt-12 text-center">
        <p className="text-taupe">Discover the house behind the experience.</p>
        <ButtonLink to="/about" className="mt-5">
          Learn More About {brand.name}
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
