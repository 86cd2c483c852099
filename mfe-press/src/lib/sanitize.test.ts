import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box;
};

describe('the article sanitiser', () => {
  it('keeps what articles are written with', () => {
    const box = html(sanitizeArticleHtml('<p>A <strong>bold</strong> and <em>quiet</em> <a href="/local/paris-france">Paris</a> line.</p><ul><li>One</li></ul><h3>Sub</h3><blockquote>Said</blockquote>'));
    expect(box.innerHTML).toBe('<p>A <strong>bold</strong> and <em>quiet</em> <a href="/local/paris-france">Paris</a> line.</p><ul><li>One</li></ul><h3>Sub</h3><blockquote>Said</blockquote>');
  });

  it('leaves nothing executable in hostile HTML', () => {
    const hostile = [
      '<a href="https://ok.example/" target="_self" onmouseover="window.pwned=1">ok</a>',
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 1">',
      '<p onclick="window.pwned = 1" style="color:red" class="x" id="y">text</p>',
      '<a href="javascript:window.pwned=1">js</a>',
      '<a href="JaVaScRiPt:window.pwned=1">mixed case</a>',
      '<a href=" javascript:window.pwned=1">leading space</a>',
      '<a href="data:text/html,<script>window.pwned=1</script>">data</a>',
      '<a href="//evil.example/">protocol-relative</a>',
      '<a href="http://plain.example/">plain http</a>',
      '<a href="/\\evil.example">backslash after the slash</a>',
      '<a href="/\t/evil.example">tab between the slashes</a>',
      '<a href="\\/evil.example">backslash first</a>',
      '<a href="mailto:someone@evil.example">mail</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>window.pwned=1</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned=1>',
      '<form action="https://evil.example"><input name="q"><button>go</button></form>',
      '<style>body{display:none}</style>',
      '<object data="x"></object><embed src="x">',
    ].join('');
    const box = html(sanitizeArticleHtml(hostile));
    expect(box.querySelectorAll('script, img, iframe, svg, math, form, input, button, style, object, embed')).toHaveLength(0);
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).toBe('href');
    }
    const hrefs = [...box.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example/']);
    // What a visitor's browser would open: never another site over a site path.
    for (const link of box.querySelectorAll('a[href]')) expect(new URL(link.getAttribute('href')!, 'https://noirelle.beauty/').protocol).toBe('https:');
    expect(box.textContent).toContain('text');
    expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
  });
});
