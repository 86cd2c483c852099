import { Send } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { brand, defineMessages, ECHO_FIELD_ATTRIBUTE, ECHO_INTO_ATTRIBUTE, Name, useIntl } from 'shared';

const messages = defineMessages({
  label: { id: 'advisor.conversation.question', defaultMessage: 'Your question for {advisor}' },
  placeholder: { id: 'advisor.conversation.placeholder', defaultMessage: 'Ask {advisor} a beauty question' },
  sending: { id: 'advisor.conversation.sending', defaultMessage: 'Sending...' },
  send: { id: 'advisor.conversation.send', defaultMessage: 'Send' },
});

interface QuestionComposerProps {
  /** The question field's id. */
  id: string;
  /** Where the question shows at once if it is sent before the island's code (shared/src/boot/held-echo.ts). */
  echoId: string;
  input: RefObject<HTMLInputElement | null>;
  /** A question is on its way: the field and the button wait for the reply. */
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Where the visitor writes a question to the advisor and sends it. */
export function QuestionComposer({ id, echoId, input, sending, onSubmit }: QuestionComposerProps) {
  const intl = useIntl();
  return (
    <form onSubmit={onSubmit} {...{ [ECHO_FIELD_ATTRIBUTE]: 'message', [ECHO_INTO_ATTRIBUTE]: echoId }} className="flex gap-3 border-t border-espresso/15 p-4 sm:p-5">
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage(messages.label, { advisor: <Name>{brand.advisorName}</Name> })}
      </label>
      <input
        ref={input}
        id={id}
        name="message"
        disabled={sending}
        maxLength={2000}
        autoComplete="off"
        placeholder={intl.formatMessage(messages.placeholder, { advisor: brand.advisorName })}
        className="min-h-12 min-w-0 flex-1 border border-espresso/30 bg-ivory px-4 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 shrink-0 items-center gap-2 bg-espresso px-5 text-xs font-medium tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-umber disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
        {intl.formatMessage(sending ? messages.sending : messages.send)}
      </button>
    </form>
  );
}
