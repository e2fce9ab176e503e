-- Issue #39: the notification functions the app does not call by name, with the reason they are public.
comment on function public.notification_category(text) is 'api: pure helper (the notifications insert trigger; tests of the kind → filter mapping)';
comment on function public.notification_purge(timestamptz) is 'api: retention job (pg_cron daily; local-supabase/src/jobs.ts), service role only';
