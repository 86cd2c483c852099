import type { Brand } from './brand.ts';
import brandJson from './brand.generated.json' with { type: 'json' };
import { advise, groundingFacts, guardedReply, type ChatTurn } from './advisor/advise.ts';
import { trainedModel } from './advisor/model/trained.ts';
import { DEFAULT_SITE_URL, siteDocuments } from './advisor/site-documents.ts';
import type { BackendDeps, Handler } from './deps.ts';
import { ChatApiError, flowiseConfig, flowiseHistory, flowisePredict, type ChatEntry } from './flowise.ts';
import { answeringEveryError, clientLimitWait, error, json, limitWait, preflight, readJson, tooManyRequests } from './http.ts';
import { chatMessageSchema, sessionIdSchema } from './validation.ts';

const brand = brandJson as Brand;
/** Messages a minute in one conversation. */
export const CHAT_LIMIT_PER_MINUTE = 30;
/** Messages a minute from one client address, which many visitors may share. */
export const CHAT_LIMIT_PER_ADDRESS = 120;
/** Messages a minute from one network (the /24 or /64 around the address). */
export const CHAT_LIMIT_PER_NETWORK = 300;
/** History reads a minute from one client address (a page reads it once as it opens). */
export const HISTORY_LIMIT_PER_ADDRESS = 60;
/** History reads a minute from one network. */
export const HISTORY_LIMIT_PER_NETWORK = 300;
/** Messages a history read answers, at most. */
const HISTORY_LIMIT = 100;

/** Two histories as one, newest first; an entry with no time goes last, in its own order. */
const newestFirst = (entries: ChatEntry[]) => entries.map((entry, order) => ({ entry, order, at: entry.createdAt ? Date.parse(entry.createdAt) : -Infinity })).sort((a, b) => b.at - a.at || a.order - b.order).map(({ entry }) => entry);

/**
 * `GET /functions/v1/advisor-chat?sessionId=` answers the session's history, newest first (as the
 * spec's chat service does); `POST { sessionId, message }` answers `{ reply, id }`. Flowise when it is
 * configured, the built-in advisor otherwise (its history kept in chat_messages). Both answer from the
 * documents the remotes publish (SITE_URL's remotes.json, then each remote's search.json): the
 * built-in advisor composes its reply from the best of them, and Flowise gets them as its grounding.
 *
 * A worry about health, and what the house does not answer, never reach the hosted model: whatever
 * its prompt, it could answer a mole with a serum. They get the built-in reply (./advisor/guard.ts),
 * kept in chat_messages, and the history a page reads is Flowise's and those exchanges together,
 * newest first.
 */
export function createAdvisorChatHandler(deps: BackendDeps): Handler {
  const flowise = flowiseConfig(deps.env);
  const site = siteDocuments({ siteUrl: deps.env.SITE_URL || DEFAULT_SITE_URL, fetch: deps.fetch });
  return answeringEveryError(async (request) => {
    if (request.method === 'OPTIONS') return preflight(request);

    if (request.method === 'GET') {
      const readWait = await clientLimitWait(deps, request, 'chat-history', HISTORY_LIMIT_PER_ADDRESS, HISTORY_LIMIT_PER_NETWORK);
      if (readWait) return tooManyRequests(request, 'Too many requests. Please try again in a minute.', readWait);
      const sessionId = sessionIdSchema.safeParse(new URL(request.url).searchParams.get('sessionId'));
      if (!sessionId.success) return error(request, 400, 'invalid-field', 'sessionId must be a UUID.', { sessionId: 'sessionId must be a UUID.' });
      try {
        // Read side by side: the referrals kept here, and Flowise's own history when it answers.
        const [kept, hosted] = await Promise.all([deps.rpc('chat_history', { p_session_id: sessionId.data, p_limit: HISTORY_LIMIT }) as Promise<ChatEntry[]>, flowise ? flowiseHistory(deps.fetch, flowise, sessionId.data) : null]);
        const history = hosted ? newestFirst([...hosted, ...kept]).slice(0, HISTORY_LIMIT) : kept;
        return json(request, { messages: history });
      } catch (failure) {
        if (failure instanceof ChatApiError) return error(request, 502, 'chat-unavailable', failure.message);
        throw failure;
      }
    }

    if (request.method !== 'POST') return error(request, 405, 'method-not-allowed', 'Use GET or POST.');
    const networkWait = await clientLimitWait(deps, request, 'chat', CHAT_LIMIT_PER_ADDRESS, CHAT_LIMIT_PER_NETWORK);
    if (networkWait) return tooManyRequests(request, 'Too many messages from this network. Please try again in a minute.', networkWait);
    const body = await readJson(request, chatMessageSchema);
    if ('response' in body) return body.response;
    const { sessionId, message } = body.data;
    const sessionWait = await limitWait(deps, `chat-session:${sessionId}`, CHAT_LIMIT_PER_MINUTE);
    if (sessionWait) return tooManyRequests(request, 'Too many messages. Please wait a minute and try again.', sessionWait);

    // Whoever answers, a worry about health and what the house does not answer get the built-in reply.
    const referred = flowise && guardedReply({ brand, model: trainedModel }, message);
    if (referred) {
      await deps.rpc('record_chat_message', { p_session_id: sessionId, p_role: 'user', p_content: message });
      const saved = (await deps.rpc('record_chat_message', { p_session_id: sessionId, p_role: 'assistant', p_content: referred })) as ChatEntry;
      return json(request, { reply: referred, id: String(saved.id) });
    }
    if (flowise) {
      try {
        const answer = await flowisePredict(deps.fetch, flowise, sessionId, message, groundingFacts((await site())?.index ?? null, message));
        return json(request, { reply: answer.text, id: answer.id });
      } catch (failure) {
        if (failure instanceof ChatApiError) return error(request, 502, 'chat-unavailable', failure.message);
        throw failure;
      }
    }

    const history = ((await deps.rpc('chat_history', { p_session_id: sessionId, p_limit: 20 })) as ChatEntry[]).reverse();
    await deps.rpc('record_chat_message', { p_session_id: sessionId, p_role: 'user', p_content: message });
    const known = await site();
    const reply = advise({ brand, index: known?.index ?? null, translated: known?.translated, model: trainedModel }, message, history.map((entry): ChatTurn => ({ role: entry.role, content: entry.content })));
    const saved = (await deps.rpc('record_chat_message', { p_session_id: sessionId, p_role: 'assistant', p_content: reply })) as ChatEntry;
    return json(request, { reply, id: String(saved.id) });
  });
}
