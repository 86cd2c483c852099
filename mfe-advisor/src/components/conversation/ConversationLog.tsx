import { Fragment, type RefObject } from 'react';
import { ArrowRight } from 'lucide-react';
import { brand, defineMessages, Link, Name, nameMark, useIntl } from 'shared';
import { itemLines, replyBlocks, type ChatMessage, type ReplyItem, type ReplyPart } from '../../lib/chat';

const messages = defineMessages({
  log: { id: 'advisor.conversation.log', defaultMessage: 'Conversation with {advisor}' },
  greeting: {
    id: 'advisor.conversation.greeting',
    defaultMessage: 'Hello, I am {advisor}. Ask me about skin, hair or makeup for melanin-rich beauty, our prices, a house near you, booking, or the four {brand} domains.',
  },
  you: { id: 'advisor.conversation.you', defaultMessage: 'You' },
  newTab: { id: 'advisor.conversation.new-tab', defaultMessage: '(opens in a new tab)' },
});

/**
 * The transcript, a live log: the advisor's greeting, then the messages oldest first, the
 * visitor's on the right. The conversation scrolls it to the latest. Last, hidden, the place where
 * a question sent before the island's code shows at once (`echoId`, shared/src/boot/held-echo.ts).
 */
export function ConversationLog({ transcript, messages: log, echoId }: { transcript: RefObject<HTMLDivElement | null>; messages: readonly ChatMessage[]; echoId: string }) {
  const intl = useIntl();
  const you = intl.formatMessage(messages.you);
  return (
    <div ref={transcript} role="log" aria-live="polite" aria-label={intl.formatMessage(messages.log, { advisor: brand.advisorName })} className="h-[28rem] overflow-y-auto p-5 sm:p-8">
      <ol className="space-y-4">
        <li className="max-w-[85%] bg-ivory p-4 leading-relaxed">
          <p translate={nameMark(intl.locale)} className="eyebrow mb-1 text-gold-ink">
            {brand.advisorName}
          </p>
          {intl.formatMessage(messages.greeting, { advisor: <Name>{brand.advisorName}</Name>, brand: <Name>{brand.name}</Name> })}
        </li>
        {log.map((message) => (
          <li key={message.id} data-role={message.role} className={messageClasses(message.role)}>
            <p translate={message.role === 'user' ? undefined : nameMark(intl.locale)} className={`eyebrow mb-1 ${message.role === 'user' ? 'text-gold' : 'text-gold-ink'}`}>
              {message.role === 'user' ? you : brand.advisorName}
            </p>
            {message.role === 'assistant' ? <ReplyText text={message.content} /> : message.content}
          </li>
        ))}
        <li hidden className={messageClasses('user')}>
          <p className="eyebrow mb-1 text-gold">{you}</p>
          {/* Its text is the boot script's: hydration leaves an element with an inner HTML of its own alone. */}
          <span id={echoId} dangerouslySetInnerHTML={{ __html: '' }} />
        </li>
      </ol>
    </div>
  );
}

const messageClasses = (role: ChatMessage['role']) =>
  `max-w-[85%] p-4 leading-relaxed whitespace-pre-line ${role === 'user' ? 'ml-auto bg-espresso text-ivory' : 'bg-ivory text-espresso'}`;

/** A reply as text and links, each item it recommends a card after its sentence: never parsed as HTML. */
function ReplyText({ text }: { text: string }) {
  return (
    <>
      {replyBlocks(text).map((block, index) =>
        block.kind === 'text' ? (
          <Fragment key={index}>
            {block.parts.map((part, partIndex) => (
              <ReplyInline key={partIndex} part={part} />
            ))}
          </Fragment>
        ) : (
          <ul key={index} className="my-3 grid gap-2 whitespace-normal sm:grid-cols-2">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function ReplyInline({ part }: { part: ReplyPart }) {
  const intl = useIntl();
  switch (part.kind) {
    case 'text':
      return <span>{part.text}</span>;
    // Named in its sentence; its card, just after, is its link.
    case 'item':
      return <span>{part.name}</span>;
    case 'internal':
      return (
        <Link to={part.path} className="underline underline-offset-4 hover:text-gold-ink">
          {part.name ?? part.path}
        </Link>
      );
    case 'external':
      return (
        <a href={part.href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          {part.href}
          <span className="sr-only">{` ${intl.formatMessage(messages.newTab)}`}</span>
        </a>
      );
  }
}

/**
 * An item as a small card: its picture, its name and price (and a service's length), the whole
 * card one link to its page. The picture says nothing the name does not (alt ""), so the link
 * reads the name once; it loads when the card comes near, in a frame of its own size.
 */
function ItemCard({ item }: { item: ReplyItem }) {
  const { title, details } = itemLines(item.name);
  return (
    <Link to={item.path} className="group flex h-full items-center gap-3 border border-mist/60 bg-ivory-deep/60 p-2 transition-colors hover:border-gold hover:bg-ivory-deep sm:gap-4 sm:pr-3">
      <img src={item.picture.src} width={item.picture.width} height={item.picture.height} alt="" loading="lazy" decoding="async" className="aspect-[4/5] w-16 shrink-0 bg-ivory-deep object-cover" />
      <span className="min-w-0">
        {/* The space keeps the two apart in the link's name ("Couture Velvet Lipstick $75"), whatever the layout. */}
        <span className="block font-display text-lg leading-snug group-hover:text-gold-ink">{title}</span>{' '}
        {details && <span className="mt-0.5 block text-sm text-taupe">{details}</span>}
      </span>
      <ArrowRight aria-hidden="true" className="ml-auto hidden size-4 shrink-0 text-gold-ink sm:block transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
    </Link>
  );
}
