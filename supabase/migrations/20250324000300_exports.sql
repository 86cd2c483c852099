-- For the seller: every lead and enquiry, newest first (npm run leads). service_role only.
create function public.export_leads()
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
      from public.enquiries) e), '[]'::json)
  );
$$;

revoke all on function public.export_leads() from public, anon, authenticated;
grant execute on function public.export_leads() to service_role;
