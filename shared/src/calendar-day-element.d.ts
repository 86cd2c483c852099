import 'react';
import type { CalendarDayPart } from './calendar-day';

// `<calendar-day>` (./calendar-day.ts) in React's JSX. It writes its own text: give it an empty
// `dangerouslySetInnerHTML`, so React neither renders nor hydrates children in it.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'calendar-day': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        /** 0 is today, 1 tomorrow. */
        'days-ahead': number;
        show: CalendarDayPart;
        dangerouslySetInnerHTML: { __html: '' };
      };
    }
  }
}
