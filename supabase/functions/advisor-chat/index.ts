// Supabase Edge Function `advisor-chat` (Deno). The handler is the one the local backend runs under Node.
import { createAdvisorChatHandler } from '../_shared/advisor-chat.ts';
import { supabaseDeps, type DenoRuntime } from '../_shared/deno-runtime.ts';

declare const Deno: DenoRuntime;
Deno.serve(createAdvisorChatHandler(supabaseDeps(Deno)));
