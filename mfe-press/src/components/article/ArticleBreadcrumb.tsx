import { Breadcrumb, HOME_CRUMB, useEnglishMark, useIntl } from 'shared';
import { pressMessages } from '../../lib/messages';

/** The article's trail (Home › Press › its title), on the dark band; the title is in English on every page (its `lang`). */
export function ArticleBreadcrumb({ slug, title }: { slug: string; title: string }) {
  const intl = useIntl();
  const english = useEnglishMark();
  const crumbs = [
    { name: intl.formatMessage(HOME_CRUMB), path: '/' },
    { name: intl.formatMessage(pressMessages.press), path: '/press' },
    { name: title, path: `/press/${slug}` },
  ];
  return <Breadcrumb crumbs={crumbs} tone="dark" separator="›" lastIsCurrent lastLang={english} />;
}
