-- Issue #24: a payment inserted without a due date (the seed's, older writers) is due on its payment_date,
-- as 20261127100000_billing_pix.sql filled the existing rows.
create function private.billing_payment_defaults() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.due_date := coalesce(new.due_date, new.payment_date, (pg_catalog.now() at time zone 'America/Sao_Paulo')::date);
  return new;
end
$$;
revoke all on function private.billing_payment_defaults() from public;
create trigger payments_defaults before insert on public.payments
  for each row execute function private.billing_payment_defaults();
