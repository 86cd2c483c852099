import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepChoice } from './commands';

// The listener is installed on the test document by vitest.setup.ts, as the boot script does on a page.
afterEach(() => {
  document.body.innerHTML = '';
});

/** What the browser does when a button with `command` is pressed (jsdom has no invoker commands). */
function press(button: HTMLElement) {
  button.click();
}

describe('--step-up and --step-down on a number field', () => {
  function stepper(value = '1') {
    document.body.innerHTML = `
      <button type="button" commandfor="quantity" command="--step-down" disabled>Decrease quantity</button>
      <input id="quantity" type="number" min="1" step="1" value="${value}">
      <button type="button" commandfor="quantity" command="--step-up">Increase quantity</button>`;
    const [down, up] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    return { field: document.querySelector('input')!, down, up };
  }

  it('steps the field, tells the page of it as a visitor’s own input would, and never goes under its minimum', () => {
    const { field, down, up } = stepper();
    const heard = vi.fn();
    field.addEventListener('input', () => heard('input', field.value));
    field.addEventListener('change', () => heard('change', field.value));
    press(up);
    press(up);
    expect(field.value).toBe('3');
    expect(down.disabled).toBe(false);
    press(down);
    press(down);
    expect(field.value).toBe('1');
    expect(down.disabled).toBe(true);
    expect(heard.mock.calls).toEqual([
      ['input', '2'],
      ['change', '2'],
      ['input', '3'],
      ['change', '3'],
      ['input', '2'],
      ['change', '2'],
      ['input', '1'],
      ['change', '1'],
    ]);
  });

  it('keeps the decrease button right while the visitor types', () => {
    const { field, down } = stepper();
    field.value = '4';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(down.disabled).toBe(false);
    field.value = '1';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(down.disabled).toBe(true);
  });

  it('starts again from the minimum when the field holds no number', () => {
    const { field, up } = stepper('');
    press(up);
    expect(Number(field.value)).toBeGreaterThanOrEqual(1);
  });

  it('answers the browser’s own command event too', () => {
    const { field } = stepper();
    field.dispatchEvent(Object.assign(new Event('command'), { command: '--step-up' }));
    expect(field.value).toBe('2');
  });
});

describe('--next and --previous on a group of radios', () => {
  function carousel() {
    document.body.innerHTML = `
      <button type="button" commandfor="slides" command="--previous">Previous</button>
      <div id="slides" role="radiogroup">
        ${[0, 1, 2, 3].map((index) => `<input type="radio" name="slide" value="${index}" ${index === 0 ? 'checked' : ''}>`).join('')}
      </div>
      <button type="button" commandfor="slides" command="--next">Next</button>`;
    const [previous, next] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const chosen = () => document.querySelector<HTMLInputElement>('input:checked')?.value;
    return { previous, next, chosen, group: document.getElementById('slides')! };
  }

  it('chooses the next and previous radio, wrapping at both ends, and fires change', () => {
    const { previous, next, chosen, group } = carousel();
    const changes = vi.fn();
    group.addEventListener('change', (event) => changes((event.target as HTMLInputElement).value));
    press(previous);
    expect(chosen()).toBe('3');
    press(next);
    expect(chosen()).toBe('0');
    press(next);
    press(next);
    expect(chosen()).toBe('2');
    expect(changes.mock.calls.flat()).toEqual(['3', '0', '1', '2']);
  });

  it('is the same step a swipe takes', () => {
    const { chosen, group } = carousel();
    stepChoice(group, -1);
    expect(chosen()).toBe('3');
    stepChoice(group, 2);
    expect(chosen()).toBe('1');
  });
});

it('leaves a disabled button, and one naming nothing, alone', () => {
  document.body.innerHTML = `
    <button type="button" commandfor="quantity" command="--step-up" disabled>Up</button>
    <button type="button" commandfor="missing" command="--step-up">Nowhere</button>
    <input id="quantity" type="number" min="1" value="1">`;
  for (const button of document.querySelectorAll('button')) press(button);
  expect(document.querySelector('input')!.value).toBe('1');
});

describe('--toggle-playback on a video', () => {
  it('pauses a playing video and plays a paused one, and its button names what a press would do', () => {
    document.body.innerHTML = `
      <video id="film"></video>
      <button type="button" commandfor="film" command="--toggle-playback" aria-label="Pause the film" data-label-playing="Pause the film" data-label-paused="Play the film">||</button>`;
    const film = document.querySelector('video')!;
    const button = document.querySelector('button')!;
    // jsdom plays nothing: its media element only reports what it was asked to do.
    let paused = false;
    vi.spyOn(film, 'paused', 'get').mockImplementation(() => paused);
    vi.spyOn(film, 'pause').mockImplementation(() => {
      paused = true;
      film.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(film, 'play').mockImplementation(() => {
      paused = false;
      film.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    press(button);
    expect(film.pause).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('Play the film');
    expect(button.hasAttribute('data-paused')).toBe(true);
    press(button);
    expect(film.play).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('Pause the film');
    expect(button.hasAttribute('data-paused')).toBe(false);
  });
});

describe('--choose on a holder of parts', () => {
  function wizard() {
    document.body.innerHTML = `
      <section id="wizard">
        <div data-for-choice="">
          <h2 data-focus-on-show tabindex="-1">Choose</h2>
          <button type="button" commandfor="wizard" command="--choose" value="facial">Select the facial</button>
          <button type="button" commandfor="wizard" command="--choose" value="ritual">Select the ritual</button>
        </div>
        <div data-for-choice="*" hidden>
          <p data-for-choice="facial" hidden>The facial</p>
          <p data-for-choice="ritual" hidden>The ritual</p>
          <h2 data-focus-on-show tabindex="-1">Date</h2>
          <button type="button" commandfor="wizard" command="--choose" value="">Back</button>
        </div>
      </section>`;
    const holder = document.getElementById('wizard')!;
    const button = (name: string) => [...holder.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
    /** The text of what shows: the elements not inside a hidden part. */
    const shown = () => [...holder.querySelectorAll('h2, p, button')].filter((element) => !element.closest('[hidden]')).map((element) => element.textContent);
    return { holder, button, shown };
  }

  it('shows the parts for the choice pressed, says it on the holder, and moves focus into them', () => {
    const { holder, button, shown } = wizard();
    const heard = vi.fn();
    holder.addEventListener('command', (event) => heard((event as Event & { source: HTMLButtonElement }).source.value));
    press(button('Select the ritual'));
    expect(holder.getAttribute('data-chosen')).toBe('ritual');
    expect(shown()).toEqual(['The ritual', 'Date', 'Back']);
    expect(document.activeElement?.textContent).toBe('Date');
    expect(heard).toHaveBeenCalledWith('ritual');
  });

  it('an empty choice is none: the parts for none show again, and take focus', () => {
    const { holder, button, shown } = wizard();
    press(button('Select the facial'));
    press(button('Back'));
    expect(holder.hasAttribute('data-chosen')).toBe(false);
    expect(shown()).toEqual(['Choose', 'Select the facial', 'Select the ritual']);
    expect(document.activeElement?.textContent).toBe('Choose');
  });
});

describe('the platform’s own commands, where the browser does not know them', () => {
  it('opens a dialog as a modal and closes it, as the mobile menu’s buttons say', () => {
    document.body.innerHTML = `
      <button type="button" commandfor="menu" command="show-modal">Open menu</button>
      <dialog id="menu"><button type="button" commandfor="menu" command="close">Close menu</button></dialog>`;
    const dialog = document.querySelector('dialog')!;
    // jsdom has no modal top layer: what it is asked is what the browser would be asked.
    dialog.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    dialog.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const [open, close] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    press(open);
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    press(close);
    expect(dialog.open).toBe(false);
  });
});
