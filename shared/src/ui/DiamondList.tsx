/**
 * The house's bulleted list: a small gold diamond before each item. `tone` picks the gold that
 * keeps contrast on the background (gold on dark, gold-ink on light).
 */
export function DiamondList({ items, tone = 'light', className = '' }: { items: readonly string[]; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className={`mt-2 h-1.5 w-1.5 shrink-0 rotate-45 ${tone === 'dark' ? 'bg-gold' : 'bg-gold-ink'}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
