-- Issue #25: who answers for a listing, and whose phone a visitor sees, decided once, here.
--
-- The listing page used to re-implement this in TypeScript (three sequential reads, one with the service role)
-- and the two disagreed: the TypeScript copy gave a private owner's phone to signed-out visitors and skipped a
-- broker without a phone. The rule now, for a public listing (or any listing, for its own side):
--   * who answers: the listing's broker, else its partner agency, else its owner — the listing side chose who
--     represents it, so an agency or broker without a phone still answers (with its name, without a phone) and
--     the owner is never shown behind their back;
--   * the phone: brokers' and agencies' are professional contacts, always shown (also when one of them lists as
--     the owner); a private owner's phone only to signed-in users, and only when the owner chose to show it
--     (user_settings.show_contact);
--   * role: a cliente who lists is shown as 'proprietario';
--   * phone_after_sign_in: a signed-out visitor would see the owner's phone after signing in (so the page can
--     say 'Entre para ver o telefone' instead of 'no phone').
-- Unknown, not public (for others) or malformed ids: no row. The return type changes, so the function is
-- dropped and created again.

drop function public.property_contact(bigint);
create function public.property_contact(property_id bigint)
returns table (
  id uuid, role public.user_role, name text, phone text, phone_after_sign_in boolean,
  avatar_url text, slug text, creci text
)
language sql stable security definer set search_path = '' as $$
  select c.id,
         case when c.role = 'cliente' then 'proprietario'::public.user_role else c.role end,
         c.name,
         case when c.role in ('corretor', 'imobiliaria') then nullif(c.phone, '')
              when (select auth.uid()) is not null and coalesce(s.show_contact, false) then nullif(c.phone, '')
         end,
         c.role not in ('corretor', 'imobiliaria') and (select auth.uid()) is null
           and coalesce(s.show_contact, false) and coalesce(c.phone, '') <> '',
         c.avatar_url, c.slug, c.creci
  from public.properties p
  join public.profiles c on c.id = coalesce(p.broker_id, p.agency_id, p.owner_id)
  left join public.user_settings s on s.user_id = c.id
  where p.id = property_contact.property_id
    and ((p.status = 'ativo' and p.expires_at > pg_catalog.now()) or private.manages_property(p.id))
$$;

revoke all on function public.property_contact(bigint) from public, anon, authenticated;
grant execute on function public.property_contact(bigint) to anon, authenticated, service_role;
