import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, cardClasses } from './Card';

describe('Card', () => {
  it('is an article with an espresso hairline on the deeper ivory unless told otherwise', () => {
    render(
      <Card aria-labelledby="card-title" className="p-8">
        <h3 id="card-title">Radiance</h3>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Radiance' });
    expect(card.className).toBe('border border-espresso/15 bg-ivory-deep p-8');
    expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Radiance' }));
  });

  it('is written as the element asked for, with the tone of what it stands on', () => {
    const { container } = render(
      <ul>
        <Card as="li" tone="dark" className="h-full p-7">
          Noirelle.com
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.className).toBe('border border-gold/30 h-full p-7');
    expect(container.querySelector('ul > li')).toBe(item);
  });

  it('keeps a labelled section a region, and adds no role of its own', () => {
    render(
      <Card as="section" tone="accent" aria-labelledby="takeaway">
        <h2 id="takeaway">Key takeaway</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Key takeaway' }).className).toBe('border border-gold-ink/40 bg-ivory-deep');
    render(<Card as="div">Plain</Card>);
    expect(screen.getByText('Plain').tagName).toBe('DIV');
    expect(screen.getByText('Plain')).not.toHaveAttribute('role');
  });

  it('gives its classes to an element that must look like one', () => {
    expect(cardClasses('dark', 'flex flex-col p-8 md:p-10')).toBe('border border-gold/30 flex flex-col p-8 md:p-10');
    expect(cardClasses()).toBe('border border-espresso/15 bg-ivory-deep');
  });
});
