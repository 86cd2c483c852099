-- The roles a Supabase project already has. Created only where missing, so the same migrations run
-- on a hosted project and on the local backend (PGlite), where the grants below then decide exactly
-- as they do in production.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
