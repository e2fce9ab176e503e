-- Issue #18, a mail scanner must not close a live listing: security scanners of some mail providers open
-- the links of an e-mail, so the 'Não, já foi negociado' button (GET /api/anuncios/resposta) no longer applies
-- its answer. listing_answer_apply (the GET) answers {result: 'confirmar', property_id} for such a token and
-- changes nothing; /resposta-anuncio asks 'Confirmar que o imóvel já foi negociado?' and its form POSTs the
-- token to listing_answer_confirm, which applies it (and only a 'negociado' token). 'Renovar' and
-- 'Sim, continua disponível' stay one-click: a scanner pressing them keeps a live listing live.
-- The rules of the token (hash, single use, expiry, acting as the recipient) are those of 20261126002100.

create function private.listing_answer_use(p_token text, p_now timestamptz, p_confirmed boolean) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  m text[];
  tok private.listing_answer_tokens;
  prop public.properties;
  claims text := pg_catalog.current_setting('request.jwt.claims', true);
  sub text := pg_catalog.current_setting('request.jwt.claim.sub', true);
  result text;
  v_hint text;
begin
  m := pg_catalog.regexp_match(coalesce(p_token, ''), '^([1-9][0-9]{0,17})\.([0-9a-f]{64})$');
  if m is null then
    return pg_catalog.jsonb_build_object('result', 'invalido');
  end if;
  select * into tok from private.listing_answer_tokens t where t.id = m[1]::bigint for update;
  if not found or not private.bytes_equal(tok.token_hash, pg_catalog.sha256(pg_catalog.convert_to(m[2], 'UTF8'))) then
    return pg_catalog.jsonb_build_object('result', 'invalido');
  end if;
  if tok.used_at is not null then
    return pg_catalog.jsonb_build_object('result', 'usado', 'property_id', tok.property_id);
  end if;
  if tok.expires_at <= p_now then
    return pg_catalog.jsonb_build_object('result', 'expirado', 'property_id', tok.property_id);
  end if;
  -- 'Não, já foi negociado' closes the listing: a GET (what a mail scanner does) only asks to confirm;
  -- the confirmation page's POST (listing_answer_confirm) applies it. A confirmation carries only that answer.
  if tok.action = 'negociado' and not p_confirmed then
    return pg_catalog.jsonb_build_object('result', 'confirmar', 'property_id', tok.property_id);
  end if;
  if tok.action <> 'negociado' and p_confirmed then
    return pg_catalog.jsonb_build_object('result', 'invalido');
  end if;
  select * into prop from public.properties p where p.id = tok.property_id;

  -- Act as the recipient the token was made for: the listing rules check them as they check a signed-in user.
  perform pg_catalog.set_config('request.jwt.claims',
    pg_catalog.jsonb_build_object('sub', tok.user_id, 'role', 'authenticated')::text, true);
  perform pg_catalog.set_config('request.jwt.claim.sub', tok.user_id::text, true);
  begin
    if tok.action = 'renovar' then
      perform public.listing_renew(tok.property_id);
      result := 'renovado';
    elsif tok.action = 'disponivel' then
      if prop.deleted_at is not null or prop.status <> 'ativo' then
        raise exception 'Este anúncio não está publicado.' using errcode = 'P0001', hint = 'status_conflict';
      end if;
      perform public.confirm_property_availability(tok.property_id);
      result := 'disponivel';
    else
      perform public.listing_mark_closed(tok.property_id,
        case prop.transaction when 'venda' then 'vendido' else 'alugado' end);
      result := 'negociado';
    end if;
  exception when others then
    get stacked diagnostics v_hint = pg_exception_hint;
    result := 'recusado';
  end;
  perform pg_catalog.set_config('request.jwt.claims', coalesce(claims, ''), true);
  perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(sub, ''), true);

  if result = 'recusado' then
    return pg_catalog.jsonb_build_object('result', result, 'property_id', tok.property_id, 'hint', coalesce(nullif(v_hint, ''), 'status_conflict'));
  end if;
  update private.listing_answer_tokens t set used_at = p_now
   where t.property_id = tok.property_id and t.round = tok.round and t.used_at is null;
  if tok.round like 'availability:%' then
    update private.listing_availability_checks c
       set closed_at = p_now, outcome = case when result = 'negociado' then 'negociado' else 'confirmado' end
     where c.id = pg_catalog.substr(tok.round, 14)::bigint and c.closed_at is null;
  end if;
  return pg_catalog.jsonb_build_object('result', result, 'property_id', tok.property_id);
end
$$;

revoke all on function private.listing_answer_use(text, timestamptz, boolean) from public, anon, authenticated, service_role;

create or replace function public.listing_answer_apply(p_token text, p_now timestamptz default now()) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.listing_answer_use(p_token, p_now, false)
$$;

create function public.listing_answer_confirm(p_token text, p_now timestamptz default now()) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.listing_answer_use(p_token, p_now, true)
$$;

revoke all on function public.listing_answer_apply(text, timestamptz), public.listing_answer_confirm(text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.listing_answer_apply(text, timestamptz), public.listing_answer_confirm(text, timestamptz)
  to service_role;

comment on function public.listing_answer_confirm(text, timestamptz) is
  'api: the confirmation POST of ''Não, já foi negociado'' (service role; app/[locale]/(auth)/resposta-anuncio)';
