-- Issue #19, after the listing write path (20261126001100) added the soft delete (properties.deleted_at): a
-- deleted listing no longer counts on the agency dashboard nor shows in its table, an owner's partner broker
-- is not put on the owner's deleted listings, and an owner's list of partner brokers counts live listings only.

create or replace function public.accept_broker_invitation(token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  inv public.broker_invitations := private.invitation_by_raw_token(accept_broker_invitation.token, true);
  me public.profiles;
  previous uuid;
  listings integer := 0;
begin
  if inv.id is null then
    raise exception 'Convite não encontrado.' using errcode = 'P0001', hint = 'invitation_not_found';
  end if;
  if uid is null or private.current_user_role() is distinct from 'corretor' then
    raise exception 'Entre com uma conta de corretor para aceitar o convite.' using errcode = '42501', hint = 'not_broker';
  end if;
  if private.my_confirmed_email() is distinct from pg_catalog.lower(inv.email) then
    raise exception 'Este convite foi enviado para outro e-mail.' using errcode = '42501', hint = 'invitation_other_email';
  end if;
  if inv.status = 'aceito' then
    raise exception 'Este convite já foi usado.' using errcode = 'P0001', hint = 'invitation_used';
  end if;
  if inv.status <> 'pendente' then
    raise exception 'Este convite foi cancelado.' using errcode = 'P0001', hint = 'invitation_revoked';
  end if;
  if inv.expires_at <= pg_catalog.now() then
    raise exception 'Este convite expirou.' using errcode = 'P0001', hint = 'invitation_expired';
  end if;

  select * into me from public.profiles p where p.id = uid for update;
  if inv.agency_id is not null then
    previous := me.agency_id;
    if previous is distinct from inv.agency_id then
      -- Listings of a previous agency stay with that agency, without this broker.
      update public.properties p set broker_id = null
       where p.broker_id = uid and p.agency_id is not null and p.agency_id <> inv.agency_id;
      update public.profiles p set agency_id = inv.agency_id, broker_status = 'ativo',
             creci = coalesce(p.creci, inv.creci)
       where p.id = uid returning * into me;
      if previous is not null then
        perform private.notify(array[previous], 'equipe_saida', 'Um corretor saiu da equipe',
          pg_catalog.format('%s entrou para outra imobiliária.', coalesce(me.name, inv.name)), '/corretores');
      end if;
    else
      update public.profiles p set broker_status = 'ativo' where p.id = uid returning * into me;
    end if;
    perform private.notify(array[inv.agency_id], 'convite_aceito', 'Convite aceito',
      pg_catalog.format('%s entrou para a sua equipe.', coalesce(me.name, inv.name)), '/corretores');
  else
    insert into public.owner_broker_partners (owner_id, broker_id, invitation_id)
    values (inv.owner_id, uid, inv.id)
    on conflict (owner_id, broker_id) do update set ended_at = null, invitation_id = excluded.invitation_id,
      created_at = pg_catalog.now();
    -- The owner's listings without a broker (and without an agency, or with this broker's agency).
    with moved as (
      update public.properties p set broker_id = uid
       where p.owner_id = inv.owner_id and p.broker_id is null and p.deleted_at is null
         and (p.agency_id is null or p.agency_id = me.agency_id)
      returning 1
    )
    select count(*) into listings from moved;
    perform private.notify(array[inv.owner_id], 'convite_aceito', 'Convite aceito',
      pg_catalog.format('%s agora é o corretor dos seus imóveis.', coalesce(me.name, inv.name)), '/convidar-corretor');
  end if;
  update public.broker_invitations i set status = 'aceito', accepted_by = uid, accepted_at = pg_catalog.now()
   where i.id = inv.id;
  return pg_catalog.jsonb_build_object(
    'inviter_kind', case when inv.agency_id is not null then 'imobiliaria' else 'proprietario' end,
    'inviter_id', coalesce(inv.agency_id, inv.owner_id),
    'listings', listings
  );
end
$$;

create or replace function public.agency_dashboard(search text default null, page integer default 1, page_size integer default 5)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  size integer := least(greatest(coalesce(agency_dashboard.page_size, 5), 1), 50);
  pg integer := least(greatest(coalesce(agency_dashboard.page, 1), 1), 100000);
  digits text := pg_catalog.regexp_replace(coalesce(pg_catalog.left(agency_dashboard.search, 40), ''), '[#\s]', '', 'g');
  today date := pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now())::date;
  mine bigint[];
  counts jsonb;
  total bigint;
  rows jsonb;
begin
  if uid is null or private.current_user_role() is distinct from 'imobiliaria' then
    raise exception 'Somente uma imobiliária vê este painel.' using errcode = '42501', hint = 'not_agency';
  end if;
  mine := array(select p.id from public.properties p
                 where p.id in (select private.managed_property_ids()) and p.deleted_at is null);

  select pg_catalog.jsonb_build_object(
    'properties', pg_catalog.cardinality(mine),
    'active_properties', (select count(*) from public.properties p where p.id = any (mine) and p.status = 'ativo'),
    'upcoming_appointments', (select count(*) from public.visits v
                               where v.property_id = any (mine) and v.status in ('agendada', 'confirmada')
                                 and v.visit_date >= today),
    'brokers', (select count(*) from public.profiles b where b.agency_id = uid and b.role = 'corretor'),
    'open_proposals', (select count(*) from public.proposals pr
                        where pr.property_id = any (mine) and pr.status in ('pendente', 'negociada'))
  ) into counts;

  if digits <> '' and digits !~ '^\d{1,18}$' then
    total := 0;
    rows := '[]'::jsonb;
  else
    select count(*) into total from pg_catalog.unnest(mine) m (id)
     where digits = '' or pg_catalog.strpos(m.id::text, digits) > 0;
    select coalesce(pg_catalog.jsonb_agg(r order by r.created_at desc, r.id desc), '[]'::jsonb) into rows
    from (
      select p.id, p.title, p.type, p.transaction, p.status, p.created_at, p.published_at
      from public.properties p
      where p.id = any (mine) and (digits = '' or pg_catalog.strpos(p.id::text, digits) > 0)
      order by p.created_at desc, p.id desc
      limit size offset (pg - 1) * size
    ) r;
  end if;

  return pg_catalog.jsonb_build_object('counts', counts, 'total', total, 'page', pg, 'page_size', size, 'rows', rows);
end
$$;

create or replace function public.owner_partner_brokers()
returns table (id uuid, name text, phone text, creci text, avatar_url text, since timestamptz, listings bigint)
language sql stable security definer set search_path = '' as $$
  with mine as (
    select ob.broker_id, ob.created_at from public.owner_broker_partners ob
    where ob.owner_id = (select auth.uid()) and ob.ended_at is null
    union all
    select p.broker_id, min(p.created_at) from public.properties p
    where p.owner_id = (select auth.uid()) and p.broker_id is not null and p.broker_id <> (select auth.uid())
      and p.deleted_at is null
    group by p.broker_id
  )
  select b.id, b.name, b.phone, b.creci, b.avatar_url, min(m.created_at),
         (select count(*) from public.properties p
           where p.owner_id = (select auth.uid()) and p.broker_id = b.id and p.deleted_at is null)
  from mine m join public.profiles b on b.id = m.broker_id
  group by b.id
  order by b.name nulls last, b.id
$$;
