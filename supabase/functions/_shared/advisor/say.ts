import type { SearchDocument, SearchImage } from 'shared/search';
import type { Brand } from '../brand.ts';
import { summaryOf, type Reply } from './answer.ts';
import type { Language } from './model/labels.ts';
import { shownIn, type TranslatedDocuments } from './in-language.ts';
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

/**
 * What an item's link says besides its name: its price, and a service's length; with its picture
 * before it, when the item has one. `englishDuration`: the page's duration is English (a reply in
 * another language about a page it has no version of), put in the reply's words.
 */
function itemLink(document: SearchDocument, messages: Messages, { englishDuration = false } = {}): string {
  const { price, duration } = document.facts ?? {};
  const named = link([document.title, price, duration && (englishDuration ? messages.duration(duration) : duration)].filter(Boolean).join(', '), document.path);
  return document.image ? `${picture(document.image)}${named}` : named;
}

/** What a reply says of a page, before its template. */
interface Said {
  /** The page as the reply's language has it: the link's name, price and length, a house's address and week. */
  document: SearchDocument;
  /** Whether its facts are English, in a reply in another language. */
  english: boolean;
  /** Its summary and the passage: what follows the link. */
  copy: string;
}

/** What every reply about a page says it with: the visitor's language, the site's pages in it, and the house's words in it. */
interface Saying {
  language: Language;
  translated: TranslatedDocuments | undefined;
  messages: Messages;
}

/**
 * How each kind of reply says a page: whether its summary comes first (`always`, `never`, or only
 * when no sentence of the page answers), and whether a sentence that answers is said even where the
 * summary already says it (a comparison quotes what sets each item apart, summary or not).
 */
const USES = {
  item: { summary: 'always', evenIfSummarised: false },
  house: { summary: 'never', evenIfSummarised: false },
  page: { summary: 'when nothing answers', evenIfSummarised: false },
  compared: { summary: 'never', evenIfSummarised: true },
} as const satisfies Record<string, { summary: 'always' | 'never' | 'when nothing answers'; evenIfSummarised: boolean }>;

/**
 * What the reply says of a page, in the visitor's language: its summary and the sentences that
 * answer, as the page in that language writes them, used as `USES` says. A page the language has in
 * English (a press article) is quoted in English, saying so, with no summary; one whose paragraphs
 * do not line up with its English's is said by its summary alone.
 */
function said(document: SearchDocument, passage: readonly string[], use: keyof typeof USES, { language, translated, messages }: Saying): Said {
  const shown = shownIn(language, translated, document, passage);
  // In English on the page in every language: the sentences that answer, said to be English.
  if (!shown) return { document, english: language !== 'en', copy: passage.length > 0 ? messages.quoting(passage.join(' ')) : '' };
  const { summary, evenIfSummarised } = USES[use];
  const summaryText = summaryOf(shown.document);
  const answering = (shown.passage ?? []).filter((sentence) => evenIfSummarised || !summaryText.includes(sentence.replace(/\.$/, ''))).join(' ');
  const summarised = summary === 'always' || (summary === 'when nothing answers' && !answering);
  return { document: shown.document, english: false, copy: [summarised ? summaryText : '', answering].filter(Boolean).join(' ') };
}

function documentReply(document: SearchDocument, passage: readonly string[], saying: Saying): string {
  const { language, translated, messages } = saying;
  switch (document.kind) {
    case 'product':
    case 'service': {
      const item = said(document, passage, 'item', saying);
      return messages.item(itemLink(item.document, messages, { englishDuration: item.english }), item.copy);
    }
    case 'location': {
      // The address and the week answer most questions about a house; the sentence that answers
      // follows them (a service it offers, its WhatsApp, who runs it).
      const house = said(document, passage, 'house', saying);
      const { address = '', hours = '' } = house.document.facts ?? {};
      return [messages.house(link(house.document.title, house.document.path), address, house.english ? messages.hours(hours) : hours), house.copy].filter(Boolean).join(' ');
    }
    case 'question': {
      // The answer is the reply.
      const question = shownIn(language, translated, document, []);
      const answer = question ? question.document.facts?.answer || summaryOf(question.document) : messages.quoting(passage.join(' ') || summaryOf(document));
      return messages.faq(answer, link(messages.faqPage, document.path));
    }
    default: {
      // The sentence that answers, else what the page is about.
      const page = said(document, passage, 'page', saying);
      return messages.page(link(page.document.title, page.document.path), page.copy);
    }
  }
}

/**
 * The last stage: the reply in the visitor's language, in the house's voice; a page's words from
 * its version in that language (`translated`), where the site publishes one.
 */
export function say(reply: Reply, language: Language, brand: Brand, translated?: TranslatedDocuments): string {
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
      return documentReply(reply.document, reply.passage, { language, translated, messages });
    case 'comparison': {
      const items = reply.documents.map((document, i) => said(document, reply.passages[i] ?? [], 'compared', { language, translated, messages }));
      const passages = items.flatMap((item) => (item.copy ? [messages.itemSays(item.document.title, item.copy)] : []));
      return [messages.comparison(items.map((item) => itemLink(item.document, messages, { englishDuration: item.english }))), ...passages].join(' ');
    }
    case 'topic':
      return messages.topic(reply.topic, brand, reply.houses.map((house) => link(house.title, house.path)));
  }
}
