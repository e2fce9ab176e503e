-- The contact shown on a listing ("Ligar", "Chat") and the scheduled housekeeping of listings.

-- Who answers for a public listing: its broker, else its agency, else its owner. Brokers and agencies are
-- business contacts (always shown); a private owner's phone only when their settings allow it
-- (user_settings.show_contact) and only to signed-in users.
create function public.property_contact(property_id bigint)
returns table (id uuid, role public.user_role, name text, phone text, avatar_url text, slug text, creci text)
language sql stable security definer set search_path = '' as $$
  select c.id, c.role, c.name,
         case when c.role in ('corretor', 'imobiliaria') then c.phone
              when (select auth.uid()) is not null and coalesce(s.show_contact, false) then c.phone
         end,
         c.avatar_url, c.slug, c.creci
  from public.properties p
  join public.profiles c on c.id = coalesce(p.broker_id, p.agency_id, p.owner_id)
  left join public.user_settings s on s.user_id = c.id
  where p.id = property_contact.property_id
    and p.status = 'ativo' and p.expires_at > pg_catalog.now()
$$;

revoke all on function public.property_contact(bigint) from public, anon, authenticated;
grant execute on function public.property_contact(bigint) to anon, authenticated, service_role;

-- Listing expiry (run daily by pg_cron on Supabase, or by a job with the service role): free listings past
-- expires_at become inativo, and their side is told how to renew. Returns how many were expired.
create function public.expire_properties() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  n integer;
begin
  with expired as (
    update public.properties p set status = 'inativo'
    where p.status = 'ativo' and p.expires_at <= pg_catalog.now()
    returning p.id, p.title, p.owner_id, p.agency_id, p.broker_id
  ),
  told as (
    insert into public.notifications (user_id, kind, title, body, link)
    select distinct r, 'anuncio_expirado', 'Anúncio expirado',
           pg_catalog.format('%s (#%s) saiu do ar. Renove para publicá-lo por mais 60 dias.', e.title, e.id), '/imoveis'
    from expired e cross join lateral pg_catalog.unnest(array[e.owner_id, e.agency_id, e.broker_id]) r
    where r is not null
    returning 1
  )
  select count(*) into n from expired;
  return n;
end
$$;

revoke all on function public.expire_properties() from public, anon, authenticated;
grant execute on function public.expire_properties() to service_role;
