import { fetchWithTimeout } from './http.ts';

export interface FlowiseConfig {
  url: string;
  flowId: string;
  apiKey: string;
  timeoutMs: number;
}

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string | null;
}

/** Spec (section 8): the errors the chat raises; the page shows its fallback message for them. */
export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    kind: 'Chat API error' | 'Chat history API error',
  ) {
    super(`${kind}: ${status}`);
  }
}

export const FLOWISE_TIMEOUT_MS = 20_000;

export function flowiseConfig(env: Readonly<Record<string, string | undefined>>): FlowiseConfig | null {
  const { FLOWISE_URL: url, FLOWISE_FLOW_ID: flowId, FLOWISE_API_KEY: apiKey } = env;
  return url && flowId && apiKey ? { url: url.replace(/\/+$/, ''), flowId, apiKey, timeoutMs: Number(env.FLOWISE_TIMEOUT_MS) || FLOWISE_TIMEOUT_MS } : null;
}

/**
 * `POST /api/v1/prediction/{flowId}` with the question and the session; reads `text` and `chatMessageId`.
 * `siteFacts` (the site's documents that best answer the question) go as the flow variable
 * `site_facts` (`overrideConfig.vars`, `{{$vars.site_facts}}` in the flow's prompt), so the hosted
 * model answers from the site's own facts; never in the question, which Flowise keeps as the visitor's history.
 */
export async function flowisePredict(fetcher: typeof fetch, config: FlowiseConfig, sessionId: string, question: string, siteFacts = ''): Promise<{ text: string; id: string | null }> {
  let response: Response;
  try {
    response = await fetchWithTimeout(
      fetcher,
      `${config.url}/api/v1/prediction/${encodeURIComponent(config.flowId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ question, overrideConfig: { sessionId, vars: { site_facts: siteFacts } } }),
      },
      config.timeoutMs,
    );
  } catch {
    throw new ChatApiError(504, 'Chat API error');
  }
  if (!response.ok) throw new ChatApiError(response.status, 'Chat API error');
  const body = (await response.json().catch(() => null)) as { text?: unknown; chatMessageId?: unknown } | null;
  if (typeof body?.text !== 'string') throw new ChatApiError(502, 'Chat API error');
  return { text: body.text, id: typeof body.chatMessageId === 'string' ? body.chatMessageId : null };
}

/** `GET /api/v1/chatmessage/{flowId}?sessionId=...&sort=DESC`: newest first, as Flowise answers. */
export async function flowiseHistory(fetcher: typeof fetch, config: FlowiseConfig, sessionId: string): Promise<ChatEntry[]> {
  let response: Response;
  try {
    response = await fetchWithTimeout(
      fetcher,
      `${config.url}/api/v1/chatmessage/${encodeURIComponent(config.flowId)}?${new URLSearchParams({ sessionId, sort: 'DESC' })}`,
      { headers: { authorization: `Bearer ${config.apiKey}` } },
      config.timeoutMs,
    );
  } catch {
    throw new ChatApiError(504, 'Chat history API error');
  }
  if (!response.ok) throw new ChatApiError(response.status, 'Chat history API error');
  const body = (await response.json().catch(() => null)) as unknown;
  if (!Array.isArray(body)) throw new ChatApiError(502, 'Chat history API error');
  return body.flatMap((entry: { id?: unknown; role?: unknown; content?: unknown; createdDate?: unknown; createdAt?: unknown }) =>
    typeof entry?.content === 'string'
      ? [
          {
            id: String(entry.id ?? ''),
            // Flowise names them userMessage and apiMessage.
            role: entry.role === 'userMessage' || entry.role === 'user' ? ('user' as const) : ('assistant' as const),
            content: entry.content,
            createdAt: typeof entry.createdAt === 'string' ? entry.createdAt : typeof entry.createdDate === 'string' ? entry.createdDate : null,
          },
        ]
      : [],
  );
}
