// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstViewCss, pageFacts, withFirstViewCss } from './first-view-css';

const shell = (text: string) => ({ href: '/assets/index-1.css', text });
const remote = (text: string) => ({ href: 'http://catalogue.test/assets/routes-1.css', text });
const scoped = (rules: string) => `@layer utilities{@scope ([data-remote=catalogue]){${rules}}}`;

describe('the facts of a page', () => {
  it('are its classes (entities decoded), tags, attribute names and characters, not its styles’ or scripts’', () => {
    const facts = pageFacts('<p class="a [&amp;_b]:c" data-x="1">É<style>.zz{}</style><script>var q = "<em class=\\"s\\">"</script></p>');
    expect([...facts.classes]).toEqual(['a', '[&_b]:c']);
    expect(facts.tags.has('p') && facts.tags.has('style')).toBe(true);
    expect(facts.tags.has('em')).toBe(false);
    expect(facts.attributes.has('data-x')).toBe(true);
    expect(facts.codePoints.has('É'.codePointAt(0)!)).toBe(true);
    expect(facts.codePoints.has('q'.codePointAt(0)!)).toBe(false);
  });
});

describe('a first view’s CSS', () => {
  it('keeps a rule whose classes, tags and attributes the page has, and leaves out the others', () => {
    const [cut] = firstViewCss([shell('.a{color:red}.b{color:blue}.a .b{margin:0}code{font:mono}p{margin:0}[data-gallery] img{display:none}[data-x]{top:0}')], '<p class="a" data-x>');
    expect(cut!.text).toBe('.a{color:red}p{margin:0}[data-x]{top:0}');
  });

  it('needs nothing under :not(), and of several alternatives what all of them need', () => {
    const css = '.a:not(.gone){color:red}:is(.a .b,.a .c){top:0}:is(.missing .b,.missing .c){left:0}:is(.a .b,.missing .c){bottom:0}:where(.a,.b) span{right:0}';
    expect(firstViewCss([shell(css)], '<p class="a"><span></span>')[0]!.text).toBe('.a:not(.gone){color:red}:is(.a .b,.a .c){top:0}:is(.a .b,.missing .c){bottom:0}:where(.a,.b) span{right:0}');
  });

  it('keeps a rule for a form control’s part or a summary’s marker only where the page has that element', () => {
    const css = '::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-datetime-edit{display:inline-flex}.a ::-webkit-details-marker{color:red}::marker{color:red}::before{content:""}';
    expect(firstViewCss([shell(css)], '<p class="a">')[0]!.text).toBe('::marker{color:red}::before{content:""}');
    expect(firstViewCss([shell(css)], '<p class="a"><textarea></textarea>')[0]!.text).toBe('::placeholder{opacity:1}::marker{color:red}::before{content:""}');
    expect(firstViewCss([shell(css)], '<p class="a"><details><summary>')[0]!.text).toBe('.a ::-webkit-details-marker{color:red}::marker{color:red}::before{content:""}');
    expect(firstViewCss([shell(css)], '<input class="a">')[0]!.text).toBe('::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-datetime-edit{display:inline-flex}::marker{color:red}::before{content:""}');
  });

  it('keeps a state the page gains before the app starts: the boot script’s marks, and `open`', () => {
    const css = ':where([data-scrolled]) .h{background:black}.f[data-visible=true]{opacity:1}details[open] .s{rotate:90deg}[data-pending]{cursor:progress}';
    expect(firstViewCss([shell(css)], '<header class="h f s"><details>')[0]!.text).toBe(css);
  });

  it('keeps a house clock’s open look on a page written while the house was closed', () => {
    const css = '.b:is(:where(.group)[data-open] *){background:gold}.d[aria-current=date]{color:gold}';
    expect(firstViewCss([shell(css)], '<house-clock class="group"><span class="b"></span><tr class="d"></tr></house-clock>')[0]!.text).toBe(css);
  });

  it('keeps a font face only where the page has a character it covers, without the WOFF fallback', () => {
    const latin = '@font-face{font-family:A;src:url(/a.woff2)format("woff2"),url(/a.woff)format("woff");unicode-range:U+0-FF}';
    const cyrillic = '@font-face{font-family:A;src:url(/c.woff2)format("woff2");unicode-range:U+400-45F}';
    const local = '@font-face{font-family:A Fallback;src:local(Arial)}';
    expect(firstViewCss([shell(latin + cyrillic + local)], '<p>Paris</p>')[0]!.text).toBe('@font-face{font-family:A;src:url(/a.woff2)format("woff2");unicode-range:U+0-FF}' + local);
  });

  it('drops the defaults of custom properties nothing reads, and keeps what a kept rule or the HTML reads', () => {
    const css =
      '@layer theme{:root{--color-gold:gold;--color-rose:pink;--unread-chain:var(--color-rose)}}@layer utilities{.a{color:var(--color-gold)}}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}.b{box-shadow:var(--tw-shadow)}';
    expect(firstViewCss([shell(css)], '<p class="a b" style="border-color:var(--color-rose)">')[0]!.text).toBe(
      '@layer theme{:root{--color-gold:gold;--color-rose:pink}}@layer utilities{.a{color:var(--color-gold)}}@property --tw-shadow{syntax:"*";inherits:false}.b{box-shadow:var(--tw-shadow)}',
    );
  });

  it('drops defaults set on a pseudo-element that no kept rule of that pseudo-element reads', () => {
    const css =
      '@layer properties{*,::backdrop{--tw-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}@layer base{::backdrop{margin:0}}@layer utilities{.a{box-shadow:var(--tw-shadow)}.b::backdrop{box-shadow:var(--tw-shadow)}}';
    expect(firstViewCss([shell(css)], '<p class="a">')[0]!.text).toBe('@layer properties{*,::backdrop{--tw-shadow:0 0 #0000}}@layer base{::backdrop{margin:0}}@layer utilities{.a{box-shadow:var(--tw-shadow)}}');
    expect(firstViewCss([shell(css)], '<p class="a b">')[0]!.text).toBe(css);
  });

  it('says once what an earlier sheet said: the same declarations, font faces and keyframes', () => {
    const common = '@layer base{body{margin:0;color:black}}@keyframes spin{to{rotate:1turn}}';
    const [first, second] = firstViewCss([shell(common), remote('@layer base{body{margin:0;padding:0}}@keyframes spin{to{rotate:1turn}}')], '<body>');
    expect(first!.text).toBe(common);
    expect(second!.text).toBe('@layer base{body{padding:0}}');
  });

  it('keeps a layer that lost every rule as a statement, so the layers keep their order', () => {
    expect(firstViewCss([shell('@layer theme,base;@layer properties{.gone{top:0}}@layer base{p{margin:0}}')], '<p>')[0]!.text).toBe('@layer theme,base;@layer properties;@layer base{p{margin:0}}');
  });

  it('leaves out a remote’s scoped utility the shell says word for word, where no element’s winner changes', () => {
    const [, cut] = firstViewCss([shell('@layer utilities{.mt-4{margin-top:1rem}.flex{display:flex}}'), remote(scoped('.mt-4{margin-top:1rem}.flex{display:grid}.p-2{padding:.5rem}'))], '<div class="mt-4 flex p-2">');
    expect(cut!.text).toBe('@layer utilities{@scope ([data-remote=catalogue]){.flex{display:grid}.p-2{padding:.5rem}}}');
  });

  it('keeps a remote’s utility that would lose, unscoped, to one of its element’s scoped rules it beat by coming later', () => {
    // In the remote's sheet `.block` comes after `.hidden`: on an element with both, `block` wins.
    // The shell has `.block` alone; left out, the shell's would lose to the remote's scoped `.hidden`.
    const page = '<div class="hidden block">';
    const [, cut] = firstViewCss([shell('@layer utilities{.block{display:block}}'), remote(scoped('.hidden{display:none}.block{display:block}'))], page);
    expect(cut!.text).toBe('@layer utilities{@scope ([data-remote=catalogue]){.hidden{display:none}.block{display:block}}}');
    // Alone on their elements, nothing can change: the shared one goes.
    const [, apart] = firstViewCss([shell('@layer utilities{.block{display:block}}'), remote(scoped('.hidden{display:none}.block{display:block}'))], '<div class="hidden"></div><div class="block">');
    expect(apart!.text).toBe('@layer utilities{@scope ([data-remote=catalogue]){.hidden{display:none}}}');
    // A shorthand and its longhand are one family: `place-items` sets `align-items`.
    const [, shorthand] = firstViewCss([shell('@layer utilities{.place-items-end{place-items:end}}'), remote(scoped('.items-start{align-items:start}.place-items-end{place-items:end}'))], '<div class="items-start place-items-end">');
    expect(shorthand!.text).toBe('@layer utilities{@scope ([data-remote=catalogue]){.items-start{align-items:start}.place-items-end{place-items:end}}}');
  });

  it('keeps two shared utilities the shell orders otherwise than the remote, where they meet on an element', () => {
    const shellSheet = shell('@layer utilities{.b{padding:2px}.a{padding:1px}}');
    const [, cut] = firstViewCss([shellSheet, remote(scoped('.a{padding:1px}.b{padding:2px}'))], '<div class="a b">');
    expect(cut!.text).toBe('@layer utilities{@scope ([data-remote=catalogue]){.a{padding:1px}.b{padding:2px}}}');
  });
});

describe('withFirstViewCss', () => {
  it('cuts each inline stylesheet of the composed page and names its whole sheet', () => {
    const html = '<head><style data-href="/assets/index-1.css">.a{top:0}.b{top:1px}</style><style data-href="http://catalogue.test/r.css">.a{top:0}</style></head><body><p class="a">';
    expect(withFirstViewCss(html)).toBe(
      '<head><style data-first-view-css="/assets/index-1.css">.a{top:0}</style><style data-first-view-css="http://catalogue.test/r.css"></style></head><body><p class="a">',
    );
  });

  it('leaves a page with no inline stylesheet as it is', () => {
    expect(withFirstViewCss('<p class="a">')).toBe('<p class="a">');
  });
});
