import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { deferredComponent } from '../../lib/deferred';
import type { MobileMenuDialogProps } from './MobileMenuDialog';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu's code (Radix's dialog, about 12 KB compressed) loads when the visitor reaches for the
 * button (pointer over or down, touch, focus), so a visit that never opens the menu does not fetch
 * it, and one that does has it by the time the tap ends. The button itself is always live: a tap
 * that beats the code opens the menu as soon as the code is here.
 */
const deferredMenuDialog = deferredComponent<MobileMenuDialogProps>(() => import('./MobileMenuDialog').then((module) => module.MobileMenuDialog));
const preload = () => void deferredMenuDialog.preload();

export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so Radix sees it close (and returns focus) like any dialog.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => onOpenChange(true)}
        className="inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <deferredMenuDialog.Component open={open} onOpenChange={onOpenChange} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
