-- Issue #28: nobody links a listing to an agency or a broker without that agency's or broker's consent.
--
-- Before: the insert grant of public.properties includes agency_id and broker_id, and the write trigger only
-- checked that the agency / broker exist (and that the broker belongs to the agency), so an owner could put
-- any agency or broker on a listing — their name, contact and phone then answered for it. Now, for requests
-- of the API roles (anon, authenticated; trusted code — the service role, the seed, SECURITY DEFINER
-- functions — keeps the old rules):
--
--   INSERT  an agency lists for itself (agency_id = itself) and may put one of its brokers on it; a broker
--           lists for itself and its own agency (derived, as before); anyone else lists with neither.
--   UPDATE  the owner may drop the agency, the owner or the agency may drop the broker (as before); only the
--           listing's agency may put one of its brokers on it; nobody sets an agency.
--
-- Everything else goes through a request the other side accepts (public.listing_partner_requests):
--   request_listing_partner(property_id, partner_id, message)   the owner asks an agency or a broker
--   respond_listing_partner_request(request_id, accept)          that agency / broker accepts or declines
--   cancel_listing_partner_request(request_id)                   the owner withdraws a pending request
-- Accepting sets agency_id (an agency) or broker_id (a broker; and the broker's agency when the listing has
-- none); declining leaves the listing as it is. Each step notifies the other side.

-- The write rule ------------------------------------------------------------------------------------------

-- Runs with the caller's rights: current_user tells an API request from trusted code (see profiles).
create or replace function private.properties_before_write() returns trigger
language plpgsql set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  api boolean := current_user in ('anon', 'authenticated');
  broker record;
begin
  if tg_op = 'UPDATE' and api then
    -- An agency joins a listing only by accepting a request; the owner may drop it.
    if new.agency_id is distinct from old.agency_id then
      if new.agency_id is not null then
        raise exception 'A imobiliária só entra no anúncio aceitando um pedido de parceria.'
          using errcode = '42501', hint = 'partner_request_required';
      end if;
      if uid is distinct from old.owner_id then
        raise exception 'Somente o proprietário do anúncio remove a imobiliária parceira.' using errcode = '42501';
      end if;
    end if;
    -- The owner or the agency drops the broker; only the listing's agency puts one of its brokers on it.
    if new.broker_id is distinct from old.broker_id then
      if new.broker_id is null then
        if uid is distinct from old.owner_id and uid is distinct from old.agency_id then
          raise exception 'Somente o proprietário ou a imobiliária remove o corretor do anúncio.' using errcode = '42501';
        end if;
      elsif uid is distinct from old.agency_id or new.agency_id is distinct from old.agency_id then
        raise exception 'O corretor só entra no anúncio pela imobiliária dele ou aceitando um pedido de parceria.'
          using errcode = '42501', hint = 'partner_request_required';
      end if;
    end if;
  end if;

  -- A listing created by an agency or a broker is that agency's / broker's listing.
  if tg_op = 'INSERT' then
    if private.is_agency(new.owner_id) then
      if api and new.agency_id is distinct from new.owner_id and new.agency_id is not null then
        raise exception 'Uma imobiliária anuncia só em nome dela.' using errcode = '42501', hint = 'partner_request_required';
      end if;
      new.agency_id := coalesce(new.agency_id, new.owner_id);
    else
      broker := private.broker_agency(new.owner_id);
      if broker.found then
        if api and ((new.broker_id is not null and new.broker_id is distinct from new.owner_id)
                    or (new.agency_id is not null and new.agency_id is distinct from broker.agency_id)) then
          raise exception 'O corretor anuncia só em nome dele e da imobiliária dele.'
            using errcode = '42501', hint = 'partner_request_required';
        end if;
        if new.broker_id is null or new.broker_id = new.owner_id then
          new.broker_id := new.owner_id;
          new.agency_id := coalesce(new.agency_id, broker.agency_id);
        end if;
      elsif api and (new.agency_id is not null or new.broker_id is not null) then
        raise exception 'A imobiliária ou o corretor só entra no anúncio aceitando um pedido de parceria.'
          using errcode = '42501', hint = 'partner_request_required';
      end if;
    end if;
  end if;

  if new.agency_id is not null and (tg_op = 'INSERT' or new.agency_id is distinct from old.agency_id)
     and not private.is_agency(new.agency_id) then
    raise exception 'A imobiliária informada não existe.' using errcode = '23503';
  end if;
  if new.broker_id is not null
     and (tg_op = 'INSERT' or new.broker_id is distinct from old.broker_id or new.agency_id is distinct from old.agency_id) then
    broker := private.broker_agency(new.broker_id);
    if not broker.found then
      raise exception 'O corretor informado não existe.' using errcode = '23503';
    end if;
    if new.agency_id is not null and broker.agency_id is distinct from new.agency_id then
      raise exception 'O corretor não pertence à imobiliária do anúncio.' using errcode = '23514';
    end if;
  end if;

  new.state := pg_catalog.upper(pg_catalog.btrim(new.state));
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end
$$;

-- Requests ------------------------------------------------------------------------------------------------

create table public.listing_partner_requests (
  id bigint generated by default as identity primary key,
  property_id bigint not null references public.properties (id) on delete cascade,
  -- The agency or broker asked, and which slot of the listing it would fill.
  partner_id uuid not null references public.profiles (id) on delete cascade,
  partner_role public.user_role not null check (partner_role in ('imobiliaria', 'corretor')),
  -- The owner who asked.
  requested_by uuid not null references public.profiles (id) on delete cascade,
  message text check (char_length(message) <= 500),
  status text not null default 'pendente' check (status in ('pendente', 'aceito', 'recusado', 'cancelado')),
  created_at timestamptz not null default now(),
  responded_at timestamptz
);

-- One open request per listing and slot; the policies read partner_id and requested_by.
create unique index listing_partner_requests_one_open_idx on public.listing_partner_requests (property_id, partner_role)
  where status = 'pendente';
create index listing_partner_requests_property_idx on public.listing_partner_requests (property_id);
create index listing_partner_requests_partner_idx on public.listing_partner_requests (partner_id, created_at desc);
create index listing_partner_requests_requested_by_idx on public.listing_partner_requests (requested_by, created_at desc);

alter table public.listing_partner_requests enable row level security;
revoke all on public.listing_partner_requests from anon, authenticated;
grant select on public.listing_partner_requests to authenticated;
grant all on public.listing_partner_requests to service_role;

create policy "The partner reads the requests it received" on public.listing_partner_requests
  for select to authenticated using ((select auth.uid()) = partner_id);
create policy "The owner reads the requests it sent" on public.listing_partner_requests
  for select to authenticated using ((select auth.uid()) = requested_by);
-- No insert, update or delete policies: the functions below are the only way to write.

-- The request a partner may answer, locked; an error for anyone else and for an answered request.
create function private.partner_request_for(request_id bigint, answering boolean)
returns public.listing_partner_requests
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  r public.listing_partner_requests;
begin
  select * into r from public.listing_partner_requests q where q.id = partner_request_for.request_id for update;
  if uid is null or not found
     or (answering and r.partner_id is distinct from uid)
     or (not answering and r.requested_by is distinct from uid) then
    raise exception 'Pedido de parceria não encontrado.' using errcode = '42501', hint = 'partner_request_not_found';
  end if;
  if r.status <> 'pendente' then
    raise exception 'Este pedido de parceria já foi respondido ou cancelado.'
      using errcode = 'P0001', hint = 'partner_request_closed';
  end if;
  return r;
end
$$;
revoke all on function private.partner_request_for(bigint, boolean) from public;

-- Whether `partner` (an agency or a broker, `partner_role`) may fill its slot of `prop` now; raises the reason otherwise.
create function private.assert_partner_fits(prop public.properties, partner uuid, partner_role public.user_role)
returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  broker record;
begin
  if partner_role = 'imobiliaria' then
    if prop.agency_id is not null then
      raise exception 'O anúncio já tem uma imobiliária parceira: remova-a antes de pedir outra.'
        using errcode = 'P0001', hint = 'partner_slot_taken';
    end if;
    if prop.broker_id is not null and (private.broker_agency(prop.broker_id)).agency_id is distinct from partner then
      raise exception 'O corretor do anúncio não pertence a essa imobiliária: remova-o antes.'
        using errcode = 'P0001', hint = 'partner_broker_mismatch';
    end if;
  else
    if prop.broker_id is not null then
      raise exception 'O anúncio já tem um corretor: remova-o antes de pedir outro.'
        using errcode = 'P0001', hint = 'partner_slot_taken';
    end if;
    broker := private.broker_agency(partner);
    if prop.agency_id is not null and broker.agency_id is distinct from prop.agency_id then
      raise exception 'O corretor não pertence à imobiliária do anúncio.' using errcode = 'P0001', hint = 'partner_broker_mismatch';
    end if;
  end if;
end
$$;
revoke all on function private.assert_partner_fits(public.properties, uuid, public.user_role) from public;

-- The owner asks an agency or a broker to take the listing on.
create function public.request_listing_partner(property_id bigint, partner_id uuid, message text default null)
returns public.listing_partner_requests
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  prop public.properties;
  partner public.profiles;
  result public.listing_partner_requests;
begin
  select * into prop from public.properties p where p.id = request_listing_partner.property_id for update;
  if uid is null or not found or prop.owner_id is distinct from uid then
    raise exception 'Somente o proprietário do anúncio pede uma parceria.' using errcode = '42501', hint = 'not_owner';
  end if;
  select * into partner from public.profiles a
   where a.id = request_listing_partner.partner_id and a.role in ('imobiliaria', 'corretor');
  if not found or partner.id = uid then
    raise exception 'Imobiliária ou corretor não encontrado.' using errcode = 'P0001', hint = 'partner_not_found';
  end if;
  if pg_catalog.char_length(request_listing_partner.message) > 500 then
    raise exception 'A mensagem pode ter até 500 caracteres.' using errcode = 'P0001', hint = 'partner_message_too_long';
  end if;
  perform private.assert_partner_fits(prop, partner.id, partner.role);

  begin
    insert into public.listing_partner_requests (property_id, partner_id, partner_role, requested_by, message)
    values (prop.id, partner.id, partner.role, uid, nullif(pg_catalog.btrim(request_listing_partner.message), ''))
    returning * into result;
  exception when unique_violation then
    raise exception 'Já existe um pedido de parceria em aberto para este anúncio.'
      using errcode = 'P0001', hint = 'partner_request_open';
  end;

  perform private.notify(array[partner.id], 'parceria_solicitada', 'Pedido de parceria',
    pg_catalog.format(case when partner.role = 'imobiliaria'
                           then 'O proprietário de %s (#%s) convida sua imobiliária para anunciar o imóvel como parceira.'
                           else 'O proprietário de %s (#%s) convida você para ser o corretor do anúncio.' end,
                      prop.title, prop.id),
    '/imovel/' || prop.id);
  return result;
end
$$;

-- The agency or broker asked accepts (linking the listing) or declines (leaving it as it is).
create function public.respond_listing_partner_request(request_id bigint, accept boolean)
returns public.listing_partner_requests
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.listing_partner_requests := private.partner_request_for(respond_listing_partner_request.request_id, true);
  prop public.properties;
begin
  if respond_listing_partner_request.accept is null then
    raise exception 'Responda aceitando ou recusando.' using errcode = 'P0001', hint = 'partner_answer_required';
  end if;
  select * into prop from public.properties p where p.id = r.property_id for update;
  if respond_listing_partner_request.accept then
    perform private.assert_partner_fits(prop, r.partner_id, r.partner_role);
    if r.partner_role = 'imobiliaria' then
      update public.properties p set agency_id = r.partner_id where p.id = prop.id;
    else
      update public.properties p
         set broker_id = r.partner_id,
             agency_id = coalesce(p.agency_id, (private.broker_agency(r.partner_id)).agency_id)
       where p.id = prop.id;
    end if;
  end if;
  update public.listing_partner_requests q
     set status = case when respond_listing_partner_request.accept then 'aceito' else 'recusado' end,
         responded_at = pg_catalog.now()
   where q.id = r.id
  returning * into r;

  perform private.notify(array[r.requested_by],
    case when r.status = 'aceito' then 'parceria_aceita' else 'parceria_recusada' end,
    case when r.status = 'aceito' then 'Parceria aceita' else 'Parceria recusada' end,
    pg_catalog.format(case when r.status = 'aceito' then 'Seu pedido de parceria para %s (#%s) foi aceito.'
                           else 'Seu pedido de parceria para %s (#%s) foi recusado.' end, prop.title, prop.id),
    '/imovel/' || prop.id);
  return r;
end
$$;

-- The owner withdraws a pending request.
create function public.cancel_listing_partner_request(request_id bigint)
returns public.listing_partner_requests
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.listing_partner_requests := private.partner_request_for(cancel_listing_partner_request.request_id, false);
begin
  update public.listing_partner_requests q set status = 'cancelado', responded_at = pg_catalog.now()
   where q.id = r.id
  returning * into r;
  return r;
end
$$;

revoke all on function public.request_listing_partner(bigint, uuid, text),
  public.respond_listing_partner_request(bigint, boolean), public.cancel_listing_partner_request(bigint)
  from public, anon, authenticated;
grant execute on function public.request_listing_partner(bigint, uuid, text),
  public.respond_listing_partner_request(bigint, boolean), public.cancel_listing_partner_request(bigint)
  to authenticated, service_role;
