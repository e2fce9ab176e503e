-- Issue #36: private.rent_total_sql (20261127140000_search_filters.sql) is an internal helper of the search's
-- dynamic SQL: nobody calls it through the API (the private schema is not exposed), and, as every private
-- helper, it is executable by nobody but its owner and the definer functions that use it.
revoke all on function private.rent_total_sql() from public, anon, authenticated;
