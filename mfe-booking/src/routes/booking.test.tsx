import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SLIDES } from '../components/ExperienceCarousel';
import { BOOKING_STORAGE_KEY } from '../lib/booking-storage';
import BookingRoutes from '../routes';

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

beforeEach(() => {
  // Saturday 21 November 2026, noon: the day row starts on Sunday the 22nd.
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 12), toFake: ['Date'] });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const slide = (name: string) => screen.getByRole('heading', { level: 3, name, hidden: true }).closest('[aria-roledescription="slide"]');
/** The slide the stylesheet shows: the chosen dot's (jsdom has no :has(), so it is read from the dots). */
const shownSlide = () => document.querySelector(`[aria-roledescription="slide"][data-slide="${document.querySelector<HTMLInputElement>('[data-slide-choice]:checked')?.value}"]`);

/** The carousel shows one slide at a time: bring the experience forward with its dot, then select it. */
async function select(u: ReturnType<typeof user>, name: string) {
  // Found, not got: opened first, the page waits for its route's chunk.
  await u.click(await screen.findByRole('radio', { name: `Show ${name}` }));
  await u.click(screen.getByRole('button', { name: `Select Experience: ${name}` }));
}

async function toDetails(u: ReturnType<typeof user>) {
  await select(u, 'Royal Hair Ritual');
  await u.click(screen.getByRole('button', { name: 'Tue 24 November' }));
  await u.click(screen.getByRole('button', { name: '14:30' }));
  await u.click(screen.getByRole('button', { name: 'Continue to Add-ons' }));
  await u.click(screen.getByRole('checkbox', { name: /24K Gold Mask/ }));
  await u.click(screen.getByRole('button', { name: 'Continue to Details' }));
}

describe('the experience carousel', () => {
  it('is announced as a carousel of four slides, with a dot for each and the first chosen', async () => {
    await renderRoutesAt(BookingRoutes, '/booking');
    const carousel = await screen.findByRole('region', { name: 'Experiences' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    // The stylesheet has a rule for each slide up to this many.
    expect(slides.length).toBeLessThanOrEqual(MAX_SLIDES);
    const dots = within(screen.getByRole('radiogroup', { name: 'Choose an experience' })).getAllByRole('radio');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show Signature Melanin Facial', 'Show Royal Hair Ritual', 'Show Couture Makeup', 'Show Total Transformation']);
    expect(shownSlide()).toBe(slide('Signature Melanin Facial'));
    // Previous and Next are invoker commands on the dots: they work without the app.
    for (const name of ['Previous experience', 'Next experience']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('commandfor', dots[0]!.closest('[role="radiogroup"]')!.id);
    }
  });

  it('wraps at both ends with the buttons, the dots, the arrow keys and a swipe', async () => {
    const u = user();
    await renderRoutesAt(BookingRoutes, '/booking');
    await u.click(await screen.findByRole('button', { name: 'Previous experience' }));
    expect(shownSlide()).toBe(slide('Total Transformation'));
    await u.click(screen.getByRole('button', { name: 'Next experience' }));
    expect(shownSlide()).toBe(slide('Signature Melanin Facial'));
    expect(screen.getByRole('radio', { name: 'Show Signature Melanin Facial' })).toBeChecked();

    await u.click(screen.getByRole('radio', { name: 'Show Couture Makeup' }));
    expect(shownSlide()).toBe(slide('Couture Makeup'));
    await u.keyboard('{ArrowRight}');
    expect(shownSlide()).toBe(slide('Total Transformation'));
    await u.keyboard('{ArrowRight}');
    expect(shownSlide()).toBe(slide('Signature Melanin Facial'));
    await u.keyboard('{ArrowLeft}');
    expect(shownSlide()).toBe(slide('Total Transformation'));

    const track = slide('Total Transformation')!.parentElement!;
    await u.pointer([{ keys: '[TouchA>]', target: track, coords: { clientX: 200 } }, { pointerName: 'TouchA', coords: { clientX: 100 } }, { keys: '[/TouchA]' }]);
    expect(shownSlide()).toBe(slide('Signature Melanin Facial'));
  });
});

describe('the booking wizard', () => {
  it('walks from a service to the summary, with the disabled states and checks of the spec', async () => {
    const u = user();
    await renderRoutesAt(BookingRoutes, '/booking');
    await select(u, 'Royal Hair Ritual');

    // Step 1: seven days from tomorrow; Continue waits for a day and a time.
    expect(screen.getByRole('heading', { level: 2, name: 'Date & Time' })).toHaveFocus();
    const days = within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['Sun 22 November', 'Mon 23 November', 'Tue 24 November', 'Wed 25 November', 'Thu 26 November', 'Fri 27 November', 'Sat 28 November']);
    const times = within(screen.getByRole('group', { name: 'Choose a time' })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30']);
    const toAddons = screen.getByRole('button', { name: 'Continue to Add-ons' });
    expect(toAddons).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Tue 24 November' }));
    expect(toAddons).toBeDisabled();
    await u.click(screen.getByRole('button', { name: '14:30' }));
    expect(screen.getByRole('button', { name: '14:30' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(toAddons);

    // Step 2: the check mark on step 1, the add-ons toggling, the running total.
    expect(screen.getByRole('heading', { level: 2, name: 'Enhance Your Experience' })).toHaveFocus();
    const progress = screen.getByRole('list', { name: 'Booking progress' });
    expect(within(progress).getByText(/Date & Time/)).toHaveTextContent('Date & Time (completed)');
    expect(within(progress).getByText('Add-ons').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await u.click(screen.getByRole('checkbox', { name: /24K Gold Mask/ }));
    await u.click(screen.getByRole('checkbox', { name: /Champagne Service/ }));
    await u.click(screen.getByRole('checkbox', { name: /Champagne Service/ }));
    expect(screen.getByText('$700')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue to Details' }));

    // Step 3: the fields and their types; Complete waits for name, email and phone.
    expect(screen.getByRole('heading', { level: 2, name: 'Your Details' })).toHaveFocus();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/Special Requests/)).toHaveAttribute('rows', '4');
    const complete = screen.getByRole('button', { name: 'Complete Booking' });
    await u.type(screen.getByLabelText(/Full Name/), 'Ama Mensah');
    await u.type(screen.getByLabelText(/Email Address/), 'ama@example.com');
    expect(complete).toBeDisabled();
    await u.type(screen.getByLabelText(/Phone Number/), '   ');
    expect(complete).toBeDisabled();
    await u.clear(screen.getByLabelText(/Phone Number/));
    await u.type(screen.getByLabelText(/Phone Number/), '+1 404 555 0100');
    await u.click(complete);

    // Step 4: the notice and the summary.
    expect(screen.getByRole('heading', { level: 2, name: 'Thank You!' })).toHaveFocus();
    expect(screen.getByText('This was a demonstration of our booking process. In a real implementation, your appointment would now be confirmed.')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Booking Summary' }));
    expect(summary.getByText('Royal Hair Ritual')).toBeInTheDocument();
    expect(summary.getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
    expect(summary.getByText('14:30')).toBeInTheDocument();
    expect(summary.getByText('24K Gold Mask').closest('li')).toHaveTextContent('$150');
    expect(summary.getByText('$700')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More About Noirelle' })).toHaveAttribute('href', '/about');
    expect(within(progress).getAllByText(/\(completed\)/)).toHaveLength(4);
  });

  it('brings a new step into view by moving focus to its heading, never by scrolling the page itself', async () => {
    const u = user();
    await renderRoutesAt(BookingRoutes, '/booking');
    // The visitor is far down the wizard: its top is above the view.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: -1200, width: 1440, height: 2400 }));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await select(u, 'Royal Hair Ritual');
    const heading = screen.getByRole('heading', { level: 2, name: 'Date & Time' });
    expect(heading).toHaveFocus();
    // Without preventScroll: the browser shows what it focuses.
    expect(focus.mock.contexts.at(-1)).toBe(heading);
    expect(focus.mock.lastCall).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('goes Back from each step, and Back to Services clears the service', async () => {
    const u = user();
    await renderRoutesAt(BookingRoutes, '/booking');
    await toDetails(u);
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Enhance Your Experience' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /24K Gold Mask/ })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Tue 24 November' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Back to Services' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Experience' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Experiences' })).toBeInTheDocument();

    // A new service starts with no add-ons.
    await select(u, 'Signature Melanin Facial');
    await u.click(screen.getByRole('button', { name: 'Tue 24 November' }));
    await u.click(screen.getByRole('button', { name: '14:30' }));
    await u.click(screen.getByRole('button', { name: 'Continue to Add-ons' }));
    expect(screen.getByRole('checkbox', { name: /24K Gold Mask/ })).not.toBeChecked();
  });

  it('resumes the draft after a reload, and keeps what was typed', async () => {
    const u = user();
    const first = await renderRoutesAt(BookingRoutes, '/booking');
    await toDetails(u);
    await u.type(screen.getByLabelText(/Full Name/), 'Ama Mensah');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY)!)).toMatchObject({ step: 3, draft: { name: 'Ama Mensah', addons: ['gold-mask'] } });

    await renderRoutesAt(BookingRoutes, '/booking');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Details' })).not.toHaveFocus();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ama Mensah');
  });

  it('offers the appointment as a calendar file', async () => {
    const u = user();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:booking';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderRoutesAt(BookingRoutes, '/booking');
    await toDetails(u);
    await u.type(screen.getByLabelText(/Full Name/), 'Ama');
    await u.type(screen.getByLabelText(/Email Address/), 'ama@example.com');
    await u.type(screen.getByLabelText(/Phone Number/), '555');
    await u.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await act(() => u.click(screen.getByRole('button', { name: 'Add to Calendar' })));
    expect(clicked).toHaveBeenCalledOnce();
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]!.text()).toContain('DTSTART:20261124T143000');
  });
});
