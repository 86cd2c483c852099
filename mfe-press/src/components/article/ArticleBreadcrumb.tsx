import { defineMessages, Link, useEnglishMark, useIntl } from 'shared';
import { pressMessages } from '../../lib/messages';

const messages = defineMessages({
  trail: { id: 'press.article.breadcrumb', defaultMessage: 'Breadcrumb', description: 'the name of the trail of links above an article' },
});

/**
 * The article's trail (Home › Press › its title), on the dark band: shared's `Breadcrumb`, as it
 * renders it, but for the last crumb, the article's title, which is in English on every page (its
 * `lang`). Its words in the page's language.
 */
export function ArticleBreadcrumb({ title }: { title: string }) {
  const intl = useIntl();
  const english = useEnglishMark();
  const crumbs = [
    { name: intl.formatMessage(pressMessages.home), path: '/' },
    { name: intl.formatMessage(pressMessages.press), path: '/press' },
  ];
  return (
    <nav aria-label={intl.formatMessage(messages.trail)}>
      {/* One line, the title cut short where it does not fit (the heading below says it whole): a
          trail that wraps in one typeface and not in another moved the page when the text face
          came in after the first paint (a Spanish article, CLS 0.13 on a phone). */}
      <ol className="flex items-center gap-2 text-xs tracking-[0.18em] whitespace-nowrap uppercase text-mist">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            <Link to={crumb.path} className="underline-offset-4 hover:underline hover:text-gold">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true">›</span>
          <span aria-current="page" lang={english} className="truncate text-ivory">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
