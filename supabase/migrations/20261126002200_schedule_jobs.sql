-- Issue #18: where pg_cron exists (a hosted Supabase project: enable it under Database → Extensions), the
-- listing jobs run every 15 minutes as the database owner. Without it (the local stack, a plain Postgres)
-- this migration does nothing: local-supabase/src/jobs.ts runs the same function on an interval.
--
-- The app's part (delivering the e-mail outbox over SMTP, removing orphan photos through the Storage API:
-- POST <site>/api/jobs with the bearer secret) is scheduled here too when pg_net is enabled and Vault holds
-- the two secrets 'lar_jobs_url' (e.g. https://lar.example/api/jobs) and 'lar_jobs_secret' (LAR_JOBS_SECRET);
-- otherwise any scheduler may call that route every minute (docs/email.md). Both are read at run time, so
-- the secrets may be added after this migration. Re-running this block replaces the jobs (cron.schedule
-- updates a job of the same name).
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('lar-scheduled-jobs', '*/15 * * * *', 'select public.run_scheduled_jobs()');
    if exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
      perform cron.schedule('lar-app-jobs', '* * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'lar_jobs_url'),
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'lar_jobs_secret')),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000)
        where exists (select 1 from vault.decrypted_secrets where name = 'lar_jobs_url')
          and exists (select 1 from vault.decrypted_secrets where name = 'lar_jobs_secret')
      $job$);
    end if;
  end if;
end
$$;
