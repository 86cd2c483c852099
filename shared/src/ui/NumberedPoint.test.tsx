import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberedPoint } from './NumberedPoint';

describe('NumberedPoint', () => {
  it('shows its number to the eye only, then its title as an h3 and its text', () => {
    const { container } = render(
      <ol>
        <li>
          <NumberedPoint index={2} title="Consultation">
            A specialist listens first.
          </NumberedPoint>
        </li>
      </ol>,
    );
    const [number, text] = container.querySelectorAll('li > p');
    expect(number).toHaveTextContent('03');
    expect(number).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Consultation');
    expect(text).toHaveTextContent('A specialist listens first.');
    expect(screen.getByRole('listitem').textContent).toBe('03ConsultationA specialist listens first.');
  });

  it('is gold on a dark section and gold-ink on ivory', () => {
    const { container, rerender } = render(<NumberedPoint index={0} title="Craft">Made by hand.</NumberedPoint>);
    expect(container.querySelector('p')).toHaveClass('text-gold');
    expect(container.querySelector('h3')).toHaveClass('text-ivory');
    rerender(
      <NumberedPoint index={0} title="Craft" tone="light">
        Made by hand.
      </NumberedPoint>,
    );
    expect(container.querySelector('p')).toHaveClass('text-gold-ink');
    expect(container.querySelector('h3')).not.toHaveClass('text-ivory');
  });
});
