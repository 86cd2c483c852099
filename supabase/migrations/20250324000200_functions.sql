-- What the outside world may do, as functions. The browser's anon role may execute exactly two:
-- register_interest and update_interest_details. The edge functions (service_role) use the rest.
-- Errors use PostgREST's convention: SQLSTATE 'PTxyz' answers HTTP xyz; 22xxx and 23xxx answer 400.

-- The client's address as PostgREST (or the local backend) passes it in the request headers.
create function public.request_client_ip() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(split_part(coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-real-ip', ''),
    'unknown'
  );
$$;

-- A fixed window of `window_seconds` per bucket: true while the bucket has fewer than `max_hits`.
create function public.take_rate_limit(p_bucket text, p_max_hits integer, p_window_seconds integer)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  insert into public.rate_limits as r (bucket, window_start, hits)
  values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning hits into v_hits;
  -- Old windows are of no use; keep the table small.
  delete from public.rate_limits where window_start < now() - interval '1 hour';
  return v_hits <= p_max_hits;
end;
$$;

/*
  Registers a buyer's interest. Returns {"status": "registered", "token": uuid} or
  {"status": "duplicate"}. The duplicate check is the unique index on the normalised email, so
  concurrent registrations of one address give one row and 'duplicate' for the others.
*/
create function public.register_interest(
  p_email text,
  p_host text default null,
  p_ip_address text default null,
  p_user_agent text default null,
  p_source_url text default null,
  p_referrer_url text default null,
  p_geo_country text default null,
  p_geo_city text default null,
  p_geo_region text default null,
  p_timezone text default null,
  p_language_preference text default null,
  p_device_type text default null
) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_website_id bigint;
  v_token uuid := gen_random_uuid();
  v_id bigint;
begin
  if not public.take_rate_limit('register:' || public.request_client_ip(), 10, 60) then
    raise exception 'Too many registrations from this address. Please wait a minute and try again.' using errcode = 'PT429';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if p_device_type is not null and p_device_type not in ('mobile', 'desktop') then
    raise exception 'device_type must be mobile or desktop.' using errcode = '22023';
  end if;

  select id into v_website_id from public.websites where domain = lower(btrim(coalesce(p_host, '')));

  insert into public.subscribers (
    email, ip_address, user_agent, website_id, source_url, referrer_url, geo_country, geo_city, geo_region,
    timezone, language_preference, device_type, subscribed, details_token, details_token_expires_at
  ) values (
    v_email, p_ip_address, p_user_agent, v_website_id, p_source_url, p_referrer_url, p_geo_country, p_geo_city, p_geo_region,
    p_timezone, p_language_preference, p_device_type, true, v_token, now() + interval '1 day'
  )
  on conflict ((lower(btrim(email)))) do nothing
  returning id into v_id;

  if v_id is null then
    return json_build_object('status', 'duplicate');
  end if;
  return json_build_object('status', 'registered', 'token', v_token);
end;
$$;

/*
  The details form after a registration: updates only the row the one-time token belongs to, and
  only once. An unknown, used or expired token is an error (404).
*/
create function public.update_interest_details(
  p_token uuid,
  p_first_name text default null,
  p_last_name text default null,
  p_phone_number text default null,
  p_company_name text default null,
  p_company_website text default null,
  p_company_postion text default null,
  p_extra_notes text default null
) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
  v_first text := nullif(btrim(coalesce(p_first_name, '')), '');
  v_last text := nullif(btrim(coalesce(p_last_name, '')), '');
begin
  if not public.take_rate_limit('details:' || public.request_client_ip(), 20, 60) then
    raise exception 'Too many requests. Please wait a minute and try again.' using errcode = 'PT429';
  end if;
  update public.subscribers set
    first_name = v_first,
    last_name = v_last,
    full_name = nullif(btrim(concat_ws(' ', v_first, v_last)), ''),
    phone_number = nullif(btrim(coalesce(p_phone_number, '')), ''),
    company_name = nullif(btrim(coalesce(p_company_name, '')), ''),
    company_website = nullif(btrim(coalesce(p_company_website, '')), ''),
    company_postion = nullif(btrim(coalesce(p_company_postion, '')), ''),
    extra_notes = nullif(btrim(coalesce(p_extra_notes, '')), ''),
    updated_at = now(),
    details_token = null,
    details_token_expires_at = null
  where details_token = p_token and details_token_expires_at > now()
  returning id into v_id;

  if v_id is null then
    raise exception 'This details link is unknown or has already been used.' using errcode = 'PT404';
  end if;
  return json_build_object('status', 'updated');
end;
$$;

-- Edge functions (service_role) only, from here on.

create function public.submit_enquiry(p_name text, p_email text, p_subject text, p_message text, p_interest text, p_source_url text default null)
returns bigint
language sql security definer set search_path = '' as $$
  insert into public.enquiries (name, email, subject, message, interest, source_url)
  values (btrim(p_name), lower(btrim(p_email)), btrim(p_subject), btrim(p_message), coalesce(p_interest, 'general'), p_source_url)
  returning id;
$$;

create function public.set_enquiry_email_status(p_id bigint, p_status text, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.enquiries set email_status = p_status, email_error = left(p_error, 2000), updated_at = now() where id = p_id;
$$;

create function public.queue_email(p_kind text, p_enquiry_id bigint, p_payload jsonb)
returns bigint
language sql security definer set search_path = '' as $$
  insert into public.email_outbox (kind, enquiry_id, payload) values (p_kind, p_enquiry_id, p_payload) returning id;
$$;

create function public.record_chat_message(p_session_id uuid, p_role text, p_content text)
returns json
language sql security definer set search_path = '' as $$
  insert into public.chat_messages (session_id, role, content) values (p_session_id, p_role, p_content)
  returning json_build_object('id', id, 'role', role, 'content', content, 'createdAt', created_at);
$$;

-- Newest first, as the external agent platform answers (the page sorts it oldest first).
create function public.chat_history(p_session_id uuid, p_limit integer default 100)
returns json
language sql stable security definer set search_path = '' as $$
  select coalesce(json_agg(json_build_object('id', id, 'role', role, 'content', content, 'createdAt', created_at) order by created_at desc, id desc), '[]'::json)
  from (select * from public.chat_messages where session_id = p_session_id order by created_at desc, id desc limit least(p_limit, 500)) recent;
$$;

-- Postgres lets PUBLIC execute new functions, and Supabase's default privileges add anon and
-- authenticated: take that back everywhere, then grant exactly what each role needs.
revoke all on function public.request_client_ip(), public.take_rate_limit(text, integer, integer),
  public.register_interest(text, text, text, text, text, text, text, text, text, text, text, text),
  public.update_interest_details(uuid, text, text, text, text, text, text, text),
  public.submit_enquiry(text, text, text, text, text, text), public.set_enquiry_email_status(bigint, text, text),
  public.queue_email(text, bigint, jsonb), public.record_chat_message(uuid, text, text), public.chat_history(uuid, integer)
  from public, anon, authenticated;

grant execute on function public.register_interest(text, text, text, text, text, text, text, text, text, text, text, text),
  public.update_interest_details(uuid, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

grant execute on function public.request_client_ip(), public.take_rate_limit(text, integer, integer),
  public.submit_enquiry(text, text, text, text, text, text), public.set_enquiry_email_status(bigint, text, text),
  public.queue_email(text, bigint, jsonb), public.record_chat_message(uuid, text, text), public.chat_history(uuid, integer)
  to service_role;
