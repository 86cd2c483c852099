import type { Database } from './database';

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

/** An error answered as PostgREST answers it: status, and a JSON body with code and message. */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The function's own answer (a refusal it returned rather than raised), sent as it is. */
    readonly body?: unknown,
    /** Headers the function set through `response.headers` (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** PostgREST's `response.headers` setting: a JSON array of one-header objects. */
function responseHeaders(setting: string | null): Record<string, string> {
  if (!setting) return {};
  const headers: Record<string, string> = {};
  for (const entry of JSON.parse(setting) as Record<string, string>[]) Object.assign(headers, entry);
  return headers;
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgREST's mapping from SQLSTATE to HTTP status (https://docs.postgrest.org/en/stable/references/errors.html). */
export function statusForSqlState(code: string | undefined, role: DatabaseRole): number {
  if (!code) return 500;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403; // insufficient privilege
  if (code === '42883' || code === 'P0002') return 404; // undefined function; no data found
  if (code === '23505') return 409; // unique violation
  if (code.startsWith('22') || code.startsWith('23') || code === 'P0001') return 400;
  return 500;
}

/**
 * What a caller is told of a database error: a fixed sentence for its class, never Postgres's own
 * text (which quotes the value, the type and the function's signature).
 */
export function publicMessage(code: string | undefined, status: number): string {
  if (status >= 500) return 'Internal error';
  if (code === '42883') return 'No function takes these arguments.';
  if (code === '42501') return 'Permission denied.';
  if (code === '22021' || code === '22P05') return 'A value holds a character that cannot be stored.';
  if (code === '22P02') return 'A value is not in the form its argument needs.';
  if (code?.startsWith('22')) return 'A value is not valid for its argument.';
  if (code?.startsWith('23')) return 'A value is missing, too long or not valid.';
  return 'Bad request';
}

/**
 * Calls `public.{fn}` with named arguments as `role`, the way PostgREST runs `POST /rest/v1/rpc/{fn}`:
 * inside a transaction, with the role switched and the request headers in `request.headers`, so
 * the grants and the functions decide exactly as they do on Supabase.
 */
export async function callFunction(db: Database, role: DatabaseRole, fn: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<unknown> {
  if (!identifier.test(fn)) throw new RpcError(404, 'PGRST202', `Could not find the function public.${fn}`);
  const names = Object.keys(args);
  for (const name of names) if (!identifier.test(name)) throw new RpcError(400, 'PGRST100', `Invalid argument name: ${name}`);
  const values = names.map((name) => {
    const value = args[name];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  const call = `select public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')}) as result`;
  let answer: { result: unknown; status: string | null; headers: string | null };
  try {
    answer = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      await tx.exec(`set local role ${role}`);
      const { rows } = await tx.query<{ result: unknown }>(call, values);
      // What the function set for its HTTP answer, as PostgREST reads it before the commit.
      const settings = await tx.query<{ status: string | null; headers: string | null }>(
        `select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers`,
      );
      return { result: rows[0]?.result ?? null, ...settings.rows[0]! };
    });
  } catch (error) {
    if (error instanceof RpcError) throw error;
    const { code, message } = error as { code?: string; message?: string };
    const status = statusForSqlState(code, role);
    // Internal errors are logged here and never described to the caller; nor are constraint names.
    if (status >= 500) console.error(`[backend] ${fn} failed:`, error);
    if (status < 500 && message) console.warn(`[backend] ${fn} refused (${code}): ${message}`);
    throw new RpcError(status, code === '42883' ? 'PGRST202' : (code ?? 'XX000'), publicMessage(code, status));
  }
  // A refusal the function answered without raising: what it wrote (its rate-limit hit) is committed.
  const status = Number(answer.status ?? 200);
  if (status >= 400) {
    const body = answer.result as { code?: string; message?: string } | null;
    throw new RpcError(status, body?.code ?? `PT${status}`, body?.message ?? 'Refused', answer.result, responseHeaders(answer.headers));
  }
  return answer.result;
}
