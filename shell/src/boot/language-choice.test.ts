import { afterEach, describe, expect, it } from 'vitest';
import { CHOSEN_LOCALE_KEY, installLanguageChoice } from './language-choice';

const page = (lang: string) => {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <main id="main"><section><h2>One</h2></section></main>
    <p lang="fr" hidden data-locale-offer="fr"><span>Cette page existe aussi en français.</span>
      <a href="/fr/terms" hreflang="fr" data-locale-switch="fr">La lire en français</a>
      <button type="button" data-locale-offer-dismiss="">Non merci</button></p>
    <nav><a href="/es/terms" hreflang="es" data-locale-switch="es">Español</a></nav>`;
};
const offer = () => document.querySelector<HTMLElement>('[data-locale-offer="fr"]')!;
const prefer = (...languages: string[]) => Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
// The links open nothing in the test: the page stays.
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

let uninstall = () => undefined as void;
afterEach(() => {
  uninstall();
  prefer('en-US', 'en');
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the language a visitor reads the site in', () => {
  it('offers a browser that prefers French the page in French, and a dismissal keeps English without asking again', () => {
    prefer('fr-FR', 'en');
    page('en');
    uninstall = installLanguageChoice(window);
    expect(offer().hidden).toBe(false);
    click(document.querySelector('[data-locale-offer-dismiss]')!);
    expect(offer().hidden).toBe(true);
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('en');
    uninstall();
    page('en');
    uninstall = installLanguageChoice(window);
    expect(offer().hidden).toBe(true);
  });

  it('offers nothing to a browser whose first language the page is in, or that speaks none of the site’s', () => {
    prefer('en-GB', 'fr');
    page('en');
    uninstall = installLanguageChoice(window);
    expect(offer().hidden).toBe(true);
    uninstall();
    prefer('de-DE', 'it');
    page('en');
    uninstall = installLanguageChoice(window);
    expect(offer().hidden).toBe(true);
  });

  it('remembers the language a switcher link opens', () => {
    prefer('fr-FR');
    page('en');
    uninstall = installLanguageChoice(window);
    click(document.querySelector('nav [data-locale-switch="es"]')!);
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('es');
  });
});

describe('the offer and the consent banner', () => {
  it('waits while the consent banner is asking, and comes once it is answered', async () => {
    prefer('fr-FR');
    page('en');
    document.body.insertAdjacentHTML('beforeend', '<section id="consent-banner"></section>');
    uninstall = installLanguageChoice(window);
    expect(offer().hidden).toBe(true);
    document.getElementById('consent-banner')!.hidden = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offer().hidden).toBe(false);
  });
});
