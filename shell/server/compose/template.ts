/**
 * The page every route is written into: the shell's built `index.html`, read on each request (a
 * shell deploy shows at once). As it is for a page with no first view; with the shell's stylesheet
 * inline for a first view, which must be styled at its first paint.
 */
import { inlineLinkedStylesheets, linkedStylesheets } from './assets';

/**
 * The shell's own build (its `dist`), read by path. The hosts' contract (../contract.ts, which
 * imports nothing) declares the same shape for them.
 */
export interface ShellFiles {
  read(path: string): Promise<string | null>;
}

export interface ShellTemplates {
  /** The built page as it is. */
  plain: string;
  /** The built page with its stylesheets inline. */
  firstView: string;
}

export class ShellTemplate {
  /** The first-view template of the last template text: its stylesheets read and inlined once per build. */
  private firstViewOf: { source: string; html: string } | null = null;

  constructor(private readonly shell: ShellFiles) {}

  async read(): Promise<ShellTemplates> {
    const plain = await this.shell.read('index.html');
    if (plain === null) throw new Error("The shell's build has no index.html");
    if (this.firstViewOf?.source !== plain) {
      const stylesheets = new Map<string, string>();
      for (const href of linkedStylesheets(plain)) stylesheets.set(href, (await this.shell.read(href.slice(1))) ?? '');
      this.firstViewOf = { source: plain, html: inlineLinkedStylesheets(plain, (href) => stylesheets.get(href) ?? '') };
    }
    return { plain, firstView: this.firstViewOf.html };
  }
}
