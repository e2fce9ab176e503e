-- Issue #22: a saved search may hold a drawn area. Its /buscar query carries the area's corners as an
-- encoded polyline (up to ~2 400 characters for 100 corners once percent-encoded), so the query may now be
-- up to 4 000 characters (was 2 000); otherwise as 20261129120000_saved_searches.sql. The area itself is
-- checked where every filter is: private.property_filter_sql (private.search_polygon) refuses a bad one here,
-- at save time, and the alerts match it through the same predicate.
create or replace function public.saved_search_create(p_name text, p_query text, p_filters jsonb, p_frequency text default 'instant')
returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  f jsonb := coalesce(p_filters, '{}'::jsonb);
  new_id bigint;
begin
  if me is null then
    raise exception 'Entre para salvar buscas.' using errcode = '42501', hint = 'unauthenticated';
  end if;
  perform private.saved_search_check(p_name, coalesce(p_frequency, 'x'));
  if p_query is null or char_length(p_query) > 4000 or p_query ~ '[\x00-\x1f]' then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'query';
  end if;
  if pg_catalog.jsonb_typeof(f) <> 'object' then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'filters';
  end if;
  f := f - 'sort' - 'limit' - 'offset' - 'count' - 'count_limit';
  begin
    -- The predicate must read it (unknown types, non-numbers and half boxes fail here, not at alert time).
    perform private.property_filter_sql(f), private.property_from_sql(f);
  exception when others then
    raise exception 'Busca inválida.' using errcode = '22023', hint = 'filters';
  end;
  if (select count(*) from public.saved_searches s where s.user_id = me) >= 50 then
    raise exception 'Você já tem 50 buscas salvas. Exclua uma para salvar outra.' using errcode = 'P0001', hint = 'limit';
  end if;
  insert into public.saved_searches (user_id, name, query, filters, frequency)
  values (me, pg_catalog.btrim(p_name), p_query, f, p_frequency)
  returning id into new_id;
  return new_id;
end
$$;
