import { brand, defineRoute, PageHero, topLevelBreadcrumb } from 'shared';
import type { LegalDocument, LegalSection } from '../data/legal/types';
import { formatPublished } from '../lib/format';

/** The route module of a legal document (/privacy, /terms): the same page, its own words. */
export function legalDocumentRoute(document: LegalDocument, path: string, description: string) {
  return defineRoute({
    // The page's words as it renders them, for site search and the advisor: its introduction, then
    // each section's title, paragraphs and list items, a line each.
    search: () => ({
      body: [...document.intro, ...document.sections.flatMap((section) => [section.title, ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))])].join('\n'),
    }),
    head: () => ({ title: document.title, description, canonicalPath: path, jsonLd: [topLevelBreadcrumb(document.title, path)] }),
    lastModified: () => document.lastUpdated,
    Page: () => <LegalDocumentPage document={document} description={description} />,
  });
}

/**
 * The document with a table of contents whose anchor links reach each section (and put keyboard
 * focus there, as any in-page link does). A link from elsewhere to /privacy#cookies lands on the
 * section: the shell's ScrollManager scrolls there once the page renders.
 */
function LegalDocumentPage({ document, description }: { document: LegalDocument; description: string }) {
  const updated = formatPublished(document.lastUpdated);

  return (
    <>
      <PageHero eyebrow={`Last updated ${updated}`} title={document.title} subtitle={`${brand.legalName}. ${description}`} />
      <div className="bg-ivory py-16 md:py-24">
        <div className="page-container grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-20">
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="legal-contents" className="eyebrow text-gold-ink">
              Contents
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
            {document.intro.map((paragraph) => (
              <p key={paragraph} className="mb-5 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            <p className="text-sm text-taupe">
              Last updated <time dateTime={document.lastUpdated}>{updated}</time>
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
