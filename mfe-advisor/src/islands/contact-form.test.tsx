import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIsland, Island, ISLAND_NAME_ATTRIBUTE, LIVE_ATTRIBUTE } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { describe, expect, it, vi } from 'vitest';
import contactForm from './contact-form';

describe('the contact form island', () => {
  it('hydrates over what the boot script said of a refused sending and what was typed since, adopting both', async () => {
    document.body.innerHTML = `<main>${firstViewHtml('/contact', <Island load="visible" of={contactForm} props={{}} />)}</main>`;
    const island = document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
    const afresh = vi.spyOn(console, 'warn');
    // Before the code: sent empty, refused by the boot script (vitest.setup.ts installs it), then typed into.
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Folake');

    await act(async () => hydrateIsland(island, contactForm, {}));
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(afresh).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBe(name);
    expect(name).toHaveValue('Folake');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  });
});
