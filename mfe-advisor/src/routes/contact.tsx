import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { allDomains, brand, Button, Card, cardClasses, cities, cityPath, defineRoute, emit, FadeIn, Island, Link, PageHero, Section, serviceLanguagesText, STAGGER_SECONDS, topLevelBreadcrumb, useSearchParams } from 'shared';
import { checkContact, contactFromForm, contactMessages, interests, isInterest, requiredContactFields, sendContact, type ContactInput } from '../lib/contact';

/** /contact: the message form (?interest= preselects one), the contact details and the nine houses. */
export default defineRoute({
  head: () => ({
    title: 'Contact',
    description: `Contact ${brand.name}: our concierge replies ${brand.replyPromise}, by phone ${brand.phoneHours} and by email, in ${serviceLanguagesText}. Enquiries about the four beauty domains welcome.`,
    keywords: ['contact Noirelle', 'luxury beauty concierge', 'beauty domain enquiry', 'Beverly Hills beauty'],
    canonicalPath: '/contact',
    jsonLd: [topLevelBreadcrumb('Contact', '/contact')],
  }),
  Page: ContactPage,
});

/** What each of the four domains is for (the domain cards). */
const domainRoles: Record<(typeof allDomains)[number], string> = {
  'noirelle.beauty': 'The flagship: the house, its services and its nine cities.',
  'noirelle.skin': 'Skin care for melanin-rich skin.',
  'noirelle.hair': 'Care and styling for textured hair.',
  'noirelle.makeup': 'Color, shade and technique for deep skin.',
};

type Status = { kind: 'idle' } | { kind: 'invalid'; message: string; fields: (keyof ContactInput)[] } | { kind: 'success' } | { kind: 'error'; message: string };

const inputClasses = (invalid: boolean) =>
  `mt-2 block w-full border bg-ivory px-4 py-3 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink ${invalid ? 'border-red-800' : 'border-espresso/30'}`;

function ContactPage() {
  const [params] = useSearchParams();
  const preset = params.get('interest');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  const invalid = (field: keyof ContactInput) => status.kind === 'invalid' && status.fields.includes(field);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The fields are uncontrolled and read here, never mirrored in state: what was typed (or chosen)
    // before the app took over is only in the DOM.
    const form = event.currentTarget;
    const input = contactFromForm(new FormData(form));
    const check = checkContact(input);
    if (!check.ok) {
      setStatus({ kind: 'invalid', message: check.message, fields: check.fields });
      form.querySelector<HTMLElement>(`[name="${check.fields[0]}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setStatus({ kind: 'idle' });
    const result = await sendContact(input, window.location.href);
    setSubmitting(false);
    if (result.ok) {
      setStatus({ kind: 'success' });
      // Not form.reset(): the interest chosen stays for a next message.
      for (const field of requiredContactFields) (form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement).value = '';
      emit('analytics', { name: 'contact_submitted', params: { interest: input.interest } });
    } else {
      // What the visitor typed stays in the form.
      setStatus({ kind: 'error', message: result.message });
    }
  };

  const field = (name: 'name' | 'email' | 'subject', label: string, type: 'text' | 'email', autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid(name) || undefined}
        aria-describedby={invalid(name) ? `${id}-status` : undefined}
        className={inputClasses(invalid(name))}
      />
    </div>
  );

  return (
    <>
      <PageHero eyebrow="Contact" title="Speak with Noirelle" subtitle={`Clients, partners and buyers: we reply ${brand.replyPromise}, in ${serviceLanguagesText}.`} />

      <Section>
        <div className="grid gap-14 lg:grid-cols-[22rem_1fr] lg:gap-20">
          <aside aria-labelledby={`${id}-details`}>
            <h2 id={`${id}-details`} className="font-display text-3xl">
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

          <Island load="visible">
            <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-form`} className="bg-ivory-deep p-6 sm:p-10">
              <h2 id={`${id}-form`} className="font-display text-3xl">
                Send a message
              </h2>
              <p className="mt-2 text-sm text-taupe">Fields marked * are required.</p>
              <div className="mt-8 grid gap-6 md:grid-cols-2">
                {field('name', 'Name', 'text', 'name')}
                {field('email', 'Email', 'email', 'email')}
                {field('subject', 'Subject', 'text', 'off')}
                <div>
                  <label htmlFor={`${id}-interest`} className="text-sm font-medium">
                    Interest
                  </label>
                  <select id={`${id}-interest`} name="interest" defaultValue={isInterest(preset) ? preset : 'general'} className={inputClasses(false)}>
                    {interests.map((interest) => (
                      <option key={interest.value} value={interest.value}>
                        {interest.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="md:col-span-2">
                  <label htmlFor={`${id}-message`} className="text-sm font-medium">
                    Message <span aria-hidden="true">*</span>
                  </label>
                  <textarea
                    id={`${id}-message`}
                    name="message"
                    rows={6}
                    required
                    aria-invalid={invalid('message') || undefined}
                    aria-describedby={invalid('message') ? `${id}-status` : undefined}
                    className={inputClasses(invalid('message'))}
                  />
                </div>
              </div>
              <div id={`${id}-status`} className="mt-6 min-h-6 text-sm" role={status.kind === 'success' ? 'status' : 'alert'}>
                {status.kind === 'invalid' || status.kind === 'error' ? <p className="font-medium text-red-800">{status.message}</p> : null}
                {status.kind === 'success' ? <p className="font-medium text-espresso">{contactMessages.success}</p> : null}
              </div>
              <Button type="submit" disabled={submitting} className="mt-4">
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          </Island>
        </div>
      </Section>

      <Section tone="espresso" eyebrow="Visit" title="Our nine houses" intro="Every house shares one support line and one standard of care.">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city, index) => (
            <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS * 0.5}>
              <Link to={cityPath(city.slug)} className={cardClasses('dark', 'flex min-h-16 items-center justify-between px-6 py-4 font-display text-xl text-ivory transition-colors hover:border-gold hover:bg-umber')}>
                {city.label}
                <span aria-hidden="true" className="text-gold">
                  →
                </span>
              </Link>
            </FadeIn>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/local" className="text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
            View All Locations
          </Link>
        </div>
      </Section>

      <Section eyebrow="The Digital Assets" title="Four domains, one package" intro="Offered together to a serious buyer: not sold individually, and not at auction.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {allDomains.map((domain) => (
            <Card as="li" key={domain} className="p-7">
              <p className="font-display text-2xl">{domain}</p>
              <p className="mt-3 text-sm leading-relaxed text-taupe">{domainRoles[domain]}</p>
            </Card>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a href={brand.portfolioUrl} target="_blank" rel="noopener noreferrer" className="text-xs font-medium tracking-[0.2em] text-espresso uppercase underline-offset-8 hover:underline">
            View the Portfolio<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </Section>
    </>
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
