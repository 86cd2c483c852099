import type { Brand } from './brand.ts';
import brandJson from './brand.generated.json' with { type: 'json' };

const brand = brandJson as Brand;
import type { BackendDeps, Handler } from './deps.ts';
import { emailConfig, sendEmail, type EmailPayload } from './email.ts';
import { corsHeaders } from './cors.ts';
import { error, escapeHtml, firstFullBucket, json, readJson, tooManyRequests } from './http.ts';
import { contactSchema, type ContactInput } from './validation.ts';

const interestLabels: Record<ContactInput['interest'], string> = {
  general: 'General Inquiry',
  'domain-purchase': 'Domain Purchase',
  partnership: 'Partnership Opportunity',
  investment: 'Investment Discussion',
  licensing: 'Licensing Opportunity',
};

/** Messages a minute from one client address, which a whole office may share. */
export const CONTACT_LIMIT_PER_NETWORK = 60;
/** Messages a minute from one email address. */
export const CONTACT_LIMIT_PER_SENDER = 5;

/** A value for a header line (an email's Subject): no CR, LF or other control character. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
export const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/** The enquiry to the two company addresses, with the two copies (every visitor value escaped). */
export function enquiryEmail(input: ContactInput): EmailPayload {
  const { emails, name } = brand;
  const rows: [string, string][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Interest', interestLabels[input.interest]],
    ['Subject', input.subject],
  ];
  return {
    Name: input.name,
    EmailTo: [emails.concierge, emails.acquisitions],
    EmailFrom: emails.from,
    Subject: `${name} enquiry (${interestLabels[input.interest]}): ${singleLine(input.subject)}`,
    Message: `<h2>New enquiry</h2><table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><p>${escapeHtml(input.message).replace(/\r?\n/g, '<br>')}</p>`,
    CCto: [...emails.copies],
    BCCto: [],
  };
}

/** The acknowledgement to the visitor, from the company address. */
export function autoReplyEmail(input: ContactInput): EmailPayload {
  const { emails, name, replyPromise, phone, phoneHours } = brand;
  return {
    Name: name,
    EmailTo: [input.email],
    EmailFrom: emails.from,
    // A header line: the visitor's name with its line breaks and control characters made spaces.
    Subject: `We received your message, ${singleLine(input.name)}`,
    Message: `<p>Dear ${escapeHtml(input.name)},</p><p>Thank you for writing to ${name}. We have received your message about “${escapeHtml(input.subject)}” and will respond ${replyPromise}.</p><p>Our concierge is also available on ${phone} (${phoneHours}).</p><p>${name}</p>`,
    CCto: [],
    BCCto: [],
  };
}

/**
 * `POST /functions/v1/contact`: stores the enquiry first (a lead is never lost), then sends it to
 * the company, then the auto-reply (whose failure is swallowed, as the spec says). Without an
 * email service both go to the outbox. A failed send answers 502 and the enquiry stays stored.
 */
export function createContactHandler(deps: BackendDeps): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders(request) });
    if (request.method !== 'POST') return error(request, 405, 'Use POST.');
    // A shared address (an office, a carrier) gets a high allowance; one sender's address a few a minute.
    const networkWait = await firstFullBucket(deps.rpc, [{ bucket: `contact-ip:${deps.clientIp(request)}`, maxHits: CONTACT_LIMIT_PER_NETWORK }]);
    if (networkWait) return tooManyRequests(request, 'Too many messages from this network. Please try again in a minute.', networkWait);
    const body = await readJson(request, contactSchema);
    if ('response' in body) return body.response;
    const input = body.data;
    const senderWait = await firstFullBucket(deps.rpc, [{ bucket: `contact-email:${input.email.toLowerCase()}`, maxHits: CONTACT_LIMIT_PER_SENDER }]);
    if (senderWait) return tooManyRequests(request, 'Too many messages from this address. Please try again in a minute.', senderWait);

    const id = Number(await deps.rpc('submit_enquiry', { p_name: input.name, p_email: input.email, p_subject: input.subject, p_message: input.message, p_interest: input.interest, p_source_url: input.sourceUrl ?? null }));
    const config = emailConfig(deps.env);
    if (!config) {
      await deps.rpc('queue_email', { p_kind: 'enquiry', p_enquiry_id: id, p_payload: enquiryEmail(input) });
      await deps.rpc('queue_email', { p_kind: 'auto-reply', p_enquiry_id: id, p_payload: autoReplyEmail(input) });
      await deps.rpc('set_enquiry_email_status', { p_id: id, p_status: 'queued', p_error: null });
      return json(request, { status: 'queued', id });
    }
    try {
      await sendEmail(deps.fetch, config, enquiryEmail(input));
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      await deps.rpc('set_enquiry_email_status', { p_id: id, p_status: 'failed', p_error: reason });
      console.error(`[contact] enquiry ${id} stored, email failed: ${reason}`);
      return error(request, 502, 'The message was saved but could not be sent.');
    }
    await deps.rpc('set_enquiry_email_status', { p_id: id, p_status: 'sent', p_error: null });
    try {
      await sendEmail(deps.fetch, config, autoReplyEmail(input));
    } catch (failure) {
      console.warn(`[contact] auto-reply for enquiry ${id} failed:`, failure instanceof Error ? failure.message : failure);
    }
    return json(request, { status: 'sent', id });
  };
}
