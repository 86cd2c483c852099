import { fireEvent, render, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { CHOOSE } from 'shared';
import bookingWizard from './booking-wizard';

afterEach(() => sessionStorage.clear());

/**
 * The boot script answers Select Experience at any moment, the one the wizard's code takes over in
 * included: here, in the commit that mounts the wizard, after the wizard has read its HTML's choice
 * (none yet) and before the browser paints.
 */
function PressedAsItTakesOver() {
  useLayoutEffect(() => {
    const button = screen.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' });
    const wizard = document.getElementById(button.getAttribute('commandfor') ?? '');
    wizard?.dispatchEvent(Object.assign(new Event('command'), { command: CHOOSE, source: button }));
  }, []);
  return null;
}

it('hears Select Experience pressed while its code takes over: a day and a time then let the visitor continue', () => {
  const Wizard = bookingWizard.Component;
  render(
    <>
      <Wizard />
      <PressedAsItTakesOver />
    </>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeVisible();
  fireEvent.click(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button')[0]!);
  fireEvent.click(screen.getByRole('button', { name: '11:30' }));
  expect(screen.getByRole('button', { name: '11:30' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Continue to Add-ons' })).toBeEnabled();
});
