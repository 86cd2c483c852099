import { Link } from 'react-router-dom';
import type { Crumb } from 'shared';

export function Breadcrumb({ crumbs, tone = 'light' }: { crumbs: readonly Crumb[]; tone?: 'light' | 'dark' }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-2 text-xs tracking-[0.18em] uppercase ${tone === 'dark' ? 'text-mist' : 'text-taupe'}`}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            <Link to={crumb.path} className={`underline-offset-4 hover:underline ${tone === 'dark' ? 'hover:text-gold' : 'hover:text-gold-ink'}`}>
              {crumb.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
