import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { brand } from 'shared';

/** /contact's details beside the form: the emails, the phone and its hours, the head office and how soon we reply. */
export function ContactDetails({ headingId }: { headingId: string }) {
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-3xl">
        Contact details
      </h2>
      <dl className="mt-8 space-y-7 text-sm">
        <ContactDetail icon={Mail} term="Email" className="space-y-1">
          <a href={`mailto:${brand.email.concierge}`} className="block underline-offset-4 hover:underline">
            {brand.email.concierge}
          </a>
          <a href={`mailto:${brand.email.acquisitions}`} className="block underline-offset-4 hover:underline">
            {brand.email.acquisitions}
          </a>
        </ContactDetail>
        <ContactDetail icon={Phone} term="Phone">
          <a href={`tel:${brand.phone.tel}`} className="underline-offset-4 hover:underline">
            {brand.phone.display}
          </a>
          <span className="block text-taupe">{brand.phoneHours}</span>
        </ContactDetail>
        <ContactDetail icon={MapPin} term="Head office">
          {brand.headOffice.street}
          <span className="block">
            {brand.headOffice.city}, {brand.headOffice.region} {brand.headOffice.postalCode}
          </span>
        </ContactDetail>
        <ContactDetail icon={Clock} term="Response">
          We respond {brand.replyPromise}.
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
