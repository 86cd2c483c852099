import { brand, Link } from 'shared';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label={`${brand.name}, home`}
      className="font-display text-xl font-medium tracking-[0.24em] text-gold uppercase md:text-[1.65rem] md:tracking-[0.32em]"
    >
      {brand.name}
    </Link>
  );
}
