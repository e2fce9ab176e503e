-- Issue #38: 'Tenho interesse' no longer asks for a CPF (data minimisation, LGPD art. 6, III). A lead keeps its
-- name, e-mail and phone; the CPF is optional (stored leads keep the one they have, still checked by
-- leads_cpf_check). An anonymised lead still has none of them.
alter table public.leads drop constraint leads_contact_or_anonymized;
alter table public.leads add constraint leads_contact_or_anonymized check (
  case when anonymized_at is null
       then name is not null and email is not null and phone is not null
       else name is null and cpf is null and email is null and phone is null and message is null and user_id is null
  end);
