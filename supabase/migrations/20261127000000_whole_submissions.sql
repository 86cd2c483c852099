-- Submissions written whole, limits per network, and one normalisation of an address by Unicode class.

-- An address as it is stored, compared and counted: NFKC, then every default-ignorable and format
-- character removed (U+FE0F, tag characters, Hangul fillers, the Arabic number sign...), NFKC again
-- (a removed character may have kept a letter from its combining mark), trimmed and lower-cased.
-- Postgres regular expressions cannot name a Unicode property, so the class is the ranges of
-- [\p{Default_Ignorable_Code_Point}\p{Cf}], printed by supabase/tooling/unicode-classes.ts;
-- supabase/local/database.test.ts checks every code point of the two properties against it.
create or replace function public.normalize_email(p_email text) returns text
language sql immutable set search_path = '' as $$
  select lower(btrim(normalize(regexp_replace(normalize(coalesce(p_email, ''), NFKC),
    '[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFKC)));
$$;

-- The spec's check, and no character an address cannot be told apart by: no symbol, separator,
-- control or private-use character past ASCII (U+2800, a blank Braille cell, is a symbol that shows
-- nothing). The class is [\p{S}\p{Z}\p{Cc}\p{Co}] from U+0080, printed by the same tool.
create or replace function public.is_basic_email(p_email text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  v_domain text;
begin
  if p_email is null or length(p_email) not between 3 and 254 or p_email ~ '[[:space:]"(),:;<>[\\\]]' then
    return false;
  end if;
  if p_email ~ '[\u0080-\u00a0\u00a2-\u00a6\u00a8-\u00a9\u00ac\u00ae-\u00b1\u00b4\u00b8\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u02e5-\u02eb\u02ed\u02ef-\u02ff\u0375\u0384-\u0385\u03f6\u0482\u058d-\u058f\u0606-\u0608\u060b\u060e-\u060f\u06de\u06e9\u06fd-\u06fe\u07f6\u07fe-\u07ff\u0888\u09f2-\u09f3\u09fa-\u09fb\u0af1\u0b70\u0bf3-\u0bfa\u0c7f\u0d4f\u0d79\u0e3f\u0f01-\u0f03\u0f13\u0f15-\u0f17\u0f1a-\u0f1f\u0f34\u0f36\u0f38\u0fbe-\u0fc5\u0fc7-\u0fcc\u0fce-\u0fcf\u0fd5-\u0fd8\u109e-\u109f\u1390-\u1399\u166d\u1680\u17db\u1940\u19de-\u19ff\u1b61-\u1b6a\u1b74-\u1b7c\u1fbd\u1fbf-\u1fc1\u1fcd-\u1fcf\u1fdd-\u1fdf\u1fed-\u1fef\u1ffd-\u1ffe\u2000-\u200a\u2028-\u2029\u202f\u2044\u2052\u205f\u207a-\u207c\u208a-\u208c\u20a0-\u20c1\u2100-\u2101\u2103-\u2106\u2108-\u2109\u2114\u2116-\u2118\u211e-\u2123\u2125\u2127\u2129\u212e\u213a-\u213b\u2140-\u2144\u214a-\u214d\u214f\u218a-\u218b\u2190-\u2307\u230c-\u2328\u232b-\u2429\u2440-\u244a\u249c-\u24e9\u2500-\u2767\u2794-\u27c4\u27c7-\u27e5\u27f0-\u2982\u2999-\u29d7\u29dc-\u29fb\u29fe-\u2b73\u2b76-\u2bff\u2ce5-\u2cea\u2e50-\u2e51\u2e80-\u2e99\u2e9b-\u2ef3\u2f00-\u2fd5\u2ff0-\u3000\u3004\u3012-\u3013\u3020\u3036-\u3037\u303e-\u303f\u309b-\u309c\u3190-\u3191\u3196-\u319f\u31c0-\u31e5\u31ef\u3200-\u321e\u322a-\u3247\u3250\u3260-\u327f\u328a-\u32b0\u32c0-\u33ff\u4dc0-\u4dff\ua490-\ua4c6\ua700-\ua716\ua720-\ua721\ua789-\ua78a\ua828-\ua82b\ua836-\ua839\uaa77-\uaa79\uab5b\uab6a-\uab6b\ue000-\uf8ff\ufb29\ufbb2-\ufbd2\ufd40-\ufd4f\ufd90-\ufd91\ufdc8-\ufdcf\ufdfc-\ufdff\ufe62\ufe64-\ufe66\ufe69\uff04\uff0b\uff1c-\uff1e\uff3e\uff40\uff5c\uff5e\uffe0-\uffe6\uffe8-\uffee\ufffc-\ufffd\U00010137-\U0001013f\U00010179-\U00010189\U0001018c-\U0001018e\U00010190-\U0001019c\U000101a0\U000101d0-\U000101fc\U00010877-\U00010878\U00010ac8\U00010d8e-\U00010d8f\U00010ed1-\U00010ed8\U0001173f\U00011fd5-\U00011ff1\U00016b3c-\U00016b3f\U00016b45\U0001bc9c\U0001cc00-\U0001ccef\U0001ccfa-\U0001ccfc\U0001cd00-\U0001ceb3\U0001ceba-\U0001ced0\U0001cee0-\U0001cef0\U0001cf50-\U0001cfc3\U0001d000-\U0001d0f5\U0001d100-\U0001d126\U0001d129-\U0001d164\U0001d16a-\U0001d16c\U0001d183-\U0001d184\U0001d18c-\U0001d1a9\U0001d1ae-\U0001d1ea\U0001d200-\U0001d241\U0001d245\U0001d300-\U0001d356\U0001d6c1\U0001d6db\U0001d6fb\U0001d715\U0001d735\U0001d74f\U0001d76f\U0001d789\U0001d7a9\U0001d7c3\U0001d800-\U0001d9ff\U0001da37-\U0001da3a\U0001da6d-\U0001da74\U0001da76-\U0001da83\U0001da85-\U0001da86\U0001e14f\U0001e2ff\U0001ecac\U0001ecb0\U0001ed2e\U0001eef0-\U0001eef1\U0001f000-\U0001f02b\U0001f030-\U0001f093\U0001f0a0-\U0001f0ae\U0001f0b1-\U0001f0bf\U0001f0c1-\U0001f0cf\U0001f0d1-\U0001f0f5\U0001f10d-\U0001f1ad\U0001f1e6-\U0001f202\U0001f210-\U0001f23b\U0001f240-\U0001f248\U0001f250-\U0001f251\U0001f260-\U0001f265\U0001f300-\U0001f6d8\U0001f6dc-\U0001f6ec\U0001f6f0-\U0001f6fc\U0001f700-\U0001f7d9\U0001f7e0-\U0001f7eb\U0001f7f0\U0001f800-\U0001f80b\U0001f810-\U0001f847\U0001f850-\U0001f859\U0001f860-\U0001f887\U0001f890-\U0001f8ad\U0001f8b0-\U0001f8bb\U0001f8c0-\U0001f8c1\U0001f8d0-\U0001f8d8\U0001f900-\U0001fa57\U0001fa60-\U0001fa6d\U0001fa70-\U0001fa7c\U0001fa80-\U0001fa8a\U0001fa8e-\U0001fac6\U0001fac8\U0001facd-\U0001fadc\U0001fadf-\U0001faea\U0001faef-\U0001faf8\U0001fb00-\U0001fb92\U0001fb94-\U0001fbef\U0001fbfa\U000f0000-\U000ffffd\U00100000-\U0010fffd]' then
    return false;
  end if;
  if array_length(string_to_array(p_email, '@'), 1) <> 2 or split_part(p_email, '@', 1) = '' then
    return false;
  end if;
  v_domain := split_part(p_email, '@', 2);
  return length(v_domain) >= 3 and position('.' in substr(v_domain, 2, length(v_domain) - 2)) > 0;
end;
$$;

-- The network a client address belongs to, as one party usually holds it whole: the /24 of an IPv4
-- address (an IPv4-mapped IPv6 address counts as IPv4), the /64 of an IPv6 one. Null for what is
-- not an address ('unknown'), which is then limited by itself only.
create function public.client_network(p_ip text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_text text := lower(btrim(coalesce(p_ip, '')));
  v_address inet;
begin
  if v_text ~ '^::ffff:[0-9]{1,3}(\.[0-9]{1,3}){3}$' then
    v_text := substr(v_text, 8);
  end if;
  if v_text !~ '^[0-9a-f:.]{2,45}$' then
    return null;
  end if;
  begin
    v_address := v_text::inet;
  exception when invalid_text_representation then
    return null;
  end;
  return network(set_masklen(v_address, case family(v_address) when 4 then 24 else 64 end))::text;
end;
$$;

-- Counts one call of `p_action` from `p_ip` against the address's own limit and its network's,
-- each over the last minute. Answers 0, or the seconds to wait (Retry-After) of the first that is
-- full. A whole office behind one address fits in the first; one party spreading its calls over
-- the addresses of its /24 or /64 meets the second.
create function public.client_limit_wait(p_action text, p_ip text, p_per_address integer, p_per_network integer)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_network text := public.client_network(p_ip);
  v_wait integer;
begin
  v_wait := public.rate_limit_wait(p_action || '-ip:' || coalesce(nullif(btrim(p_ip), ''), 'unknown'), p_per_address, 60);
  if v_wait > 0 or v_network is null then
    return v_wait;
  end if;
  return public.rate_limit_wait(p_action || '-net:' || v_network, p_per_network, 60);
end;
$$;

-- A URL the site stores: http(s) only, so no export or CRM ever holds a javascript: or data: link.
create function public.is_web_url(p_url text) returns boolean
language sql immutable set search_path = '' as $$
  select p_url ~* '^https?://[^[:space:]/?#]+';
$$;

-- Rows stored before this rule are left as they are (not valid); every new or changed row is checked.
alter table public.subscribers
  add constraint subscribers_company_website_web check (public.is_web_url(company_website)) not valid,
  add constraint subscribers_source_url_web check (public.is_web_url(source_url)) not valid,
  add constraint subscribers_referrer_url_web check (public.is_web_url(referrer_url)) not valid;
alter table public.enquiries add constraint enquiries_source_url_web check (public.is_web_url(source_url)) not valid;

/*
  Registration: at most 100 a minute from one address (50 visitors behind one office address all
  register) and 200 from one network; 5 attempts a minute for one email. The page's own URLs are
  kept only when they are http(s): a lead is never refused for what the page reported.
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
  v_wait := public.client_limit_wait('register', public.request_client_ip(), 100, 200);
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
    v_email, left(p_ip_address, 64), left(p_user_agent, 512), v_website_id,
    case when public.is_web_url(p_source_url) then left(p_source_url, 2048) end,
    case when public.is_web_url(p_referrer_url) then left(p_referrer_url, 2048) end,
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
  The details form. The token is taken as text and checked here, so a malformed one is a counted,
  named refusal like any wrong token, never a type error from the database. The company website is
  http(s) only (the form checks the same).
*/
drop function public.update_interest_details(uuid, text, text, text, text, text, text, text);
create function public.update_interest_details(
  p_token text,
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
  v_wait := public.client_limit_wait('details', public.request_client_ip(), 20, 60);
  if v_wait > 0 then
    return public.refusal(429, null, 'Too many requests. Please try again in a minute.', v_wait);
  end if;
  if p_token is null or p_token !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return public.refusal(400, 'token', 'This details link is not valid.');
  end if;
  if length(v_first) > 100 then return public.refusal(400, 'first_name', 'First name: at most 100 characters.'); end if;
  if length(v_last) > 100 then return public.refusal(400, 'last_name', 'Last name: at most 100 characters.'); end if;
  if length(v_phone) > 40 then return public.refusal(400, 'phone_number', 'Phone number: at most 40 characters.'); end if;
  if length(v_company) > 200 then return public.refusal(400, 'company_name', 'Company: at most 200 characters.'); end if;
  if length(v_website) > 2048 then return public.refusal(400, 'company_website', 'Company website: at most 2048 characters.'); end if;
  if v_website is not null and not public.is_web_url(v_website) then
    return public.refusal(400, 'company_website', 'Website: enter an address that starts with https:// or http://.');
  end if;
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
  where details_token = p_token::uuid and details_token_expires_at > now()
  returning id into v_id;

  if v_id is null then
    return public.refusal(404, 'token', 'This details link is unknown or has already been used.');
  end if;
  return json_build_object('status', 'updated');
end;
$$;

-- The outbox is where every enquiry's emails are written, sent or not: a job is done when sent_at
-- is set, and a failed attempt leaves it with its error for the next one.
alter table public.email_outbox
  add column attempts integer not null default 0,
  add column sent_at timestamptz,
  add column last_error text check (length(last_error) <= 2000);

/*
  A contact enquiry, whole or not at all: the sender's limit (on the normalised address), the
  enquiry and its two email jobs are one transaction. The enquiry starts 'queued': its emails are in
  the outbox, and the contact function sends them next when an email service is configured. The
  auto-reply goes to the normalised address, so eight spellings of one mailbox are one sender.
  Refusals name the request field at fault.
*/
drop function public.submit_enquiry(text, text, text, text, text, text);
drop function public.queue_email(text, bigint, jsonb);
drop function public.set_enquiry_email_status(bigint, text, text);
drop function public.take_rate_limit(text, integer, integer);
create function public.submit_enquiry(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_interest text,
  p_source_url text,
  p_enquiry_email jsonb,
  p_auto_reply jsonb
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
  return json_build_object('id', v_id, 'enquiryEmail', v_enquiry_job, 'autoReply', v_reply_job, 'autoReplyTo', v_email);
end;
$$;

-- One attempt to send an outbox job: sent (no error) or failed with its error. The enquiry's own
-- job decides the enquiry's email_status.
create function public.record_email_attempt(p_job_id bigint, p_error text default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_kind text;
  v_enquiry_id bigint;
begin
  update public.email_outbox
  set attempts = attempts + 1, sent_at = case when p_error is null then now() end, last_error = left(p_error, 2000)
  where id = p_job_id
  returning kind, enquiry_id into v_kind, v_enquiry_id;
  if v_kind = 'enquiry' then
    update public.enquiries
    set email_status = case when p_error is null then 'sent' else 'failed' end, email_error = left(p_error, 2000), updated_at = now()
    where id = v_enquiry_id;
  end if;
end;
$$;

revoke all on function public.client_network(text), public.client_limit_wait(text, text, integer, integer), public.is_web_url(text),
  public.update_interest_details(text, text, text, text, text, text, text, text),
  public.submit_enquiry(text, text, text, text, text, text, jsonb, jsonb), public.record_email_attempt(bigint, text)
  from public, anon, authenticated;
grant execute on function public.update_interest_details(text, text, text, text, text, text, text, text) to anon, authenticated, service_role;
grant execute on function public.client_limit_wait(text, text, integer, integer), public.submit_enquiry(text, text, text, text, text, text, jsonb, jsonb),
  public.record_email_attempt(bigint, text) to service_role;
