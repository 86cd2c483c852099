import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { TOOLTIP_ATTRIBUTE } from 'shared/page-protocol';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'name'> {
  /** What it is, the same in every language: its tooltip's id. */
  name: string;
  label: string;
  icon: LucideIcon;
}

/**
 * An icon-only button, named for screen readers, with its tooltip for sighted pointer users: a
 * manual popover beside it, which the boot script shows and places (shell/src/boot/tooltips.ts), so
 * it works from the first paint, with or without the app.
 */
export function IconButton({ name, label, icon: Icon, className = '', ...props }: IconButtonProps) {
  const tooltipId = `tooltip-${name}`;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        {...{ [TOOLTIP_ATTRIBUTE]: tooltipId }}
        className={`inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 ${className}`}
        {...props}
      >
        <Icon aria-hidden="true" className="size-[1.15rem]" strokeWidth={1.5} />
      </button>
      {/* Its text repeats the button's name, so the button does not point to it (it would be read twice). */}
      <span id={tooltipId} role="tooltip" popover="manual" className="pointer-events-auto fixed inset-auto m-0 border-0 bg-ivory px-3 py-1.5 text-xs text-espresso shadow-soft">
        {label}
      </span>
    </>
  );
}
