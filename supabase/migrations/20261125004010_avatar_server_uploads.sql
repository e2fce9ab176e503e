-- Avatars are written by the server only (issue #28). The browser used to upload straight to the bucket with
-- the type it claimed, so an HTML file renamed .png was stored (and served) as image/png. Now the server
-- action lib/actions/profile.ts#uploadAvatarAction checks the user, sniffs the bytes (JPEG, PNG or WebP only)
-- and stores the object under '<user_id>/…' with the sniffed type, through the service role. A storage policy
-- cannot tell that action from the same user calling the Storage API directly (both carry the user's token),
-- so no API role may write the bucket any more: its insert, update and delete policies go. Reading is
-- unchanged (public bucket; its SELECT policy is the local-stack/listing concern of the same issue).
drop policy if exists "Users upload their own avatar" on storage.objects;
drop policy if exists "Users update their own avatar" on storage.objects;
drop policy if exists "Users delete their own avatar" on storage.objects;

-- The bucket takes what the action accepts, no more: JPEG, PNG, WebP up to 2 MiB.
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp'],
       file_size_limit = 2097152
 where id = 'avatars';
