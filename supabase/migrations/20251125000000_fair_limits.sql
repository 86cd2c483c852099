-- Fair rate limits that count failed calls and say when to try again, one normalisation
-- of an email address, errors that name the field, and the client's address from the gateway's hop.

-- An address as it is stored and compared: NFKC (full-width letters become ASCII, a no-break
-- space a space), invisible characters removed (soft hyphen, zero-width and direction marks, word
-- joiners, BOM), trimmed, lower-cased. The one definition: register_interest and submit_enquiry
-- (the contact function's insert) both use it, so one address is one lead however it was typed.
create function public.normalize_email(p_email text) returns text
language sql immutable set search_path = '' as $$
  select lower(btrim(regexp_replace(
    normalize(coalesce(p_email, ''), NFKC),
    '[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\uFEFF]', '', 'g')));
$$;

-- The spec's check (no spaces, one at-sign, a dot inside the domain), and none of the characters an
-- address cannot hold unquoted (so an array sent as text, '["a@b.c"]', is no address), in linear
-- time: the length is checked first and no pattern can backtrack (a crafted 16 KB address once cost
-- 200 ms a request). The functions' and the form's isBasicEmail are the same rule.
create function public.is_basic_email(p_email text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  v_domain text;
begin
  if p_email is null or length(p_email) not between 3 and 254 or p_email ~ '[[:space:]"(),:;<>[\\\]]' then
    return false;
  end if;
  if array_length(string_to_array(p_email, '@'), 1) <> 2 or split_part(p_email, '@', 1) = '' then
    return false;
  end if;
  v_domain := split_part(p_email, '@', 2);
  return length(v_domain) >= 3 and position('.' in substr(v_domain, 2, length(v_domain) - 2)) > 0;
end;
$$;

-- The client's address: the X-Forwarded-For entry the gateway itself wrote, counted from the end
-- (a client can put anything in front of it). `app.settings.forwarded_hops` is the number of proxies
-- that append their peer's address, 1 by default (Supabase's gateway; the local backend sets the
-- header itself). Set it with: alter database postgres set app.settings.forwarded_hops = '2';
create or replace function public.request_client_ip() returns text
language plpgsql stable set search_path = '' as $$
declare
  v_entries text[] := string_to_array(coalesce(current_setting('request.headers', true), '{}')::json ->> 'x-forwarded-for', ',');
  v_hops integer := greatest(coalesce(nullif(current_setting('app.settings.forwarded_hops', true), '')::integer, 1), 1);
  v_count integer := coalesce(array_length(v_entries, 1), 0);
begin
  if v_count = 0 then
    return 'unknown';
  end if;
  return coalesce(nullif(btrim(v_entries[greatest(v_count - v_hops + 1, 1)]), ''), 'unknown');
end;
$$;

-- Counts one hit in `p_bucket` (a fixed window of `p_window_seconds`) and answers 0 while the bucket
-- has at most `p_max_hits`, or else how many seconds remain until the window ends (Retry-After).
create function public.rate_limit_wait(p_bucket text, p_max_hits integer, p_window_seconds integer)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  insert into public.rate_limits as r (bucket, window_start, hits)
  values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning hits into v_hits;
  -- Old windows are of no use: cleared once per new window of a bucket, not on every hit.
  if v_hits = 1 then
    delete from public.rate_limits where window_start < now() - interval '1 hour';
  end if;
  if v_hits <= p_max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer);
end;
$$;

create or replace function public.take_rate_limit(p_bucket text, p_max_hits integer, p_window_seconds integer)
returns boolean
language sql security definer set search_path = '' as $$
  select public.rate_limit_wait(p_bucket, p_max_hits, p_window_seconds) = 0;
$$;

-- An error answer that keeps what the call wrote, its rate-limit hits above all: PostgREST's
-- response.status and response.headers settings, where an exception would roll them back and make
-- wrong guesses free. The body names the field at fault, never a constraint.
create function public.refusal(p_status integer, p_field text, p_message text, p_retry_after integer default null)
returns json
language plpgsql set search_path = '' as $$
begin
  perform set_config('response.status', p_status::text, true);
  if p_retry_after is not null then
    perform set_config('response.headers', json_build_array(json_build_object('Retry-After', p_retry_after::text))::text, true);
  end if;
  return json_build_object('code', 'PT' || p_status, 'message', p_message, 'details', null, 'hint', null, 'field', p_field, 'retry_after', p_retry_after);
end;
$$;

/*
  Registration limits: a few attempts a minute for one address (one visitor hammering one email is
  stopped), and a high allowance per client address, since a whole office or a mobile carrier can
  share one (50 visitors behind one address all register).
*/
create or replace function public.register_interest(
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
  v_email text := public.normalize_email(left(p_email, 1000));
  v_wait integer;
  v_website_id bigint;
  v_token uuid := gen_random_uuid();
  v_id bigint;
begin
  v_wait := public.rate_limit_wait('register-ip:' || public.request_client_ip(), 300, 60);
  if v_wait > 0 then
    return public.refusal(429, null, 'Too many registrations from this network. Please try again in a minute.', v_wait);
  end if;
  if not public.is_basic_email(v_email) then
    return public.refusal(400, 'email', 'Please enter a valid email address.');
  end if;
  v_wait := public.rate_limit_wait('register-email:' || v_email, 5, 60);
  if v_wait > 0 then
    return public.refusal(429, 'email', 'Too many attempts for this address. Please try again in a minute.', v_wait);
  end if;
  if p_device_type is not null and p_device_type not in ('mobile', 'desktop') then
    return public.refusal(400, 'device_type', 'device_type must be mobile or desktop.');
  end if;

  select id into v_website_id from public.websites where domain = lower(btrim(coalesce(p_host, '')));

  insert into public.subscribers (
    email, ip_address, user_agent, website_id, source_url, referrer_url, geo_country, geo_city, geo_region,
    timezone, language_preference, device_type, subscribed, details_token, details_token_expires_at
  ) values (
    v_email, left(p_ip_address, 64), left(p_user_agent, 512), v_website_id, left(p_source_url, 2048), left(p_referrer_url, 2048),
    left(p_geo_country, 100), left(p_geo_city, 100), left(p_geo_region, 100), left(p_timezone, 64), left(p_language_preference, 35),
    p_device_type, true, v_token, now() + interval '1 day'
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
  The details form: every field checked against its column's limit by name (the limits are
  shared/src/lead-fields.ts, which the form uses too; a test keeps the two equal), and a wrong or
  used token is a counted failure, so guessing is limited like any other attempt.
*/
create or replace function public.update_interest_details(
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
  v_wait integer;
  v_first text := nullif(btrim(coalesce(p_first_name, '')), '');
  v_last text := nullif(btrim(coalesce(p_last_name, '')), '');
  v_phone text := nullif(btrim(coalesce(p_phone_number, '')), '');
  v_company text := nullif(btrim(coalesce(p_company_name, '')), '');
  v_website text := nullif(btrim(coalesce(p_company_website, '')), '');
  v_position text := nullif(btrim(coalesce(p_company_postion, '')), '');
  v_notes text := nullif(btrim(coalesce(p_extra_notes, '')), '');
begin
  v_wait := public.rate_limit_wait('details-ip:' || public.request_client_ip(), 20, 60);
  if v_wait > 0 then
    return public.refusal(429, null, 'Too many requests. Please try again in a minute.', v_wait);
  end if;
  if length(v_first) > 100 then return public.refusal(400, 'first_name', 'First name: at most 100 characters.'); end if;
  if length(v_last) > 100 then return public.refusal(400, 'last_name', 'Last name: at most 100 characters.'); end if;
  if length(v_phone) > 40 then return public.refusal(400, 'phone_number', 'Phone number: at most 40 characters.'); end if;
  if length(v_company) > 200 then return public.refusal(400, 'company_name', 'Company: at most 200 characters.'); end if;
  if length(v_website) > 2048 then return public.refusal(400, 'company_website', 'Company website: at most 2048 characters.'); end if;
  if length(v_position) > 200 then return public.refusal(400, 'company_postion', 'Position: at most 200 characters.'); end if;
  if length(v_notes) > 2000 then return public.refusal(400, 'extra_notes', 'Notes: at most 2000 characters.'); end if;

  update public.subscribers set
    first_name = v_first,
    last_name = v_last,
    full_name = nullif(btrim(concat_ws(' ', v_first, v_last)), ''),
    phone_number = v_phone,
    company_name = v_company,
    company_website = v_website,
    company_postion = v_position,
    extra_notes = v_notes,
    updated_at = now(),
    details_token = null,
    details_token_expires_at = null
  where details_token = p_token and details_token_expires_at > now()
  returning id into v_id;

  if v_id is null then
    return public.refusal(404, 'token', 'This details link is unknown or has already been used.');
  end if;
  return json_build_object('status', 'updated');
end;
$$;

-- The contact function's insert, with the same normalisation and check as a registration.
create or replace function public.submit_enquiry(p_name text, p_email text, p_subject text, p_message text, p_interest text, p_source_url text default null)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := public.normalize_email(left(p_email, 1000));
  v_id bigint;
begin
  if not public.is_basic_email(v_email) then
    raise exception 'email: Please enter a valid email address.' using errcode = '22023';
  end if;
  insert into public.enquiries (name, email, subject, message, interest, source_url)
  values (btrim(p_name), v_email, btrim(p_subject), btrim(p_message), coalesce(p_interest, 'general'), p_source_url)
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.normalize_email(text), public.is_basic_email(text), public.rate_limit_wait(text, integer, integer),
  public.refusal(integer, text, text, integer)
  from public, anon, authenticated;
grant execute on function public.normalize_email(text), public.rate_limit_wait(text, integer, integer) to service_role;
