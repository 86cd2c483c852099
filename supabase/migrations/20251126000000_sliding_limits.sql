-- Rate limits over the last `p_window_seconds`, not over the clock's minute. A fixed window let a
-- client that started its attempts at 12:00:58 make as many again at 12:01:00: twice the limit in
-- a few seconds, and a limit that held or not by when a visitor happened to start. Each admitted
-- call is one row; a call is admitted while fewer than `p_max_hits` rows of its bucket are younger
-- than the window. A refused call writes nothing, so the Retry-After it is given is the truth:
-- trying again then gets through.
create table public.rate_limit_hits (
  bucket text not null,
  hit_at timestamptz not null
);
create index rate_limit_hits_bucket_hit_at on public.rate_limit_hits (bucket, hit_at);
create index rate_limit_hits_hit_at on public.rate_limit_hits (hit_at);
alter table public.rate_limit_hits enable row level security;
revoke all on public.rate_limit_hits from public, anon, authenticated;
grant all on public.rate_limit_hits to service_role;

drop table public.rate_limits;

-- Counts one call in `p_bucket` and answers 0 while at most `p_max_hits` calls were admitted in the
-- last `p_window_seconds`; else refuses it (writing nothing) with the seconds until the oldest call
-- that fills the bucket is that old (Retry-After).
create or replace function public.rate_limit_wait(p_bucket text, p_max_hits integer, p_window_seconds integer)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_hits integer;
  v_filling timestamptz;
begin
  -- One call of a bucket at a time, until this transaction ends: two simultaneous calls must not
  -- both count the same free place.
  perform pg_advisory_xact_lock(hashtextextended('rate_limit_wait:' || p_bucket, 0));
  delete from public.rate_limit_hits where bucket = p_bucket and hit_at <= now() - v_window;
  select count(*) into v_hits from public.rate_limit_hits where bucket = p_bucket;
  if v_hits < p_max_hits then
    -- A bucket's first call clears what buckets nobody calls any more left behind.
    if v_hits = 0 then
      delete from public.rate_limit_hits where hit_at < now() - interval '1 hour';
    end if;
    insert into public.rate_limit_hits (bucket, hit_at) values (p_bucket, now());
    return 0;
  end if;
  select hit_at into v_filling from public.rate_limit_hits where bucket = p_bucket
  order by hit_at desc offset p_max_hits - 1 limit 1;
  return greatest(1, ceil(extract(epoch from (v_filling + v_window - now())))::integer);
end;
$$;
