// Supabase Edge Function `contact` (Deno). The handler is the one the local backend runs under Node.
import { createContactHandler } from '../_shared/contact.ts';
import { supabaseDeps, type DenoRuntime } from '../_shared/deno-runtime.ts';

declare const Deno: DenoRuntime;
Deno.serve(createContactHandler(supabaseDeps(Deno)));
