// Supabase Edge Function `email-outbox` (Deno): one run of the outbox's deliverer, called every
// minute by pg_cron (migrations/20261129000100_email_delivery_schedule.sql) or the local backend's timer.
import { createEmailOutboxHandler } from '../_shared/email-delivery.ts';
import { supabaseDeps, type DenoRuntime } from '../_shared/deno-runtime.ts';

declare const Deno: DenoRuntime;
Deno.serve(createEmailOutboxHandler(supabaseDeps(Deno)));
