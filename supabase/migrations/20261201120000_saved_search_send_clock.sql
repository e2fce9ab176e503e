-- Issue #22: the alert job reads its clock for the alerts too. A run with a clock earlier than an alert (a
-- catch-up run, or a test that replays an old day) sent alerts that did not exist yet at that time, and
-- marked them sent "in the past". Only alerts created at or before p_now are sent and marked now; later
-- ones wait for a run whose clock has reached them.

create or replace function public.saved_search_send(p_now timestamptz default now(), p_user uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  s record;
  listings jsonb;
  total integer;
  first_id bigint;
  first_title text;
  searches integer := 0;
begin
  for s in
    select ss.id, ss.user_id, ss.name, ss.query, ss.unsubscribe_token, max(a.id) as last_alert
    from public.saved_searches ss
    join public.saved_search_alerts a on a.search_id = ss.id and a.sent_at is null and a.created_at <= p_now
    where not ss.paused and (p_user is null or ss.user_id = p_user)
      and (ss.frequency = 'instant'
        or (ss.frequency = 'daily' and p_now >= coalesce(ss.last_sent_at, ss.created_at) + interval '1 day')
        or (ss.frequency = 'weekly' and p_now >= coalesce(ss.last_sent_at, ss.created_at) + interval '7 days'))
    group by ss.id
    order by ss.id
  loop
    select count(*)::int,
           pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'id', p.id, 'title', p.title, 'price', p.price, 'transaction', p.transaction,
             'neighborhood', p.neighborhood, 'city', p.city, 'bedrooms', p.bedrooms, 'area', p.area)
             order by a.id desc) filter (where a.rn <= 10)
      into total, listings
    from (select x.*, pg_catalog.row_number() over (order by x.id desc) as rn
          from public.saved_search_alerts x where x.search_id = s.id and x.sent_at is null and x.created_at <= p_now) a
    join public.properties p on p.id = a.property_id and p.status = 'ativo' and p.expires_at > p_now;
    update public.saved_search_alerts a set sent_at = p_now
      where a.search_id = s.id and a.sent_at is null and a.created_at <= p_now;
    update public.saved_searches ss set last_sent_at = p_now where ss.id = s.id;
    if total > 0 then
      first_id := (listings -> 0 ->> 'id')::bigint;
      first_title := listings -> 0 ->> 'title';
      perform private.notify_event(array[s.user_id], 'anuncio_busca_salva',
        case when total = 1 then 'saved_search.one_match' else 'saved_search.matches' end,
        pg_catalog.jsonb_build_object('search', s.name, 'count', total, 'listing', first_title),
        case when total = 1 then '/imovel/' || first_id else '/minhas-buscas?id=' || s.id end,
        case when total = 1 then 'Novo imóvel na sua busca “' || s.name || '”'
             else total || ' novos imóveis na sua busca “' || s.name || '”' end,
        case when total = 1 then first_title end);
      perform private.enqueue_email(s.user_id, 'listing_saved_search_alert',
        pg_catalog.jsonb_build_object('search_id', s.id, 'name', s.name, 'query', s.query, 'count', total,
          'listings', listings, 'secret', pg_catalog.jsonb_build_object('unsubscribe', s.id || '.' || s.unsubscribe_token)),
        'saved_search:' || s.id || ':' || s.last_alert);
      searches := searches + 1;
    end if;
  end loop;

  return pg_catalog.jsonb_build_object('saved_search_alerts', searches);
end
$$;
