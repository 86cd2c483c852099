import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, defineIsland, emit, useSearchParams } from 'shared';
import { ContactFields } from '../components/contact-form/ContactFields';
import { StatusMessage, type FormStatus } from '../components/contact-form/StatusMessage';
import { FORM_MISMATCH_MESSAGE_ATTRIBUTE, FORM_MISSING_MESSAGE_ATTRIBUTE } from 'shared/page-protocol';
import { contactFromForm, contactMessages, isInterest, requiredContactFields, sendContact } from '../lib/contact';

/**
 * /contact's message form, an island: it sends what was typed and says how that went. What its
 * fields refuse (spec: every required field non-blank, then the email's shape) is said by the boot
 * script from the first paint, from the form's own attributes (shared/src/boot/form-checks.ts), so
 * a refused sending never reaches this code. `?interest=` in the page's address preselects an
 * interest (`/inquire` leads here with one).
 */
export default defineIsland('advisor/contact-form', ContactForm);

function ContactForm() {
  const { status, submitting, onSubmit } = useContactForm();
  const id = useId();
  const [interestField, firstInterest] = usePreselectedInterest();

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-form`}
      {...{ [FORM_MISSING_MESSAGE_ATTRIBUTE]: contactMessages.missing, [FORM_MISMATCH_MESSAGE_ATTRIBUTE]: contactMessages.invalidEmail }}
      className="bg-ivory-deep p-6 sm:p-10"
    >
      <h2 id={`${id}-form`} className="font-display text-3xl">
        Send a message
      </h2>
      <p className="mt-2 text-sm text-taupe">Fields marked * are required.</p>
      <ContactFields id={id} interestField={interestField} firstInterest={firstInterest} />
      <StatusMessage id={`${id}-status`} status={status} />
      <Button type="submit" disabled={submitting} className="mt-4">
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/** Sends what was typed and keeps where that stands; the fields are cleared only once it is sent. */
function useContactForm() {
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The fields are uncontrolled and read here, never mirrored in state: what was typed (or chosen)
    // before the app took over is only in the DOM.
    const form = event.currentTarget;
    const input = contactFromForm(new FormData(form));
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

  return { status, submitting, onSubmit };
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
