import { brand, Link } from 'shared';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={`${brand.name}, home`}
      className="font-display text-xl font-medium tracking-[0.24em] text-gold uppercase md:text-[1.65rem] md:tracking-[0.32em]"
    >
      {brand.name}
    </Link>
  );
}
