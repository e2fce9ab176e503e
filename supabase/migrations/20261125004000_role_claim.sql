-- The role the proxy routes on (issue #28): profiles.role stays the source of truth and is mirrored into
-- auth.users.raw_app_meta_data, which GoTrue puts in every access token as `app_metadata`. Unlike
-- `user_metadata` (raw_user_meta_data), which any signed-in user rewrites with
-- `auth.updateUser({ data })`, app_metadata is written only by the service role and by the database.
--
-- Two triggers keep the copy right:
--  * after a profile is created (sign-up: handle_new_user) or its role changes, the role is merged into
--    raw_app_meta_data;
--  * GoTrue rewrites raw_app_meta_data whole from its in-memory copy after creating a user (the provider
--    list: `UpdateAppMetaDataProviders`) and whenever the admin API sets app_metadata, which would drop or
--    replace the role; a BEFORE UPDATE trigger on that column puts the profile's role back every time.
-- Both functions are SECURITY DEFINER (owner: postgres, which runs the migrations on a Supabase project and
-- may update auth.users), with an empty search_path, and executable by nobody but their triggers.

create function private.mirror_role_claim() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
                             || pg_catalog.jsonb_build_object('role', new.role::text)
   where u.id = new.id
     and (u.raw_app_meta_data ->> 'role') is distinct from new.role::text;
  return null;
end
$$;
revoke all on function private.mirror_role_claim() from public, anon, authenticated;

create trigger profiles_mirror_role_claim
  after insert or update of role on public.profiles
  for each row execute function private.mirror_role_claim();

-- Whatever writes raw_app_meta_data (GoTrue, the admin API, a migration), `role` stays the profile's.
-- Before the profile exists (the INSERT of a new user) there is nothing to keep.
create function private.keep_role_claim() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  current_role_name text;
begin
  select p.role::text into current_role_name from public.profiles p where p.id = new.id;
  if current_role_name is not null then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
                             || pg_catalog.jsonb_build_object('role', current_role_name);
  end if;
  return new;
end
$$;
revoke all on function private.keep_role_claim() from public, anon, authenticated;

create trigger on_auth_user_app_metadata_written
  before update of raw_app_meta_data on auth.users
  for each row execute function private.keep_role_claim();

-- Accounts that exist already.
update auth.users u
   set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || pg_catalog.jsonb_build_object('role', p.role::text)
  from public.profiles p
 where p.id = u.id
   and (u.raw_app_meta_data ->> 'role') is distinct from p.role::text;
