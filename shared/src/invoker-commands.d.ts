import 'react';

// Invoker commands (a button's `command` and `commandfor`) are in every engine but not yet in React's
// DOM types (https://github.com/DefinitelyTyped/DefinitelyTyped/issues/74664) nor known to React DOM
// (https://github.com/facebook/react/issues/32478). Written in lower case, React passes them to the
// HTML as they are, on the server and in the browser.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}` | undefined;
  }
}
