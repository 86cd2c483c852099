import { screen, within } from '@testing-library/react';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import BookingRoutes from '../routes';

describe('/beauty, the Immersion', () => {
  it('invites to /booking from the hero and at the close', async () => {
    await renderRoutesAt(BookingRoutes, '/beauty');
    const invitations = await screen.findAllByRole('link', { name: 'Request Private Invitation' });
    expect(invitations).toHaveLength(2);
    for (const link of invitations) expect(link).toHaveAttribute('href', '/booking');
  });

  it('tells six numbered chapters in order, each with a quote, details and a conclusion', async () => {
    await renderRoutesAt(BookingRoutes, '/beauty');
    const chapters = await screen.findAllByRole('article');
    expect(chapters.map((chapter) => within(chapter).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Chapter 1: The Arrival',
      'Chapter 2: The Skin',
      'Chapter 3: The Hair',
      'Chapter 4: The Makeup',
      'Chapter 5: The Decadence',
      'Chapter 6: The Exit',
    ]);
    for (const chapter of chapters) {
      expect(within(chapter).getByRole('blockquote')).toBeInTheDocument();
      expect(within(chapter).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('states the format and the three enhancements with the prices of the spec', async () => {
    await renderRoutesAt(BookingRoutes, '/beauty');
    expect(await screen.findByText('Four hours')).toBeInTheDocument();
    expect(screen.getByText('One appointment per day')).toBeInTheDocument();
    expect(screen.getByText('Duo experience available')).toBeInTheDocument();
    const enhancements = within(screen.getByRole('region', { name: 'Enhancements' }));
    expect(enhancements.getByRole('heading', { name: 'Cinematic Memory Capture' })).toBeInTheDocument();
    expect(enhancements.getByText('$850 solo · $1,200 duo')).toBeInTheDocument();
    expect(enhancements.getByText('From $250')).toBeInTheDocument();
    expect(enhancements.getByText(/depends on your pickup zone/)).toBeInTheDocument();
    expect(enhancements.getByText(/survey is sent after booking/)).toBeInTheDocument();
  });

  it('frames each chapter’s picture for the stylesheet’s parallax, with no script of its own', async () => {
    const { container } = await renderRoutesAt(BookingRoutes, '/beauty');
    await screen.findAllByRole('article');
    // The drift is a scroll-driven animation of ../index.css, tested in the browser (e2e/tests/booking.spec.ts).
    const frames = container.querySelectorAll('[data-parallax]');
    expect(frames).toHaveLength(6);
    for (const frame of frames) expect(frame.querySelector(':scope > div > img, :scope > div > picture')).not.toBeNull();
  });
});
