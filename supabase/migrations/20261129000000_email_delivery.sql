-- Email delivery from the outbox: every job is delivered at least once, and once as its reader
-- sees it (each job's own Idempotency-Key on every attempt), by any number of deliverers at once.

/*
  A job's state: 'queued' (never attempted), 'retrying' (an attempt failed; the next is due at
  next_attempt_at), 'sent' or 'dead' (every attempt allowed failed). attempts counts the attempts
  started, so a deliverer that dies in the middle of one still spends it. lease_until is set while
  an attempt is in flight, with lease_token naming that attempt: no other deliverer takes the job
  until the lease has passed.
*/
alter table public.email_outbox
  add column state text not null default 'queued' check (state in ('queued', 'retrying', 'sent', 'dead')),
  add column idempotency_key uuid not null unique default gen_random_uuid(),
  add column next_attempt_at timestamptz not null default now(),
  add column last_attempt_at timestamptz,
  add column lease_until timestamptz,
  add column lease_token uuid;

update public.email_outbox
set state = case when sent_at is not null then 'sent' when attempts > 0 then 'retrying' else 'queued' end;

-- The deliverers' one question, "what is due?", answered from an index of the unfinished jobs only.
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where state in ('queued', 'retrying');

/*
  An enquiry's email_status is its company job's state (queued, retrying, sent, dead), and its
  email_error that job's last error. 'pending' stays for enquiries stored before the outbox, which
  have no job. 'failed' (an attempt failed, nothing would try again) is gone: such a job is now
  retried, so its enquiry reads 'retrying'.
*/
alter table public.enquiries drop constraint enquiries_email_status_check;
update public.enquiries e
set email_status = j.state
from public.email_outbox j
where j.enquiry_id = e.id and j.kind = 'enquiry';
update public.enquiries set email_status = 'retrying' where email_status = 'failed';
alter table public.enquiries
  add constraint enquiries_email_status_check check (email_status in ('pending', 'queued', 'retrying', 'sent', 'dead'));

-- Kept by the database, so no path that changes a job can leave its enquiry saying otherwise.
create function public.enquiry_follows_its_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.enquiries
  set email_status = new.state, email_error = new.last_error, updated_at = now()
  where id = new.enquiry_id and (email_status, email_error) is distinct from (new.state, new.last_error);
  return null;
end;
$$;

create trigger enquiry_follows_its_email
after insert or update of state, last_error on public.email_outbox
for each row when (new.kind = 'enquiry') execute function public.enquiry_follows_its_email();

-- Starts an attempt of job p_id: counted, held for p_lease_seconds under a new lease token, and
-- answered as the deliverer reads it.
create function public.take_email_job(p_id bigint, p_lease_seconds integer)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_job public.email_outbox;
begin
  update public.email_outbox
  set attempts = attempts + 1, last_attempt_at = now(),
    lease_until = now() + make_interval(secs => p_lease_seconds), lease_token = gen_random_uuid()
  where id = p_id
  returning * into v_job;
  return json_build_object('id', v_job.id, 'kind', v_job.kind, 'enquiryId', v_job.enquiry_id, 'payload', v_job.payload,
    'idempotencyKey', v_job.idempotency_key, 'attempts', v_job.attempts, 'leaseToken', v_job.lease_token);
end;
$$;

/*
  Takes the job due longest for one attempt, or answers null when none is due. `for update skip
  locked` lets deliverers running at once each take another job, and the lease keeps the job theirs
  once this commits.

  A lease that ran out means its attempt never reported (the deliverer died, or its answer was
  lost): that attempt is counted as failed, and the job is retried with the same key, or is dead
  when it has had p_max_attempts.
*/
create function public.claim_email_job(p_lease_seconds integer, p_max_attempts integer)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  if p_lease_seconds is null or p_lease_seconds < 1 or p_max_attempts is null or p_max_attempts < 1 then
    return public.refusal(400, null, 'p_lease_seconds and p_max_attempts must be at least 1.');
  end if;

  update public.email_outbox
  set state = case when attempts >= p_max_attempts then 'dead' else 'retrying' end,
    last_error = 'The attempt did not report back (its deliverer stopped or lost the answer).',
    lease_until = null, lease_token = null
  where id in (
    select id from public.email_outbox
    where state in ('queued', 'retrying') and lease_until <= now()
    for update skip locked
  );

  select id into v_id from public.email_outbox
  where state in ('queued', 'retrying') and next_attempt_at <= now() and lease_until is null
  order by next_attempt_at, id
  limit 1
  for update skip locked;
  return case when v_id is null then null else public.take_email_job(v_id, p_lease_seconds) end;
end;
$$;

/*
  A contact enquiry, whole or not at all (as in 20261127000000_whole_submissions.sql), and now, when
  the contact function will send its emails itself (p_lease_seconds given), with both its jobs
  taken for their first attempt in the same transaction: no deliverer running meanwhile can take
  them first. The jobs come back in the order they are sent, the company's first. Without
  p_lease_seconds they wait in the outbox, unattempted.
*/
drop function public.submit_enquiry(text, text, text, text, text, text, jsonb, jsonb);
create function public.submit_enquiry(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_interest text,
  p_source_url text,
  p_enquiry_email jsonb,
  p_auto_reply jsonb,
  p_lease_seconds integer default null
) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := public.normalize_email(left(p_email, 1000));
  v_wait integer;
  v_id bigint;
  v_enquiry_job bigint;
  v_reply_job bigint;
begin
  if not public.is_basic_email(v_email) then
    return public.refusal(400, 'email', 'Please enter a valid email address.');
  end if;
  if p_source_url is not null and not public.is_web_url(p_source_url) then
    return public.refusal(400, 'sourceUrl', 'The page address must start with https:// or http://.');
  end if;
  if p_lease_seconds is not null and p_lease_seconds < 1 then
    return public.refusal(400, null, 'p_lease_seconds must be at least 1.');
  end if;
  v_wait := public.rate_limit_wait('contact-email:' || v_email, 5, 60);
  if v_wait > 0 then
    return public.refusal(429, 'email', 'Too many messages from this address. Please try again in a minute.', v_wait);
  end if;
  insert into public.enquiries (name, email, subject, message, interest, source_url, email_status)
  values (btrim(p_name), v_email, btrim(p_subject), btrim(p_message), coalesce(p_interest, 'general'), p_source_url, 'queued')
  returning id into v_id;
  insert into public.email_outbox (kind, enquiry_id, payload) values ('enquiry', v_id, p_enquiry_email)
  returning id into v_enquiry_job;
  insert into public.email_outbox (kind, enquiry_id, payload) values ('auto-reply', v_id, jsonb_set(p_auto_reply, '{EmailTo}', jsonb_build_array(v_email)))
  returning id into v_reply_job;
  return json_build_object('id', v_id, 'jobs', case when p_lease_seconds is null then '[]'::json
    else json_build_array(public.take_email_job(v_enquiry_job, p_lease_seconds), public.take_email_job(v_reply_job, p_lease_seconds)) end);
end;
$$;

/*
  What became of the attempt p_lease_token names: sent (no error), or failed with p_error, then
  retried p_retry_in_seconds later, or dead when that is null. A success is recorded whatever
  became of the lease (the mail went out); a failure only while the lease is still this attempt's,
  so a late report never undoes a later attempt.
*/
drop function public.record_email_attempt(bigint, text);
create function public.record_email_attempt(p_job_id bigint, p_lease_token uuid, p_error text default null, p_retry_in_seconds double precision default null)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_state text;
begin
  if p_error is null then
    update public.email_outbox
    set state = 'sent', sent_at = now(), last_error = null, lease_until = null, lease_token = null
    where id = p_job_id and state <> 'sent'
    returning state into v_state;
  else
    update public.email_outbox
    set state = case when p_retry_in_seconds is null then 'dead' else 'retrying' end,
      next_attempt_at = now() + make_interval(secs => coalesce(p_retry_in_seconds, 0)),
      last_error = left(p_error, 2000), lease_until = null, lease_token = null
    where id = p_job_id and lease_token = p_lease_token
    returning state into v_state;
  end if;
  return json_build_object('state', v_state);
end;
$$;

-- For the seller: every lead, enquiry and email job (the newest enquiry's first; npm run leads). service_role only.
create or replace function public.export_leads()
returns json
language sql stable security definer set search_path = '' as $$
  select json_build_object(
    'subscribers', coalesce((select json_agg(row_to_json(s) order by s.created_at desc) from (
      select s.id, s.email, s.full_name, s.first_name, s.last_name, s.phone_number, s.company_name, s.company_website,
        s.company_postion, s.extra_notes, w.domain as website, s.source_url, s.referrer_url, s.geo_country, s.geo_city,
        s.geo_region, s.timezone, s.language_preference, s.device_type, s.ip_address, s.user_agent, s.subscribed,
        s.created_at, s.updated_at
      from public.subscribers s left join public.websites w on w.id = s.website_id) s), '[]'::json),
    'enquiries', coalesce((select json_agg(row_to_json(e) order by e.created_at desc) from (
      select id, name, email, interest, subject, message, source_url, email_status, email_error, created_at
      from public.enquiries) e), '[]'::json),
    'emails', coalesce((select json_agg(row_to_json(j) order by j.enquiry_id desc, j.id) from (
      select id, enquiry_id, kind, (select string_agg(value, ', ') from jsonb_array_elements_text(payload->'EmailTo')) as recipient,
        state, attempts, case when state in ('queued', 'retrying') then next_attempt_at end as next_attempt_at,
        last_error, sent_at, created_at
      from public.email_outbox) j), '[]'::json)
  );
$$;

revoke all on function public.enquiry_follows_its_email(), public.take_email_job(bigint, integer), public.claim_email_job(integer, integer),
  public.record_email_attempt(bigint, uuid, text, double precision),
  public.submit_enquiry(text, text, text, text, text, text, jsonb, jsonb, integer) from public, anon, authenticated;
grant execute on function public.claim_email_job(integer, integer), public.record_email_attempt(bigint, uuid, text, double precision),
  public.submit_enquiry(text, text, text, text, text, text, jsonb, jsonb, integer) to service_role;
