import * as Tooltip from '@radix-ui/react-tooltip';
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon: LucideIcon;
}

/** An icon-only button: named for screen readers, with a tooltip for sighted pointer users. */
export function IconButton({ label, icon: Icon, className = '', ...props }: IconButtonProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={`inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 ${className}`}
          {...props}
        >
          <Icon aria-hidden="true" className="size-[1.15rem]" strokeWidth={1.5} />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content sideOffset={6} className="z-50 bg-ivory px-3 py-1.5 text-xs text-espresso shadow-soft">
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
