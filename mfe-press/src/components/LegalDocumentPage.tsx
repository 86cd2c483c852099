import type { ReactNode } from 'react';
import { brand, breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, PageHero, SOURCE_LOCALE, useIntl, useLocale, type Locale, type MessageDescriptor } from 'shared';
import type { LegalDocument, LegalSection } from '../data/legal/types';
import { formatPublished } from '../lib/format';

const messages = defineMessages({
  updated: { id: 'press.legal.updated', defaultMessage: 'Last updated {date}' },
  updatedOn: { id: 'press.legal.updated-on', defaultMessage: 'Last updated <time>{date}</time>', description: 'time: the date, as a <time> element' },
  contents: { id: 'press.legal.contents', defaultMessage: 'Contents', description: 'the heading of a legal document’s table of contents' },
  prevails: {
    id: 'press.legal.english-prevails',
    defaultMessage: 'Only the English version is binding.',
    description: 'shown only on the French and Spanish pages of a legal document, at the top',
  },
  englishVersion: { id: 'press.legal.english-version', defaultMessage: 'Read the English version', description: 'a link to the legal document in English' },
});

/**
 * The route module of a legal document (/privacy, /terms): the same page, its own words, in the
 * page's language (`documents`, one per language; the English prevails).
 */
export function legalDocumentRoute(documents: Readonly<Record<Locale, LegalDocument>>, path: string, description: MessageDescriptor) {
  return defineRoute({
    // The page's words as it renders them, for site search and the advisor: its introduction, then
    // each section's title, paragraphs and list items, a line each.
    search: ({ locale }) => {
      const document = documents[locale];
      return {
        body: [...document.intro, ...document.sections.flatMap((section) => [section.title, ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))])].join('\n'),
      };
    },
    // A page without params: its head is read with no data (its search document, shared/tooling/search-documents.ts).
    head: (_data, { intl, locale }) => ({
      title: documents[locale].title,
      description: intl.formatMessage(description),
      canonicalPath: path,
      // The trail's steps in the page's words, at their English paths, as canonicalPath is: the page's head puts them in its language.
    jsonLd: [
        breadcrumbJsonLd([
          { name: intl.formatMessage(HOME_CRUMB), path: '/' },
          { name: documents[locale].title, path: path },
        ]),
      ],
    }),
    lastModified: () => documents.en.lastUpdated,
    Page: () => <LegalDocumentPage document={documents[useLocale()]} description={description} englishPath={path} />,
  });
}

/**
 * The document with a table of contents whose anchor links reach each section (and put keyboard
 * focus there, as any in-page link does). A link from elsewhere to /privacy#cookies lands on the
 * section: the shell's ScrollManager scrolls there once the page renders. In another language, a
 * line at the top says the English version prevails, and links to it.
 */
function LegalDocumentPage({ document, description, englishPath }: { document: LegalDocument; description: MessageDescriptor; englishPath: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const updated = formatPublished(intl, document.lastUpdated);

  return (
    <>
      <PageHero eyebrow={intl.formatMessage(messages.updated, { date: updated })} title={document.title} subtitle={`${brand.legalName}. ${intl.formatMessage(description)}`} />
      <div className="bg-ivory py-16 md:py-24">
        <div className="page-container grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-20">
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="legal-contents" className="eyebrow text-gold-ink">
              {intl.formatMessage(messages.contents)}
            </h2>
            <ol className="mt-5 space-y-1 border-l border-espresso/15 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="-ml-px flex min-h-9 items-center gap-3 border-l border-transparent py-1 pl-4 text-taupe hover:border-gold-ink hover:text-espresso">
                    <span aria-hidden="true" className="w-5 text-gold-ink tabular-nums">
                      {index + 1}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl">
            {locale !== SOURCE_LOCALE && (
              <p className="mb-8 border-l-2 border-gold-ink pl-4 text-sm leading-relaxed text-taupe">
                {intl.formatMessage(messages.prevails)}{' '}
                {/* The English page, at its own address (no prefix): not a link inside this language. */}
                <a href={englishPath} hrefLang="en" className="text-espresso underline underline-offset-4 hover:text-gold-ink">
                  {intl.formatMessage(messages.englishVersion)}
                </a>
              </p>
            )}
            {document.intro.map((paragraph) => (
              <p key={paragraph} className="mb-5 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            <p className="text-sm text-taupe">
              {intl.formatMessage(messages.updatedOn, {
                date: updated,
                time: (chunks: ReactNode[]) => <time dateTime={document.lastUpdated}>{chunks}</time>,
              })}
            </p>
            {document.sections.map((section, index) => (
              <LegalSectionView key={section.id} section={section} number={index + 1} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} tabIndex={-1} className="mt-14 scroll-mt-28 outline-none">
      <h2 id={`${section.id}-title`} className="font-display text-3xl leading-tight">
        <span className="text-gold-ink">{number}. </span>
        {section.title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-espresso/90">
        {section.blocks.map((block, index) =>
          block.kind === 'paragraph' ? (
            <p key={index}>{block.text}</p>
          ) : (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-gold-ink">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
