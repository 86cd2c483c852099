import * as Tooltip from '@radix-ui/react-tooltip';
import { IconButton, type IconButtonProps } from './IconButton';

/**
 * The header's icon buttons with their tooltips (spec: open after 700 ms, skip delay 300 ms when
 * moving from one to the next). Loaded only where a pointer can hover (Header.tsx): a phone never
 * shows a tooltip, so it does not fetch Radix's tooltip and its positioning engine.
 */
export function TooltipIconButtons({ buttons }: { buttons: readonly IconButtonProps[] }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {buttons.map((button) => (
        <Tooltip.Root key={button.label}>
          <Tooltip.Trigger asChild>
            <IconButton {...button} />
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content sideOffset={6} className="z-50 bg-ivory px-3 py-1.5 text-xs text-espresso shadow-soft">
              {button.label}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      ))}
    </Tooltip.Provider>
  );
}
