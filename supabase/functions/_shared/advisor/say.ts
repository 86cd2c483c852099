import type { SearchDocument, SearchImage } from 'shared/search';
import type { Brand } from '../brand.ts';
import { summaryOf, type Reply } from './answer.ts';
import type { Language } from './model/labels.ts';
import { MESSAGES, type Messages } from './messages.ts';

/** A page as a link the chat shows by name: `[name, price](/path)`, never the bare path. */
export const link = (text: string, path: string) => `[${text.replace(/[[\]]/g, '')}](${path})`;

/**
 * An item's picture, written just before its link: the chat shows the two as one card, the
 * picture with the item's name and price (mfe-advisor's `replyParts`). As text it is Markdown's
 * image with Pandoc's size attributes, `![alt](https://…){width=400 height=500}`, so the reply,
 * stored and read back as one string, reads as Markdown anywhere else too. The address was checked
 * as the site's documents were read (./site-documents.ts): http(s), no spaces.
 */
export const picture = (image: SearchImage) => `![${image.alt.replace(/[[\]\n]/g, '')}](${image.src.replace(/\(/g, '%28').replace(/\)/g, '%29')}){width=${image.width} height=${image.height}}`;

/** What an item's link says besides its name: its price, and a service's length; with its picture before it, when the item has one. */
function itemLink(document: SearchDocument, messages: Messages): string {
  const { price, duration } = document.facts ?? {};
  const named = link([document.title, price, duration && messages.duration(duration)].filter(Boolean).join(', '), document.path);
  return document.image ? `${picture(document.image)}${named}` : named;
}

/**
 * What the reply quotes of the page. The site's copy is English: a reply in another language quotes
 * only the sentences that answer, as the page says them, and says the page is in English.
 */
function copy(language: Language, summary: string, answering: string | null | undefined, messages: Messages): string {
  if (language === 'en') return [summary, answering].filter(Boolean).join(' ');
  return answering ? messages.quoting(answering) : '';
}

function documentReply(document: SearchDocument, passage: readonly string[], language: Language, messages: Messages): string {
  // An English reply gives the summary of an item, or of a page that has no sentence to quote: the
  // passage says what the summary does not.
  const unsaid = passage.filter((sentence) => language !== 'en' || !summaryOf(document).includes(sentence.replace(/\.$/, '')));
  const said = unsaid.join(' ') || null;
  switch (document.kind) {
    case 'product':
    case 'service':
      return messages.item(itemLink(document, messages), copy(language, summaryOf(document), said, messages));
    case 'location':
      // The address and the week answer most questions about a house; the sentence that answers
      // follows them (a service it offers, its WhatsApp, who runs it).
      return [messages.house(link(document.title, document.path), document.facts?.address ?? '', messages.hours(document.facts?.hours ?? '')), copy(language, '', said, messages)].filter(Boolean).join(' ');
    case 'question':
      return messages.faq(copy(language, '', passage.join(' ') || summaryOf(document), messages), link(messages.faqPage, document.path));
    default:
      // The sentence that answers, else what the page is about.
      return messages.page(link(document.title, document.path), copy(language, said ? '' : summaryOf(document), said, messages));
  }
}

/** The last stage: the reply in the visitor's language, in the house's voice. */
export function say(reply: Reply, language: Language, brand: Brand): string {
  const messages = MESSAGES[language];
  const concierge = messages.concierge(brand);
  switch (reply.says) {
    case 'referral':
      return messages.referral(concierge);
    case 'reaction':
      return messages.reaction(concierge);
    case 'decline':
      return messages.decline(concierge);
    case 'nothing sure':
      return messages.nothingSure(concierge);
    case 'cannot look':
      return messages.cannotLook(concierge);
    case 'document':
      return documentReply(reply.document, reply.passage, language, messages);
    case 'comparison': {
      const passages = reply.documents.flatMap((document, i) => (reply.passages[i]?.length ? [messages.itemSays(document.title, copy(language, '', reply.passages[i].join(' '), messages))] : []));
      return [messages.comparison(reply.documents.map((document) => itemLink(document, messages))), ...passages].join(' ');
    }
    case 'topic':
      return messages.topic(reply.topic, brand, reply.houses.map((house) => link(house.title, house.path)));
  }
}
