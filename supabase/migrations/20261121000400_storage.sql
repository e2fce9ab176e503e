-- Storage buckets and their policies.
--  property-images: public read; written only by the listing's side under '<property_id>/<file>'
--                   (seed photos live under 'seed/…', written by the service role, which bypasses RLS).
--  avatars:         public read; each user writes only under '<user_id>/…'.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('property-images', 'property-images', true, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']),
  ('avatars', 'avatars', true, 2097152,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Property images are public" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'property-images');
create policy "The listing side uploads property images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'property-images' and private.manages_property_path(name));
create policy "The listing side updates property images" on storage.objects
  for update to authenticated
  using (bucket_id = 'property-images' and private.manages_property_path(name))
  with check (bucket_id = 'property-images' and private.manages_property_path(name));
create policy "The listing side deletes property images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'property-images' and private.manages_property_path(name));

create policy "Avatars are public" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy "Users upload their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users update their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
