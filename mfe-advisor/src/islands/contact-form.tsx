import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, defineIsland, emit, useSearchParams } from 'shared';
import { checkContact, contactFromForm, contactMessages, interests, isInterest, requiredContactFields, sendContact, type ContactInput } from '../lib/contact';

/**
 * /contact's message form, an island: it checks what was typed, sends it and says how that went.
 * `?interest=` in the page's address preselects an interest (`/inquire` leads here with one).
 */
export default defineIsland('advisor/contact-form', ContactForm);

type Status = { kind: 'idle' } | { kind: 'invalid'; message: string; fields: (keyof ContactInput)[] } | { kind: 'success' } | { kind: 'error'; message: string };

const inputClasses = (invalid: boolean) =>
  `mt-2 block w-full border bg-ivory px-4 py-3 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink ${invalid ? 'border-red-800' : 'border-espresso/30'}`;

function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const [interestField, firstInterest] = usePreselectedInterest();

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
          <select ref={interestField} id={`${id}-interest`} name="interest" defaultValue={firstInterest} className={inputClasses(false)}>
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
  );
}

/**
 * The interest the page's address asks for. The page's HTML is written without a query string, so
 * it shows General Inquiry, and the island hydrates at that address; it then follows the page's
 * own (shared/src/islands/IslandFrame.tsx) and shows the interest asked for, unless the visitor
 * has chosen one meanwhile. Rendered by the app at the address itself, it starts with it.
 */
function usePreselectedInterest(): [RefObject<HTMLSelectElement | null>, string] {
  const [params] = useSearchParams();
  const preset = params.get('interest');
  const asked = isInterest(preset) ? preset : 'general';
  const [first] = useState(asked);
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(first);
  useEffect(() => {
    const field = select.current;
    // A select's default is read once, when it mounts: a later one is set on the field itself.
    if (!field || field.value !== shown.current) return;
    field.value = asked;
    shown.current = asked;
  }, [asked]);
  return [select, first];
}
