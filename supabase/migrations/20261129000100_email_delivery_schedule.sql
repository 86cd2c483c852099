/*
  The outbox's deliverer runs every minute on a hosted project: pg_cron calls the email-outbox
  function through pg_net with the service-role key, Supabase's documented way to schedule an
  edge function (https://supabase.com/docs/guides/functions/schedule-functions). The project's URL
  and the key are read from Vault at each run (secrets 'project_url' and 'service_role_key', set
  once per project, DEPLOY.md), so neither is written in a migration.

  Where pg_cron and pg_net are not available (PGlite, a plain PostgreSQL), or cannot be created,
  nothing is scheduled and a notice says so: the local backend calls the same function on its own
  timer (supabase/local/email-delivery-timer.ts).
*/
do $schedule$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net is not available: email delivery is not scheduled in this database.';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- cron.schedule replaces a job of the same name, so applying this again keeps one job.
  perform cron.schedule('email-outbox', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/email-outbox',
      headers := jsonb_build_object(
        'content-type', 'application/json',
        'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      -- A run stops taking jobs after 40 s (EMAIL_DELIVERY_BUDGET_MS); its answer is only logged.
      timeout_milliseconds := 60000
    );
  $job$);
exception when others then
  -- Installed but not loadable (pg_cron needs shared_preload_libraries): the rest of the schema stands.
  raise notice 'Email delivery is not scheduled: %', sqlerrm;
end;
$schedule$;
