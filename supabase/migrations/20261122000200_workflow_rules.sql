-- Workflow rules the integration matrix (tests/integration/workflow) found missing. Signatures unchanged.
--
-- cancel_visit:
--   * the client cancels their own visit only before it happens (start time in São Paulo);
--   * the listing side cancels with a reason (required; shown to the client in the notification).
-- schedule_visit (listing side, on behalf of a client): when the visitor's e-mail belongs to a client
--   account, the visit is linked to that client (it appears in their "Minhas visitas", they may cancel it)
--   and the client is notified; one open visit per client and listing still holds.

create or replace function public.cancel_visit(visit_id bigint, reason text default null) returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  v public.visits := private.visit_for_move(cancel_visit.visit_id);
  by_client boolean;
  why text := nullif(pg_catalog.btrim(cancel_visit.reason), '');
begin
  by_client := v.requester_id is not distinct from uid and not private.manages_property(v.property_id);
  if v.status not in ('agendada', 'confirmada') then
    raise exception 'Esta visita não pode mais ser cancelada.' using errcode = 'P0001', hint = 'visit_bad_status';
  end if;
  if by_client and v.visit_date + v.visit_time <= pg_catalog.timezone('America/Sao_Paulo', pg_catalog.now()) then
    raise exception 'A visita já aconteceu e não pode mais ser cancelada.' using errcode = 'P0001', hint = 'visit_started';
  end if;
  if not by_client and why is null then
    raise exception 'Informe o motivo do cancelamento.' using errcode = 'P0001', hint = 'cancel_reason_required';
  end if;
  update public.visits set status = 'cancelada', cancelled_at = pg_catalog.now(), cancelled_by = uid,
         cancel_reason = why
   where id = v.id returning * into v;
  if by_client then
    perform private.notify(private.listing_side(v.property_id), 'visita_cancelada', 'Visita cancelada pelo cliente',
      pg_catalog.format('A visita de %s às %s foi cancelada.%s',
        pg_catalog.to_char(v.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(v.visit_time, 'HH24:MI'),
        coalesce(' Motivo: ' || v.cancel_reason, '')),
      '/agendamentos');
  else
    perform private.notify(array[v.requester_id], 'visita_cancelada', 'Visita cancelada',
      pg_catalog.format('Sua visita de %s às %s foi cancelada.%s',
        pg_catalog.to_char(v.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(v.visit_time, 'HH24:MI'),
        coalesce(' Motivo: ' || v.cancel_reason, '')),
      '/minhas-visitas');
  end if;
  return v;
end
$$;

create or replace function public.schedule_visit(
  property_id bigint, visit_date date, visit_time time,
  visitor_name text, visitor_phone text default null, visitor_email text default null, message text default null)
returns public.visits
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  mail text := nullif(pg_catalog.lower(pg_catalog.btrim(schedule_visit.visitor_email)), '');
  client uuid;
  result public.visits;
begin
  if uid is null or not private.manages_property(schedule_visit.property_id) then
    raise exception 'Anúncio não encontrado.' using errcode = '42501', hint = 'not_listing_side';
  end if;
  if nullif(pg_catalog.btrim(schedule_visit.visitor_name), '') is null then
    raise exception 'Informe o nome do visitante.' using errcode = 'P0001', hint = 'visitor_name_required';
  end if;
  perform private.assert_visit_slot(schedule_visit.visit_date, schedule_visit.visit_time);
  if mail is not null then
    select c.id into client from public.profiles c
     where pg_catalog.lower(c.email) = mail and c.role = 'cliente'
     limit 1;
  end if;
  if client is not null and exists (
    select 1 from public.visits v
    where v.property_id = schedule_visit.property_id and v.requester_id = client and v.status in ('agendada', 'confirmada')
  ) then
    raise exception 'Este cliente já tem uma visita marcada para este imóvel.' using errcode = 'P0001', hint = 'visit_already_open';
  end if;
  perform private.assert_slot_free(schedule_visit.property_id, schedule_visit.visit_date, schedule_visit.visit_time);

  insert into public.visits (property_id, requester_id, visitor_name, visitor_phone, visitor_email, handler_id, created_by,
                             visit_date, visit_time, status, message, confirmed_at)
  values (schedule_visit.property_id, client, pg_catalog.btrim(schedule_visit.visitor_name),
          nullif(pg_catalog.btrim(schedule_visit.visitor_phone), ''), mail,
          uid, uid, schedule_visit.visit_date, schedule_visit.visit_time, 'confirmada',
          nullif(pg_catalog.btrim(schedule_visit.message), ''), pg_catalog.now())
  returning * into result;

  perform private.notify(private.listing_side(schedule_visit.property_id), 'visita_agendada', 'Visita agendada',
    pg_catalog.format('%s em %s às %s.', result.visitor_name,
      pg_catalog.to_char(result.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(result.visit_time, 'HH24:MI')),
    '/agendamentos');
  perform private.notify(array[client], 'visita_agendada', 'Visita agendada para você',
    pg_catalog.format('Sua visita de %s às %s está confirmada.',
      pg_catalog.to_char(result.visit_date, 'DD/MM/YYYY'), pg_catalog.to_char(result.visit_time, 'HH24:MI')),
    '/minhas-visitas');
  return result;
end
$$;
