/**
 * The URL of /imoveis (?q=…&status=…&sort=…&page=…): what the page reads, with anything malformed dropped
 * (the SQL function listing_manage_search refuses bad values; the page never sends them). Zod-free: the
 * page parses its search params on the server, no form schema is involved.
 */

export const MANAGE_STATUSES = ['ativo', 'em_analise', 'pausado', 'vendido', 'alugado', 'inativo', 'rascunho'] as const;
export type ManageStatus = (typeof MANAGE_STATUSES)[number];

export const MANAGE_SORTS = ['recent', 'oldest', 'price_desc', 'price_asc', 'expiring', 'views'] as const;
export type ManageSort = (typeof MANAGE_SORTS)[number];

export const MANAGE_PER_PAGE = 20;
export const MANAGE_QUERY_MAX = 100;
export const MANAGE_PAGE_MAX = 10000;

export interface ManageParams {
  q: string;
  status: ManageStatus | null;
  sort: ManageSort;
  page: number;
}

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] : v) ?? '';

export function isManageStatus(v: string): v is ManageStatus {
  return (MANAGE_STATUSES as readonly string[]).includes(v);
}

export function isManageSort(v: string): v is ManageSort {
  return (MANAGE_SORTS as readonly string[]).includes(v);
}

export function parseManageParams(params: Record<string, string | string[] | undefined>): ManageParams {
  // Control characters never belong in a search; the length is the SQL function's limit.
  const q = one(params.q).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MANAGE_QUERY_MAX);
  const status = one(params.status);
  const sort = one(params.sort);
  const pageText = one(params.page);
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q,
    status: isManageStatus(status) ? status : null,
    sort: isManageSort(sort) ? sort : 'recent',
    page: page >= 1 && page <= MANAGE_PAGE_MAX ? page : 1,
  };
}

/** The query string of /imoveis for these params (defaults left out), e.g. for the pager's links. */
export function manageQuery(p: Partial<ManageParams>): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.q) out.q = p.q;
  if (p.status) out.status = p.status;
  if (p.sort && p.sort !== 'recent') out.sort = p.sort;
  if (p.page && p.page > 1) out.page = String(p.page);
  return out;
}
