-- Small corrections to the earlier migrations (kept separate so databases that applied them upgrade).

-- supabase-js upsert() sends ON CONFLICT DO UPDATE SET <every payload column>, user_id included: allow it
-- (the update policy still pins user_id to the caller).
grant update (user_id) on public.user_settings to authenticated;
