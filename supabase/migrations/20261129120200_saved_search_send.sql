-- Issue #22: the alert job in two parts, so that a test can send one person's saved search alerts without
-- touching anyone else's favourites (the e2e stack is shared by parallel specs):
--  * public.saved_search_send(p_now, p_user): the saved searches' alerts (all, or one recipient's);
--  * public.favorite_expiry_alerts(p_now): favourites about to expire;
--  * public.saved_search_alert_job(p_now) (in run_scheduled_jobs) runs both, as before.
-- And the favourites' 'under negotiation' alert fires on an offer being accepted (an UPDATE), not on rows
-- inserted already accepted (the seed's history, imports), which would tell people of old deals.

create function public.saved_search_send(p_now timestamptz default now(), p_user uuid default null) returns jsonb
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
    join public.saved_search_alerts a on a.search_id = ss.id and a.sent_at is null
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
          from public.saved_search_alerts x where x.search_id = s.id and x.sent_at is null) a
    join public.properties p on p.id = a.property_id and p.status = 'ativo' and p.expires_at > p_now;
    update public.saved_search_alerts a set sent_at = p_now where a.search_id = s.id and a.sent_at is null;
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


create function public.favorite_expiry_alerts(p_now timestamptz default now()) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  fav record;
  expiring integer := 0;
begin
  for fav in
    select distinct p.id, p.expires_at from public.properties p
    join public.favorites f on f.property_id = p.id
    where p.status = 'ativo' and p.expires_at > p_now and p.expires_at <= p_now + interval '3 days'
  loop
    perform private.favorite_alert(fav.id, 'expiring', fav.expires_at::text, 'Um favorito vai sair do ar em breve',
      pg_catalog.jsonb_build_object('date', fav.expires_at));
    expiring := expiring + 1;
  end loop;
  return pg_catalog.jsonb_build_object('favorites_expiring', expiring);
end
$$;

create or replace function public.saved_search_alert_job(p_now timestamptz default now()) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select public.saved_search_send(p_now) || public.favorite_expiry_alerts(p_now)
$$;

revoke all on function public.saved_search_send(timestamptz, uuid), public.favorite_expiry_alerts(timestamptz)
  from public, anon, authenticated;
grant execute on function public.saved_search_send(timestamptz, uuid), public.favorite_expiry_alerts(timestamptz)
  to service_role;
comment on function public.saved_search_send(timestamptz, uuid) is 'api: saved_search_send (run by saved_search_alert_job; one recipient''s alerts in tests)';
comment on function public.favorite_expiry_alerts(timestamptz) is 'api: favorite_expiry_alerts (run by saved_search_alert_job)';

drop trigger proposals_favorite_alerts on public.proposals;
create trigger proposals_favorite_alerts
  after update of status on public.proposals
  for each row execute function private.favorite_negotiation_changed();
