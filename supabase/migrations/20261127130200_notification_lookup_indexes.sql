-- Issue #39: the notification insert trigger (20261127130000) finds the visit, proposal event or lead written
-- in the current transaction by its timestamp; these indexes keep that lookup from scanning the tables.
create index if not exists visits_updated_at_idx on public.visits (updated_at);
create index if not exists visits_created_at_idx on public.visits (created_at);
create index if not exists proposals_updated_at_idx on public.proposals (updated_at);
create index if not exists proposal_events_created_at_idx on public.proposal_events (created_at);
create index if not exists leads_created_at_idx on public.leads (created_at);
