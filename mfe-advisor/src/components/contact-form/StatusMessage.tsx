import { FORM_MESSAGE_ATTRIBUTE, FORM_SENT_LINE_ATTRIBUTE } from 'shared/page-protocol';

/**
 * What the contact form says under its fields, written by the boot script: in an alert, why fields
 * were refused (shared/src/boot/form-checks.ts, and refused fields point to it with
 * aria-describedby) or why sending failed; in a status, that it was sent
 * (shared/src/boot/form-sending.ts).
 */
export function StatusMessage({ id }: { id: string }) {
  return (
    <div className="mt-6 min-h-6 text-sm">
      <p id={`${id}-refused`} role="alert" {...{ [FORM_MESSAGE_ATTRIBUTE]: '' }} className="font-medium text-red-800" />
      <p role="status" {...{ [FORM_SENT_LINE_ATTRIBUTE]: '' }} className="font-medium text-espresso" />
    </div>
  );
}
