import type { RefObject } from 'react';
import { brand, Link } from 'shared';
import { replyParts, type ChatMessage } from '../../lib/chat';

/**
 * The transcript, a live log: the advisor's greeting, then the messages oldest first, the
 * visitor's on the right. The conversation scrolls it to the latest.
 */
export function ConversationLog({ transcript, messages }: { transcript: RefObject<HTMLDivElement | null>; messages: readonly ChatMessage[] }) {
  return (
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
  );
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
            {part.name ?? part.path}
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
