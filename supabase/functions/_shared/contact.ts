import type { Brand } from './brand.ts';
import brandJson from './brand.generated.json' with { type: 'json' };

const brand = brandJson as Brand;
import type { Locale } from 'shared/locales';
import { brandWordsIn, CONTACT_WORDS, requestLanguage, type ContactWords } from './contact-words.ts';
import { RpcFailure, type BackendDeps, type Handler } from './deps.ts';
import { attemptEmailJob, leaseSeconds, type ClaimedJob } from './email-delivery.ts';
import { emailConfig, type EmailPayload } from './email.ts';
import { answeringEveryError, clientLimitWait, error, escapeHtml, json, preflight, readJson, tooManyRequests } from './http.ts';
import { contactSchemaIn, type ContactInput } from './validation.ts';

const interestLabels: Record<ContactInput['interest'], string> = {
  general: 'General Inquiry',
  'domain-purchase': 'Domain Purchase',
  partnership: 'Partnership Opportunity',
  investment: 'Investment Discussion',
  licensing: 'Licensing Opportunity',
};

/** Messages a minute from one client address, which a whole office may share. */
export const CONTACT_LIMIT_PER_ADDRESS = 60;
/** Messages a minute from one network (the /24 or /64 around the address). */
export const CONTACT_LIMIT_PER_NETWORK = 120;

/** A value for a header line (an email's Subject): no CR, LF or other control character. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
export const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/** A language's name in English, for the house's own email. */
const languageName = (language: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;

/**
 * The enquiry to the two company addresses, with the two copies (every visitor value escaped), in
 * English for the house, saying which language the visitor wrote from: the one to answer in.
 */
export function enquiryEmail(input: ContactInput, language: Locale = 'en'): EmailPayload {
  const { emails, name } = brand;
  const rows: [string, string][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Interest', interestLabels[input.interest]],
    ['Subject', input.subject],
    ['Language', languageName(language)],
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

/** The acknowledgement to the visitor, from the company address, in the language of the page they wrote from. */
export function autoReplyEmail(input: ContactInput, language: Locale = 'en'): EmailPayload {
  const { emails, name, phone } = brand;
  const words = CONTACT_WORDS[language];
  const { phoneHours, replyPromise } = brandWordsIn(brand, language);
  return {
    Name: name,
    EmailTo: [input.email],
    EmailFrom: emails.from,
    // A header line: the visitor's name with its line breaks and control characters made spaces.
    Subject: words.autoReplySubject(singleLine(input.name)),
    Message: words.autoReplyBody({ name: escapeHtml(input.name), subject: escapeHtml(input.subject), brandName: name, replyPromise, phone, phoneHours }),
    CCto: [],
    BCCto: [],
  };
}

/** A refusal of the database's (its words are English) in the visitor's language: the address's limit, an address or a page address it refused. */
function inLanguage(failure: unknown, words: ContactWords): unknown {
  if (!(failure instanceof RpcFailure) || !failure.refusal) return failure;
  const { refusal } = failure;
  const message = failure.status === 429 ? words.tooManyForAddress : refusal.field === 'email' ? words.invalidEmail : refusal.field === 'sourceUrl' ? words.webAddress : refusal.message;
  return new RpcFailure(failure.fn, failure.status, { ...refusal, message }, failure.message);
}

/** What public.submit_enquiry answers: the enquiry, and its two jobs when they were taken to be sent now. */
interface SubmittedEnquiry {
  id: number;
  /** The company email, then the auto-reply; none without an email service. */
  jobs: ClaimedJob[];
}

/**
 * `POST /functions/v1/contact`. The enquiry and its two emails are written in one transaction
 * (public.submit_enquiry, which also counts the sender's limit on the normalised address), so a lead
 * is whole or not written at all. Then, with an email service, the deliverer sends the two jobs
 * right away, the company's first, then the auto-reply whatever became of it. A failed company email
 * answers 502 (the page's send-failure message), and a failed auto-reply is swallowed, as the spec
 * says; either way the job stays in the outbox and is retried (./email-delivery.ts), so the seller
 * still hears of the lead. Without an email service both wait in the outbox, unattempted.
 */
export function createContactHandler(deps: BackendDeps): Handler {
  return answeringEveryError(async (request) => {
    if (request.method === 'OPTIONS') return preflight(request);
    if (request.method !== 'POST') return error(request, 405, 'method-not-allowed', 'Use POST.');
    // Counted before the body is read, so malformed attempts are limited like good ones.
    const language = requestLanguage(request);
    const words = CONTACT_WORDS[language];
    const networkWait = await clientLimitWait(deps, request, 'contact', CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_NETWORK);
    if (networkWait) return tooManyRequests(request, words.tooManyFromNetwork, networkWait);
    const body = await readJson(request, contactSchemaIn(words), words.invalidFields);
    if ('response' in body) return body.response;
    const input = body.data;
    const companyEmail = enquiryEmail(input, language);
    const autoReply = autoReplyEmail(input, language);

    const config = emailConfig(deps.env);
    const submitted = (await deps
      .rpc('submit_enquiry', {
        p_name: input.name,
        p_email: input.email,
        p_subject: input.subject,
        p_message: input.message,
        p_interest: input.interest,
        p_source_url: input.sourceUrl ?? null,
        p_enquiry_email: companyEmail,
        p_auto_reply: autoReply,
        // Both jobs are taken for their first attempt as they are written, so no deliverer can take them first.
        p_lease_seconds: config && leaseSeconds(config, 2),
      })
      .catch((failure: unknown) => {
        throw inLanguage(failure, words);
      })) as SubmittedEnquiry;
    const [companyJob, replyJob] = submitted.jobs;
    if (!config || !companyJob || !replyJob) return json(request, { status: 'queued', id: submitted.id });

    const company = await attemptEmailJob(deps, config, companyJob);
    // The company email is recorded: a failure here leaves the auto-reply to its lease, never a 500.
    await attemptEmailJob(deps, config, replyJob).catch((failure: unknown) => console.error(`[contact] enquiry ${submitted.id}: auto-reply not recorded: ${failure instanceof Error ? failure.message : failure}`));
    if (company.error) {
      console.error(`[contact] enquiry ${submitted.id} stored, its email failed and will be retried: ${company.error}`);
      return error(request, 502, 'email-not-sent', 'The message was saved but could not be sent.');
    }
    return json(request, { status: 'sent', id: submitted.id });
  });
}
