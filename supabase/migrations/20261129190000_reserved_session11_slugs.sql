-- Top-level routes added in session 11 (issues #22 and #37): an agency's /{slug} must never take them.
insert into public.reserved_slugs (slug) values ('minhas-buscas'), ('cancelar-alerta'), ('offline') on conflict (slug) do nothing;
