import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon: LucideIcon;
}

/**
 * An icon-only button, named for screen readers. Its tooltip (for sighted pointer users) comes from
 * TooltipIconButtons, which only devices that can hover load. `data-state="closed"` is what the
 * tooltip's trigger writes: with it this button's markup is the same either way, so the composed
 * HTML hydrates on a phone and on a desktop alike.
 */
export function IconButton({ label, icon: Icon, className = '', ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      data-state="closed"
      className={`inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 ${className}`}
      {...props}
    >
      <Icon aria-hidden="true" className="size-[1.15rem]" strokeWidth={1.5} />
    </button>
  );
}
