-- /propostas pages its proposals (20 at a time), so it needs the history of the proposals shown only:
--   proposal_history_for(ids)  like proposal_history(), restricted to the given proposals (and, as there, to
--                              those the caller is a party to: other ids are silently left out)

create function public.proposal_history_for(ids bigint[])
returns table (
  id bigint, proposal_id bigint, kind public.proposal_event_kind, amount integer, message text,
  actor_id uuid, actor_side text, actor_name text, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select e.id, e.proposal_id, e.kind, e.amount, e.message, e.actor_id,
         side.value,
         case
           when side.value = 'cliente' then coalesce(c.name, pr.client_name, a.name)
           when a.role in ('imobiliaria', 'corretor') or a.id = (select auth.uid())
             or private.manages_property(pr.property_id) then a.name
         end,
         e.created_at
  from public.proposal_events e
  join public.proposals pr on pr.id = e.proposal_id
  left join public.profiles a on a.id = e.actor_id
  left join public.profiles c on c.id = pr.client_id
  cross join lateral (
    select case
      when e.kind in ('aceita', 'rejeitada', 'contraproposta') then 'anunciante'
      -- A proposal registered by the listing side for a client without an account.
      when e.kind = 'criada' and pr.client_id is null then 'anunciante'
      else 'cliente'
    end as value
  ) side
  where e.proposal_id = any(proposal_history_for.ids)
    and e.proposal_id in (select private.my_proposal_ids())
  order by e.proposal_id, e.created_at, e.id
$$;

revoke all on function public.proposal_history_for(bigint[]) from public, anon, authenticated;
grant execute on function public.proposal_history_for(bigint[]) to authenticated, service_role;
