import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { apart, brand, brandText, defineMessages, nameMark, useIntl, type Locale } from 'shared';

const messages = defineMessages({
  title: { id: 'advisor.contact.details-title', defaultMessage: 'Contact details' },
  email: { id: 'advisor.contact.email', defaultMessage: 'Email' },
  phone: { id: 'advisor.contact.phone', defaultMessage: 'Phone' },
  office: { id: 'advisor.contact.head-office', defaultMessage: 'Head office' },
  response: { id: 'advisor.contact.response', defaultMessage: 'Response' },
  respond: { id: 'advisor.contact.respond', defaultMessage: 'We respond {within}.' },
});

/** A line's first letter as a line starts ("Du lundi au vendredi…"); the English is so already. */
const asLine = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /contact's details beside the form: the emails, the phone and its hours, the head office and how soon we reply. */
export function ContactDetails({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const copy = brandText(intl.locale as Locale);
  const name = nameMark(intl.locale);
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-3xl">
        {intl.formatMessage(messages.title)}
      </h2>
      <dl className="mt-8 space-y-7 text-sm">
        <ContactDetail icon={Mail} term={intl.formatMessage(messages.email)} className="space-y-1">
          <a href={`mailto:${brand.email.concierge}`} translate={name} className="block underline-offset-4 hover:underline">
            {brand.email.concierge}
          </a>
          <a href={`mailto:${brand.email.acquisitions}`} translate={name} className="block underline-offset-4 hover:underline">
            {brand.email.acquisitions}
          </a>
        </ContactDetail>
        <ContactDetail icon={Phone} term={intl.formatMessage(messages.phone)}>
          <a href={`tel:${brand.phone.tel}`} className="underline-offset-4 hover:underline">
            {brand.phone.display}
          </a>
          <span className="block text-taupe">{asLine(copy.phoneHours)}</span>
        </ContactDetail>
        <ContactDetail icon={MapPin} term={intl.formatMessage(messages.office)}>
          {brand.headOffice.street}
          <span translate={name} className="block">
            {brand.headOffice.city}, {brand.headOffice.region} {brand.headOffice.postalCode}
          </span>
        </ContactDetail>
        <ContactDetail icon={Clock} term={intl.formatMessage(messages.response)}>
          {intl.formatMessage(messages.respond, { within: apart(copy.replyPromise) })}
        </ContactDetail>
      </dl>
    </aside>
  );
}

/** One of the contact details: its icon and name, then what it is. */
function ContactDetail({ icon: Icon, term, className = '', children }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>; term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="eyebrow flex items-center gap-3 text-taupe">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-ink" />
        {term}
      </dt>
      <dd className={`mt-2 pl-8 ${className}`.trim()}>{children}</dd>
    </div>
  );
}
