-- Issue #25: every public function is an HTTP endpoint (/rest/v1/rpc/<name>) and so attack surface. Each one
-- is either called by the app (app/, lib/, components/) or marked here as part of the public API, with why:
-- tests/integration/sql/public-api.test.ts lists public functions and fails on any other.

-- Replaced by visit_agenda / received_proposals / proposal_history_for; nothing calls them any more.
drop function public.listing_visits(public.visit_status, date);
drop function public.listing_proposals(public.proposal_status);
drop function public.proposal_history();

-- Pure helpers (no table read) that generated columns, constraints and other functions use.
comment on function public.immutable_unaccent(text) is 'api: pure helper (search_vector, normalize_text)';
comment on function public.normalize_text(text) is 'api: pure helper (the accent-folded filter keys)';
comment on function public.is_valid_cpf(text) is 'api: pure helper (profile constraints)';
comment on function public.is_valid_cnpj(text) is 'api: pure helper (profile constraints)';
comment on function public.is_visit_slot(date, time) is 'api: pure helper (visit rules; tests/integration/visits/slot-grid.test.ts)';
comment on function public.slugify(text) is 'api: pure helper (agency slugs)';
comment on function public.is_reserved_slug(text) is 'api: pure helper (agency slugs)';

-- Jobs run by the service role.
comment on function public.expire_properties() is 'api: scheduled job (service role)';

-- Built and tested ahead of their screens; each names the issue whose screen calls it.
comment on function public.renew_property(bigint) is 'api: listing supply (issue #18)';
comment on function public.confirm_property_availability(bigint) is 'api: listing supply (issue #18)';
comment on function public.request_listing_partner(bigint, uuid, text) is 'api: listing supply (issue #18)';
comment on function public.respond_listing_partner_request(bigint, boolean) is 'api: listing supply (issue #18)';
comment on function public.cancel_listing_partner_request(bigint) is 'api: listing supply (issue #18)';
comment on function public.agency_brokers() is 'api: agency workspace (issue #19)';
comment on function public.agency_dashboard_counts() is 'api: agency workspace (issue #19)';
comment on function public.invitation_by_token(text) is 'api: agency workspace (issue #19)';
comment on function public.accept_broker_invitation(text) is 'api: agency workspace (issue #19)';
comment on function public.leave_agency() is 'api: agency workspace (issue #19)';
comment on function public.remove_broker(uuid) is 'api: agency workspace (issue #19)';
comment on function public.set_broker_status(uuid, public.broker_status) is 'api: agency workspace (issue #19)';
comment on function public.subscribe_plan(text) is 'api: plans and payments (issue #24)';
comment on function public.cancel_subscription() is 'api: plans and payments (issue #24)';
comment on function public.purchase_signs(text, integer) is 'api: plans and payments (issue #24)';
comment on function public.plan_price_cents(text) is 'api: plans and payments (issue #24)';
comment on function public.sign_unit_price_cents(text) is 'api: plans and payments (issue #24)';
