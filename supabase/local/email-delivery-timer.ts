/**
 * The local backend's stand-in for the hosted project's pg_cron job
 * (migrations/20261129000100_email_delivery_schedule.sql): every interval it calls the email-outbox
 * function through the gateway with the service-role key, as pg_net does there, so the outbox is
 * delivered by the same code on the same path. A call starts only after the previous one ended.
 */

/** Twice as often as the hosted schedule: a retry a minute out is not kept waiting much longer. */
export const EMAIL_DELIVERY_INTERVAL_MS = 30_000;

/** Past the deliverer's own budget for a run (40 s) and one send's time-out after it. */
const CALL_TIMEOUT_MS = 60_000;

export interface EmailDeliveryTimer {
  stop(): void;
}

/**
 * Calls `{backendUrl}/functions/v1/email-outbox` every `intervalMs` (EMAIL_DELIVERY_INTERVAL_MS in the
 * backend's environment; 0 turns the timer off, for a test that runs the deliverer itself).
 */
export function startEmailDeliveryTimer(backendUrl: string, serviceRoleKey: string, env: Readonly<Record<string, string | undefined>>): EmailDeliveryTimer {
  const setting = env.EMAIL_DELIVERY_INTERVAL_MS;
  const intervalMs = setting === undefined || setting === '' || !Number.isFinite(Number(setting)) ? EMAIL_DELIVERY_INTERVAL_MS : Number(setting);
  if (intervalMs <= 0) return { stop: () => undefined };
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    try {
      const answer = await fetch(`${backendUrl}/functions/v1/email-outbox`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.any([AbortSignal.timeout(CALL_TIMEOUT_MS), stopping.signal]),
      });
      const text = await answer.text();
      if (!answer.ok) console.error(`[backend] email delivery answered ${answer.status}: ${text.slice(0, 200)}`);
    } catch (failure) {
      if (!stopping.signal.aborted) console.error('[backend] email delivery failed:', failure instanceof Error ? failure.message : failure);
    }
    if (!stopping.signal.aborted) timer = setTimeout(run, intervalMs);
  };
  timer = setTimeout(run, intervalMs);
  return {
    stop: () => {
      stopping.abort();
      clearTimeout(timer);
    },
  };
}
