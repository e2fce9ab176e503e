-- Avatars have public URLs but are not a directory anyone may browse (issue #28). The bucket is public, so
-- `/storage/v1/object/public/avatars/<user_id>/…` serves every avatar without looking at policies (on
-- Supabase as locally); the SELECT policy only decides who may list, download through the API, or sign a
-- URL. "Avatars are public" let anon and every signed-in user list the bucket, i.e. enumerate the ids of
-- every account with a photo. Now a signed-in user sees only the objects of their own folder, and anon
-- nothing; the server action that stores avatars (lib/actions/profile.ts) uses the service role.
drop policy if exists "Avatars are public" on storage.objects;

create policy "Users see their own avatar objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
