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
}

const messages = defineMessages({
  trail: { id: 'shared.breadcrumb.label', defaultMessage: 'Breadcrumb', description: 'the name of the trail of links above a page' },
});

/** The breadcrumb trail every remote shows the same way (its BreadcrumbList JSON-LD is breadcrumbJsonLd). */
export function Breadcrumb({ crumbs, tone = 'light', separator = '/', lastIsCurrent = false }: BreadcrumbProps) {
  const muted = tone === 'dark' ? 'text-mist' : 'text-taupe';
  const hover = tone === 'dark' ? 'hover:text-gold' : 'hover:text-gold-ink';
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.trail)}>
      <ol className={`flex flex-wrap items-center gap-2 text-xs tracking-[0.18em] uppercase ${muted}`}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">{separator}</span>}
            {lastIsCurrent && index === crumbs.length - 1 ? (
              <span aria-current="page" className={tone === 'dark' ? 'text-ivory' : 'text-espresso'}>
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className={`underline-offset-4 hover:underline ${hover}`}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
