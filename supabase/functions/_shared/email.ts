import { fetchWithTimeout } from './http.ts';

/** Spec (section 3, Email payload). */
export interface EmailPayload {
  Name: string;
  EmailTo: string[];
  EmailFrom: string;
  Subject: string;
  /** HTML; every value a visitor typed is escaped before it gets here. */
  Message: string;
  CCto: string[];
  BCCto: string[];
}

export interface EmailApiConfig {
  base: string;
  user: string;
  password: string;
  timeoutMs: number;
}

/** A non-OK answer from the email API, carrying its status and body (spec, section 7). */
export class EmailApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Email API error: ${status} ${body.slice(0, 200)}`);
  }
}

export const EMAIL_TIMEOUT_MS = 10_000;

/**
 * `POST {base}/sendemailv2/` with basic authorisation and the JSON payload, and the job's
 * Idempotency-Key: every attempt of one outbox job carries the same one, so a provider that honours
 * it sends a retried email once (an attempt whose answer timed out may have been sent).
 */
export async function sendEmail(fetcher: typeof fetch, config: EmailApiConfig, payload: EmailPayload, idempotencyKey: string): Promise<unknown> {
  const url = `${config.base.replace(/\/+$/, '')}/sendemailv2/`;
  const credentials = btoa(`${config.user}:${config.password}`);
  const response = await fetchWithTimeout(
    fetcher,
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Basic ${credentials}`, 'idempotency-key': idempotencyKey }, body: JSON.stringify(payload) },
    config.timeoutMs,
  );
  const text = await response.text();
  if (!response.ok) throw new EmailApiError(response.status, text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The email API settings, or null when they are not all set (then mail waits in the outbox, unattempted). */
export function emailConfig(env: Readonly<Record<string, string | undefined>>): EmailApiConfig | null {
  const base = env.EMAIL_API_BASE;
  const user = env.EMAIL_API_USER;
  const password = env.EMAIL_API_PASSWORD;
  return base && user && password ? { base, user, password, timeoutMs: Number(env.EMAIL_API_TIMEOUT_MS) || EMAIL_TIMEOUT_MS } : null;
}
