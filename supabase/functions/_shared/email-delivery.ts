/**
 * The outbox's deliverer: takes due email jobs one at a time (public.claim_email_job: `for update
 * skip locked` and a lease, so deliverers running at once never take one job twice), sends each
 * with its own Idempotency-Key, and records what became of the attempt (public.record_email_attempt):
 * sent; or retried after a wait that starts at a minute and doubles up to an hour; or, after the
 * last attempt allowed, dead. The contact function sends the two jobs it has just written (and
 * taken, in the same transaction) through it, and the email-outbox function (called every minute by pg_cron, or by the local backend's
 * timer) sends whatever else is due.
 */
import type { BackendDeps, Handler } from './deps.ts';
import { emailConfig, sendEmail, type EmailApiConfig, type EmailPayload } from './email.ts';
import { answeringEveryError, error, json } from './http.ts';

export interface DeliveryPolicy {
  /** Attempts a job gets; when the last fails it is dead and never tried again. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each later one doubles it... */
  retryBaseMs: number;
  /** ...up to this. */
  retryCapMs: number;
  /** A run of the deliverer takes no new job after this, so it ends before the next minute's run starts. */
  budgetMs: number;
}

/**
 * A minute doubling to an hour, 30 attempts: the last is about a day after the first (63 minutes of
 * doubling, then hourly), so a provider's outage of a day loses no lead, and a job that can never go
 * (a refused address) stops after it. EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_BASE_MS, EMAIL_RETRY_CAP_MS
 * and EMAIL_DELIVERY_BUDGET_MS in the functions' secrets override them (the tests make them fast).
 */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { maxAttempts: 30, retryBaseMs: 60_000, retryCapMs: 3_600_000, budgetMs: 40_000 };

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function deliveryPolicy(env: Readonly<Record<string, string | undefined>>): DeliveryPolicy {
  return {
    maxAttempts: Math.floor(positive(env.EMAIL_MAX_ATTEMPTS, DEFAULT_DELIVERY_POLICY.maxAttempts)),
    retryBaseMs: positive(env.EMAIL_RETRY_BASE_MS, DEFAULT_DELIVERY_POLICY.retryBaseMs),
    retryCapMs: positive(env.EMAIL_RETRY_CAP_MS, DEFAULT_DELIVERY_POLICY.retryCapMs),
    budgetMs: positive(env.EMAIL_DELIVERY_BUDGET_MS, DEFAULT_DELIVERY_POLICY.budgetMs),
  };
}

/** The wait before the next attempt once `failedAttempts` have failed (1, 2, ...). */
export const retryDelayMs = (policy: DeliveryPolicy, failedAttempts: number) => Math.min(policy.retryBaseMs * 2 ** Math.max(failedAttempts - 1, 0), policy.retryCapMs);

/** A job taken for one attempt (public.take_email_job's answer). */
export interface ClaimedJob {
  id: number;
  kind: 'enquiry' | 'auto-reply';
  enquiryId: number | null;
  payload: EmailPayload;
  idempotencyKey: string;
  /** This attempt's number, 1 for the first. */
  attempts: number;
  leaseToken: string;
}

export type JobState = 'queued' | 'retrying' | 'sent' | 'dead';

export interface Attempt {
  job: number;
  kind: ClaimedJob['kind'];
  /** The job's state after the attempt (null when a later attempt had already taken it over). */
  state: JobState | null;
  error: string | null;
}

const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The time a job is held for one attempt: past the time-outs of the `sends` made before the report
 * (the contact function takes its two jobs together and sends them one after the other) and the
 * report itself. A deliverer that has not reported by then is taken to have died, and the job is
 * tried again.
 */
export const leaseSeconds = (config: EmailApiConfig, sends = 1) => Math.ceil((sends * config.timeoutMs) / 1000) + 60;

/** Sends a job taken for this attempt and records what became of it. */
export async function attemptEmailJob(deps: BackendDeps, config: EmailApiConfig, job: ClaimedJob): Promise<Attempt> {
  const policy = deliveryPolicy(deps.env);
  const failure = await sendEmail(deps.fetch, config, job.payload, job.idempotencyKey).then(() => null, failureText);
  const retryInSeconds = failure !== null && job.attempts < policy.maxAttempts ? retryDelayMs(policy, job.attempts) / 1000 : null;
  const recorded = (await deps.rpc('record_email_attempt', { p_job_id: job.id, p_lease_token: job.leaseToken, p_error: failure, p_retry_in_seconds: retryInSeconds })) as { state: JobState | null };
  if (failure !== null) console.warn(`[email] job ${job.id} (${job.kind}, enquiry ${job.enquiryId}) attempt ${job.attempts}/${policy.maxAttempts} failed, now ${recorded.state}: ${failure}`);
  return { job: job.id, kind: job.kind, state: recorded.state, error: failure };
}

/** Sends due jobs, the longest due first, until none is due or the run's budget is spent. */
export async function deliverDueEmails(deps: BackendDeps, config: EmailApiConfig): Promise<Attempt[]> {
  const policy = deliveryPolicy(deps.env);
  const stopAt = Date.now() + policy.budgetMs;
  const attempts: Attempt[] = [];
  while (Date.now() < stopAt) {
    const job = (await deps.rpc('claim_email_job', { p_lease_seconds: leaseSeconds(config), p_max_attempts: policy.maxAttempts })) as ClaimedJob | null;
    if (!job) break;
    attempts.push(await attemptEmailJob(deps, config, job));
  }
  return attempts;
}

/** Compares in time that does not depend on where the strings first differ. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index += 1) difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

/**
 * `POST /functions/v1/email-outbox`: one run of the deliverer. Only the service role may call it
 * (pg_cron's job, the local backend's timer): the gateway lets the public anon key through, so the
 * function compares the key itself. Without an email API nothing is attempted, so the jobs wait
 * with their attempts unspent until one is configured.
 */
export function createEmailOutboxHandler(deps: BackendDeps): Handler {
  return answeringEveryError(async (request) => {
    const key = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? request.headers.get('apikey') ?? '';
    const serviceKey = deps.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
    if (!serviceKey || !sameSecret(key, serviceKey)) return error(request, 403, 'forbidden', 'Only the service role may run the email deliverer.');
    if (request.method !== 'POST') return error(request, 405, 'method-not-allowed', 'Use POST.');
    const config = emailConfig(deps.env);
    if (!config) return json(request, { status: 'not-configured', attempts: [] });
    return json(request, { status: 'delivered', attempts: await deliverDueEmails(deps, config) });
  });
}
