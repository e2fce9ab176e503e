-- Issue #22: matching a new listing against many saved searches. Each search's predicate is a dynamic
-- statement (private.saved_search_matches); the searches a listing cannot match by its transação, UF or city
-- are skipped first with plain comparisons on the stored filter object (the same conditions as
-- private.property_filter_sql's: transaction equality, state equality, city_key prefix), so only the
-- plausible ones run it. Otherwise as 20261129120000_saved_searches.sql.

create or replace function private.saved_search_queue(p_property_id bigint, p_reason text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  prop public.properties;
  s record;
  queued integer := 0;
  hit boolean;
  n integer;
begin
  select * into prop from public.properties p where p.id = p_property_id;
  if prop.id is null or prop.status <> 'ativo' then
    return 0;
  end if;
  for s in
    select ss.id, ss.user_id, ss.filters from public.saved_searches ss
    where not ss.paused
      and (ss.filters ->> 'transaction' is null or ss.filters ->> 'transaction' = prop.transaction::text)
      and (nullif(pg_catalog.btrim(ss.filters ->> 'state'), '') is null
           or pg_catalog.upper(ss.filters ->> 'state') = prop.state)
      and (nullif(pg_catalog.btrim(ss.filters ->> 'city'), '') is null
           or prop.city_key like public.normalize_text(ss.filters ->> 'city') || '%')
      and ss.user_id is distinct from prop.owner_id
      and ss.user_id is distinct from prop.broker_id
      and ss.user_id is distinct from prop.agency_id
  loop
    begin
      hit := private.saved_search_matches(s.filters, p_property_id);
    exception when others then
      -- A stored filter the predicate no longer reads: that search is skipped, the listing still publishes.
      hit := false;
    end;
    if hit then
      insert into public.saved_search_alerts (search_id, user_id, property_id, reason)
      values (s.id, s.user_id, p_property_id, p_reason)
      on conflict (search_id, property_id) do nothing;
      get diagnostics n = row_count;
      queued := queued + n;
    end if;
  end loop;
  return queued;
end
$$;
revoke all on function private.saved_search_queue(bigint, text) from public, anon, authenticated;
