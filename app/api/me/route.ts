import { NextResponse } from 'next/server';
import { getCurrentProfile, getSessionUser, type Role } from '@/lib/data/auth';
import { getNotificationSummary } from '@/lib/data/notifications';
import { displayFirstName } from '@/lib/utils';

/** Never kept by a browser or a CDN: the answer is one person's. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** What the header of a cached page shows for the signed-in visitor (components/auth/browser-header-account.tsx). */
export interface MeResponse {
  /** 'Olá, {firstName}': a company by its trading name, a person by their first name (or the e-mail's local part). */
  firstName: string;
  /** The mobile menu's line: the name, or the e-mail. */
  identity: string;
  email: string;
  role: Role | null;
  avatarUrl: string | null;
  /** The address of the person's own public page (/{slug}) when they have one: its cached copy sends them to the
   * owner's view (components/agency-page/owner-redirect.tsx). */
  pageSlug: string | null;
  notifications: Awaited<ReturnType<typeof getNotificationSummary>>;
}

/**
 * GET /api/me: the signed-in visitor's header (issue #21): name, role, avatar, the bell's unread count and
 * latest notifications. The public pages are shared cached copies rendered for nobody; their header reads this
 * in the browser. 401 JSON when signed out; `private, no-store` always. Reading the session here also refreshes
 * an expiring token (the server client writes the new cookies), as the proxy does for pages rendered per request.
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: PRIVATE_HEADERS });
  const [profile, notifications] = await Promise.all([getCurrentProfile(), getNotificationSummary(user.id)]);
  const body: MeResponse = {
    firstName:
      profile?.role === 'imobiliaria' && profile.name?.trim() ? profile.name.trim() : displayFirstName(profile?.name, user.email),
    identity: profile?.name?.trim() || user.email || '',
    email: user.email ?? '',
    role: profile?.role ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    pageSlug: profile?.slug ?? null,
    notifications,
  };
  return NextResponse.json(body, { headers: PRIVATE_HEADERS });
}
