import { useEnglishMark } from 'shared';
import type { PressArticle } from '../../data/article-types';
import { articleSectionNodes } from '../../data/article-nodes';
import { ArticleHtml } from '../ArticleHtml';

/** Markup for the sanitised article HTML: the only place the page styles elements it did not write. */
const proseClasses =
  'space-y-5 text-lg leading-[1.8] text-espresso/90 [&_a]:text-gold-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-espresso [&_blockquote]:border-l-2 [&_blockquote]:border-gold-ink [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:italic [&_h3]:pt-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:text-espresso [&_h4]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-espresso [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-gold-ink';

/** What the article says: its intro, set large, then each of its sections. */
export function ArticleBody({ article }: { article: PressArticle }) {
  // The article's text is in English on every page.
  const english = useEnglishMark();
  return (
    <div lang={english} className="page-container max-w-3xl py-16 md:py-24">
      <p className="font-display text-xl leading-relaxed text-espresso md:text-2xl md:leading-relaxed">{article.intro_paragraph}</p>

      <ArticleSections article={article} />
    </div>
  );
}

function ArticleSections({ article }: { article: PressArticle }) {
  const nodes = articleSectionNodes(article.slug);
  return article.sections.map((section, index) => (
    <section key={section.title} className="mt-16" aria-label={section.title}>
      <h2 className="font-display text-3xl leading-tight md:text-4xl">{section.title}</h2>
      <ArticleHtml nodes={nodes[index]!} className={`mt-6 ${proseClasses}`} />
    </section>
  ));
}
