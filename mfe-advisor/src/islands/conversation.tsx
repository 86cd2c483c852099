import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { brand, Card, defineIsland, Link } from 'shared';
import { CHAT_FALLBACK, chatSessionId, orderHistory, replyParts, withHistory, type ChatMessage } from '../lib/chat';
import { backendModule } from '../lib/backend-module';

async function callChat(method: 'GET' | 'POST', sessionId: string, message?: string): Promise<unknown> {
  const { backend } = await backendModule.start();
  const { data, error } = await backend().functions.invoke(method === 'GET' ? `advisor-chat?sessionId=${encodeURIComponent(sessionId)}` : 'advisor-chat', {
    method,
    ...(method === 'POST' ? { body: { sessionId, message } } : {}),
  });
  if (error) {
    const status = (error as { context?: Response }).context?.status ?? 0;
    throw new Error(`${method === 'GET' ? 'Chat history API error' : 'Chat API error'}: ${status}`);
  }
  return data;
}

/** A reply as text and links: never parsed as HTML. */
function ReplyText({ text }: { text: string }) {
  return (
    <>
      {replyParts(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'internal' ? (
          <Link key={index} to={part.path} className="underline underline-offset-4 hover:text-gold-ink">
            {part.path}
          </Link>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
            {part.href}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </>
  );
}

/**
 * The conversation with the advisor, an island. The session is a UUID in local storage; its
 * history is fetched when the island starts (it is near the viewport, or the visitor reaches for
 * it) and shown oldest first. Sending appends the question, clears and disables the input, then
 * shows the reply or the spec's fallback. The transcript is a live log.
 */
export default defineIsland('advisor/conversation', Conversation);

function Conversation() {
  const [sessionId] = useState(() => chatSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const transcript = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    const abort = new AbortController();
    void callChat('GET', sessionId).then(
      (data) => {
        if (abort.signal.aborted) return;
        const history = orderHistory(((data as { messages?: unknown[] } | null)?.messages ?? []) as never[]);
        setMessages((thisVisit) => withHistory(history, thisVisit));
      },
      // Spec: a history failure is logged only; the chat stays empty.
      (failure: unknown) => console.error(failure),
    );
    return () => abort.abort();
  }, [sessionId]);

  useEffect(() => {
    const list = transcript.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // From the field, never from state: what was typed before the app took over is only in the DOM.
    const question = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    if (!question || sending) return;
    setMessages((list) => [...list, { id: `local-${Date.now()}`, role: 'user', content: question }]);
    if (input.current) input.current.value = '';
    setSending(true);
    let reply: string;
    try {
      const data = (await callChat('POST', sessionId, question)) as { reply?: string } | null;
      reply = typeof data?.reply === 'string' && data.reply ? data.reply : CHAT_FALLBACK;
    } catch (failure) {
      console.error(failure);
      reply = CHAT_FALLBACK;
    }
    // Committed at once: focus cannot land on the input while it is still disabled.
    flushSync(() => {
      setMessages((list) => [...list, { id: `reply-${Date.now()}`, role: 'assistant', content: reply }]);
      setSending(false);
    });
    input.current?.focus();
  };

  return (
    <Card as="div" className="mx-auto max-w-3xl">
      <div ref={transcript} role="log" aria-live="polite" aria-label={`Conversation with ${brand.advisorName}`} className="h-[28rem] overflow-y-auto p-5 sm:p-8">
        <ol className="space-y-4">
        <li className="max-w-[85%] bg-ivory p-4 leading-relaxed">
          <p className="eyebrow mb-1 text-gold-ink">{brand.advisorName}</p>
          Hello, I am {brand.advisorName}. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking, or the four {brand.name} domains.
        </li>
        {messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            className={`max-w-[85%] p-4 leading-relaxed whitespace-pre-line ${message.role === 'user' ? 'ml-auto bg-espresso text-ivory' : 'bg-ivory text-espresso'}`}
          >
            <p className={`eyebrow mb-1 ${message.role === 'user' ? 'text-gold' : 'text-gold-ink'}`}>{message.role === 'user' ? 'You' : brand.advisorName}</p>
            {message.role === 'assistant' ? <ReplyText text={message.content} /> : message.content}
          </li>
        ))}
        </ol>
      </div>
      <form onSubmit={onSubmit} className="flex gap-3 border-t border-espresso/15 p-4 sm:p-5">
        <label htmlFor={`${id}-message`} className="sr-only">
          Your question for {brand.advisorName}
        </label>
        <input
          ref={input}
          id={`${id}-message`}
          name="message"
          disabled={sending}
          maxLength={2000}
          autoComplete="off"
          placeholder={`Ask ${brand.advisorName} a beauty question`}
          className="min-h-12 min-w-0 flex-1 border border-espresso/30 bg-ivory px-4 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 bg-espresso px-5 text-xs font-medium tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-umber disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending...' : 'Send'}
        </button>
      </form>
    </Card>
  );
}
