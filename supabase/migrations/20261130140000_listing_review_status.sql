-- Issue #34 (trust): a listing whose publish or edit trips a scam signal waits in 'em_analise' (shown as
-- 'Em análise') until staff approve or reject it (20261130140100_listing_review.sql). The value is added in a
-- file of its own: a new enum value cannot be used in the transaction that adds it.
alter type public.property_status add value if not exists 'em_analise' after 'pausado';
