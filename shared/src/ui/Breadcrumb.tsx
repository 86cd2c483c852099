import { defineMessages } from '../i18n/format';
import { useIntl } from '../i18n/intl';
import { Link } from '../router';
import type { Crumb } from '../seo/json-ld';

interface BreadcrumbProps {
  crumbs: readonly Crumb[];
  tone?: 'light' | 'dark';
  /** What stands between crumbs ('/' or '›'); hidden from screen readers. */
  separator?: string;
  /** The last crumb is the page itself: shown as text with aria-current, not as a link. */
  lastIsCurrent?: boolean;
  /** The language of the last crumb's words, where it is not the page's (an article's English title). */
  lastLang?: string;
}

const messages = defineMessages({
  trail: { id: 'shared.breadcrumb.label', defaultMessage: 'Breadcrumb', description: 'the name of the trail of links above a page' },
});

/**
 * The breadcrumb trail every remote shows the same way (its BreadcrumbList JSON-LD is
 * breadcrumbJsonLd). It keeps to one line, its last crumb cut short where it does not fit (the
 * page's heading says it whole): a trail that wraps in one typeface and not in another moves the
 * page when the text face comes in after the first paint (a Spanish article's, CLS 0.13 on a phone).
 */
export function Breadcrumb({ crumbs, tone = 'light', separator = '/', lastIsCurrent = false, lastLang }: BreadcrumbProps) {
  const muted = tone === 'dark' ? 'text-mist' : 'text-taupe';
  const hover = tone === 'dark' ? 'hover:text-gold' : 'hover:text-gold-ink';
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.trail)}>
      <ol className={`flex items-center gap-2 text-xs tracking-[0.18em] whitespace-nowrap uppercase ${muted}`}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className={`flex items-center gap-2 ${last ? 'min-w-0' : 'shrink-0'}`}>
              {index > 0 && <span aria-hidden="true">{separator}</span>}
              {lastIsCurrent && last ? (
                <span aria-current="page" lang={lastLang} className={`truncate ${tone === 'dark' ? 'text-ivory' : 'text-espresso'}`}>
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} lang={last ? lastLang : undefined} className={`underline-offset-4 hover:underline ${hover} ${last ? 'truncate' : ''}`}>
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
