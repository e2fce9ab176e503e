-- Issue #39: the CRM reminder job is reached through run_scheduled_jobs, not by name from the app.
comment on function public.crm_next_action_job(timestamptz) is 'api: scheduled job (run_scheduled_jobs: the on-the-day next-action reminders), service role only';
