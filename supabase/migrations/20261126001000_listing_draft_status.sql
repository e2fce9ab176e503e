-- Issue #18: a listing starts as a draft ('rascunho') that only its listing side sees, and becomes 'ativo'
-- when listing_publish finds it complete (20261126001100_listing_write_path.sql). The value is added in a
-- file of its own: a new enum value cannot be used in the transaction that adds it.
alter type public.property_status add value if not exists 'rascunho' before 'ativo';
