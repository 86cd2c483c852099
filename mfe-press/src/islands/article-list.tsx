import { defineIsland, defineMessages, FadeIn, Link, STAGGER_SECONDS, useIntl, useSearchParams } from 'shared';
import { ArticleCard, type ArticleSummary } from '../components/ArticleCard';
import { allTags, articlesWithTag, tagLabel, tagPath, tagsByLabel } from '../lib/tags';

/** Spec (section 8): the list's empty state. */
export const NO_MATCH_TEXT = 'No articles found with the selected tag. Please try another filter.';

const messages = defineMessages({
  noMatch: { id: 'press.list.no-match', defaultMessage: 'No articles found with the selected tag. Please try another filter.' },
  filter: { id: 'press.list.filter', defaultMessage: 'Filter articles by tag' },
  all: { id: 'press.list.all', defaultMessage: 'All', description: 'the filter chip that shows every article' },
  shown: { id: 'press.list.shown', defaultMessage: '{count, plural, one {# article shown} other {# articles shown}}', description: 'announced to screen readers when the filter changes' },
});

const chipClasses = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-xs font-medium tracking-[0.18em] uppercase transition-colors duration-300 motion-reduce:transition-none ${
    active ? 'border-espresso bg-espresso text-ivory' : 'border-espresso/30 text-espresso hover:border-espresso'
  }`;

/** /press's tag filter and cards, an island: the articles' summaries are its props, the address its state. */
export default defineIsland('press/article-list', ArticleList);

/**
 * The tag filter and the cards. The filter lives in the address (?tag=...), so the tag links on an
 * article land on a filtered list, and a filtered list can be shared or reloaded. Its choices are
 * links to those addresses, so they work from the page's HTML before the island's code does; once
 * it is live, a tag changes the address in place (the island's router follows the page's address).
 */
function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
  const [params] = useSearchParams();
  // `?tag=` (an emptied address) is no filter, as with none: All is the one marked.
  const active = params.get('tag') || null;
  const shown = articlesWithTag(articles, active);
  const intl = useIntl();
  return (
    <>
      <div role="group" aria-label={intl.formatMessage(messages.filter)} className="mb-12 flex flex-wrap justify-center gap-3 md:mb-16">
        {/* Spec: clicking the active tag does not turn it off (its link is the address already); All clears it. */}
        {[null, ...tagsByLabel(intl, allTags(articles))].map((tag) => (
          <Link key={tag ?? 'all'} to={tag ? tagPath(tag) : '/press'} aria-current={active === tag ? 'page' : undefined} className={chipClasses(active === tag)}>
            {tag ? tagLabel(intl, tag) : intl.formatMessage(messages.all)}
          </Link>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {intl.formatMessage(messages.shown, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mx-auto max-w-md py-16 text-center text-lg leading-relaxed text-taupe">{intl.formatMessage(messages.noMatch)}</p>
      ) : (
        <ul className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
          {shown.map((article) => (
            // Spec: the entrance is staggered by article id.
            <FadeIn as="li" key={article.id} delay={(article.id - 1) * STAGGER_SECONDS}>
              <ArticleCard article={article} />
            </FadeIn>
          ))}
        </ul>
      )}
    </>
  );
}
