/**
 * A listing's public location is an approximate area, never its door (issue #28). The approximate point is
 * computed once, in SQL (public.properties.approx_latitude / approx_longitude, see
 * supabase/migrations/20261125002000_listing_location_privacy.sql): the exact point moved 120–270 m in a
 * direction drawn at random for each listing. Every public read — the listing page's circle, the map markers
 * and clusters, nearby, distances — uses that point; the exact one reaches only the listing side and a client
 * with a confirmed visit (listing_exact_address).
 *
 * The page draws this circle around the approximate point: larger than the largest offset, so the door is
 * always inside it.
 */
export const APPROXIMATE_RADIUS_M = 400;
