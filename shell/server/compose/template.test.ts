// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ShellTemplate } from './template';

describe('ShellTemplate', () => {
  it('reads the shell’s page on each request, inlining its stylesheet for first views once per page text', async () => {
    const files: Record<string, string> = {
      'index.html': '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
      'assets/index-1.css': '.one{}',
      'assets/index-2.css': '.two{}',
    };
    const read = vi.fn(async (path: string) => files[path] ?? null);
    const template = new ShellTemplate({ read });
    expect(await template.read()).toEqual({ plain: files['index.html'], firstView: '<head><style data-href="/assets/index-1.css">.one{}</style></head>' });
    await template.read();
    expect(read.mock.calls.filter(([path]) => path.endsWith('.css'))).toHaveLength(1);
    // A shell deploy: the next request has its page and stylesheet.
    files['index.html'] = '<head><link rel="stylesheet" crossorigin href="/assets/index-2.css"></head>';
    expect((await template.read()).firstView).toContain('.two{}');
  });

  it('fails without the shell’s page', async () => {
    await expect(new ShellTemplate({ read: async () => null }).read()).rejects.toThrow("The shell's build has no index.html");
  });
});
