import 'react';

// `<house-clock>` (./house-clock.ts) in React's JSX: a custom element's attributes are passed to the
// HTML as they are, on the server and in the browser (React 19).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'house-clock': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        /** The house's IANA time zone. */
        timezone: string;
        /** Its week's hours as JSON (`WeekHours`). */
        hours: string;
        'data-open'?: '' | undefined;
        'data-today'?: string;
      };
    }
  }
}
