import { contactMessages, type ContactInput } from '../../lib/contact';

/** Where the contact form stands: nothing to say yet, fields refused, the message sent, or sending failed. */
export type FormStatus = { kind: 'idle' } | { kind: 'invalid'; message: string; fields: (keyof ContactInput)[] } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * What the contact form says under its fields: why fields were refused or sending failed (an alert),
 * or that the message was sent (a status). Refused fields point here with aria-describedby.
 */
export function StatusMessage({ id, status }: { id: string; status: FormStatus }) {
  return (
    <div id={id} className="mt-6 min-h-6 text-sm" role={status.kind === 'success' ? 'status' : 'alert'}>
      {status.kind === 'invalid' || status.kind === 'error' ? <p className="font-medium text-red-800">{status.message}</p> : null}
      {status.kind === 'success' ? <p className="font-medium text-espresso">{contactMessages.success}</p> : null}
    </div>
  );
}
