import { FORM_MESSAGE_ATTRIBUTE } from 'shared/page-protocol';
import { contactMessages } from '../../lib/contact';

/** Where the sending stands: nothing to say yet, the message sent, or sending failed. */
export type FormStatus = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * What the contact form says under its fields, in one alert: why fields were refused, the boot
 * script's line (shared/src/boot/form-checks.ts), which refused fields point to with
 * aria-describedby (opaque to React, so what the boot script said before this code came stays),
 * and why sending failed. Then, in a status, that it was sent.
 */
export function StatusMessage({ id, status }: { id: string; status: FormStatus }) {
  return (
    <div className="mt-6 min-h-6 text-sm">
      <div role="alert">
        {/* Inner HTML of its own, so React neither hydrates nor updates what the boot script writes in it. */}
        <p id={`${id}-refused`} {...{ [FORM_MESSAGE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} className="font-medium text-red-800" />
        {status.kind === 'error' ? <p className="font-medium text-red-800">{status.message}</p> : null}
      </div>
      <div role="status">{status.kind === 'success' ? <p className="font-medium text-espresso">{contactMessages.success}</p> : null}</div>
    </div>
  );
}
