import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Card, defineIsland, useIntl } from 'shared';
import { ConversationLog } from '../components/conversation/ConversationLog';
import { QuestionComposer } from '../components/conversation/QuestionComposer';
import { chatFallbackIn, chatSessionId, orderHistory, withHistory, type ChatMessage } from '../lib/chat';
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

/**
 * The conversation with the advisor, an island. The session is a UUID in local storage; its
 * history is fetched when the island starts (it is near the viewport, or the visitor reaches for
 * it) and shown oldest first. Sending appends the question, clears and disables the input, then
 * shows the reply or the spec's fallback. The transcript is a live log.
 */
export default defineIsland('advisor/conversation', Conversation);

function Conversation() {
  const { id, messages, sending, transcript, input, onSubmit } = useConversation();

  return (
    <Card as="div" className="mx-auto max-w-3xl">
      <ConversationLog transcript={transcript} messages={messages} echoId={`${id}-echo`} />
      <QuestionComposer id={`${id}-message`} echoId={`${id}-echo`} input={input} sending={sending} onSubmit={onSubmit} />
    </Card>
  );
}

/**
 * The conversation's session, its messages and the question on its way: the history comes as it
 * starts, the transcript follows the latest message, and a question sent brings its reply.
 */
function useConversation() {
  const [sessionId] = useState(() => chatSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const transcript = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // Spec: what the advisor says when the chat service fails, in the page's language (its replies come in the visitor's own from the backend).
  const fallback = chatFallbackIn(useIntl());

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

  // A question sent before this code came was shown by the boot script in its echo: once the
  // question is among the messages, in the same frame, the echo is hidden and emptied again.
  useLayoutEffect(() => {
    const echo = document.getElementById(`${id}-echo`);
    if (!echo?.textContent || !messages.some((message) => message.role === 'user' && message.content === echo.textContent)) return;
    echo.closest('li')?.setAttribute('hidden', '');
    echo.textContent = '';
  }, [messages, id]);

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
      reply = typeof data?.reply === 'string' && data.reply ? data.reply : fallback;
    } catch (failure) {
      console.error(failure);
      reply = fallback;
    }
    // Committed at once: focus cannot land on the input while it is still disabled.
    flushSync(() => {
      setMessages((list) => [...list, { id: `reply-${Date.now()}`, role: 'assistant', content: reply }]);
      setSending(false);
    });
    input.current?.focus();
  };

  return { id, messages, sending, transcript, input, onSubmit };
}
