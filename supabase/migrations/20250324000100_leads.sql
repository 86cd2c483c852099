-- The buyer journey's data: websites, subscribers (interest registrations), contact enquiries,
-- the built-in advisor's chat history, the email outbox and the rate-limit buckets.
-- Every table has row-level security and no policy for anon or authenticated: the browser's
-- anonymous key can reach the data only through the security-definer functions at the end.

create table public.websites (
  id bigint generated always as identity primary key,
  domain text not null unique check (domain = lower(domain) and length(domain) between 1 and 253)
);

insert into public.websites (domain)
values ('noirelle.beauty'), ('noirelle.skin'), ('noirelle.hair'), ('noirelle.makeup'), ('localhost');

create table public.subscribers (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  ip_address text check (length(ip_address) <= 64),
  user_agent text check (length(user_agent) <= 512),
  website_id bigint references public.websites (id),
  source_url text check (length(source_url) <= 2048),
  referrer_url text check (length(referrer_url) <= 2048),
  geo_country text check (length(geo_country) <= 100),
  geo_city text check (length(geo_city) <= 100),
  geo_region text check (length(geo_region) <= 100),
  timezone text check (length(timezone) <= 64),
  language_preference text check (length(language_preference) <= 35),
  device_type text check (device_type in ('mobile', 'desktop')),
  subscribed boolean not null default true,
  created_at timestamptz not null default now(),
  -- After the details form.
  first_name text check (length(first_name) <= 100),
  last_name text check (length(last_name) <= 100),
  full_name text check (length(full_name) <= 201),
  phone_number text check (length(phone_number) <= 40),
  company_name text check (length(company_name) <= 200),
  company_website text check (length(company_website) <= 2048),
  company_postion text check (length(company_postion) <= 200), -- spelt so (spec)
  extra_notes text check (length(extra_notes) <= 2000),
  updated_at timestamptz,
  -- The one-time token that lets the registering visitor add their details once.
  details_token uuid unique,
  details_token_expires_at timestamptz
);

-- One subscriber per address, however it was typed: the duplicate check IS this index, so two
-- simultaneous registrations of one address cannot both insert.
create unique index subscribers_email_key on public.subscribers (lower(btrim(email)));

create table public.enquiries (
  id bigint generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null check (length(email) between 3 and 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  subject text not null check (length(btrim(subject)) between 1 and 300),
  message text not null check (length(btrim(message)) between 1 and 5000),
  interest text not null default 'general' check (interest in ('general', 'domain-purchase', 'partnership', 'investment', 'licensing')),
  source_url text check (length(source_url) <= 2048),
  -- pending until the company email is sent (or queued in the outbox); failed keeps the lead.
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'queued', 'failed')),
  email_error text check (length(email_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.chat_messages (
  id bigint generated always as identity primary key,
  session_id uuid not null,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) between 1 and 8000),
  created_at timestamptz not null default clock_timestamp()
);
create index chat_messages_session_idx on public.chat_messages (session_id, created_at);

-- Emails written here when no email service is configured (the local backend, a demo project).
create table public.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('enquiry', 'auto-reply')),
  enquiry_id bigint references public.enquiries (id),
  payload jsonb not null,
  created_at timestamptz not null default now()
);

-- Fixed-window counters per client and action (see take_rate_limit).
create table public.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

alter table public.websites enable row level security;
alter table public.subscribers enable row level security;
alter table public.enquiries enable row level security;
alter table public.chat_messages enable row level security;
alter table public.email_outbox enable row level security;
alter table public.rate_limits enable row level security;

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;
