'use client';

import { lazy, Suspense } from 'react';
import { PhoneLinks, type PhoneLinkLabels } from '@/components/property/phone-links';
import { useListingViewer, useViewerSignedIn } from './use-listing-viewer';

// Loaded only for a signed-in visitor: a signed-out one (most of a cached page's traffic) does not download the
// report form and its action.
const ReportDialog = lazy(() => import('@/components/reports/report-dialog').then((m) => ({ default: m.ReportDialog })));

/**
 * The personal parts of a listing's cached copy (issue #21, docs/caching.md "Signed-in visitors on a cached
 * page"): the copy is rendered for nobody, so each part draws what the server rendered for a signed-out
 * visitor and, in a browser with a session, what GET /api/listings/{id}/me says this person sees
 * (./use-listing-viewer.ts). While that answer is on its way the signed-out look keeps its place, hidden
 * (`lar-session`, put on <html> before the first paint): nothing moves, and no 'Entre para ver o telefone'
 * flashes for a signed-in person.
 */

/** Hidden, in its place, while a signed-in visitor's answer is on its way. */
const PENDING = '[.lar-session_&]:invisible';

/** The bottom bar's actions: 'Editar' for the listing side, the offer and visit buttons for anybody else. */
export function BrowserListingSideActions({ propertyId, edit, others }: { propertyId: number; edit: React.ReactNode; others: React.ReactNode }) {
  const viewer = useListingViewer(propertyId);
  if (typeof viewer === 'object' && viewer?.listingSide) return <>{edit}</>;
  return (
    <div className={viewer === 'loading' ? `flex items-center gap-2 ${PENDING}` : 'flex items-center gap-2'} aria-busy={viewer === 'loading' || undefined}>
      {others}
    </div>
  );
}

/**
 * The price panel's phone area when the copy shows no phone (a private owner's phone is shown only after sign-in;
 * the listing side always sees its own): 'Ligar' and 'Chat' once the answer has a phone, 'Sem contato' when it
 * has none, the copy's own `signedOut` area otherwise. Grid cells of the panel's two columns.
 */
export function BrowserContactActions({
  propertyId,
  signedOut,
  noContact,
  labels,
}: {
  propertyId: number;
  signedOut: React.ReactNode;
  noContact: React.ReactNode;
  labels: PhoneLinkLabels;
}) {
  const viewer = useListingViewer(propertyId);
  if (viewer && typeof viewer === 'object') return viewer.phone ? <PhoneLinks phone={viewer.phone} labels={labels} /> : <>{noContact}</>;
  return <div className={viewer === 'loading' ? `contents ${PENDING}` : 'contents'}>{signedOut}</div>;
}

/** 'Denunciar anúncio': the dialog for a signed-in visitor, the copy's sign-in button otherwise. */
export function BrowserReportListing({ propertyId, signedOut }: { propertyId: number; signedOut: React.ReactNode }) {
  const signedIn = useViewerSignedIn(propertyId, 'browser');
  const viewer = useListingViewer(propertyId);
  if (!signedIn || viewer === 'loading') {
    return <div className={viewer === 'loading' ? `contents ${PENDING}` : 'contents'}>{signedOut}</div>;
  }
  return (
    <Suspense fallback={signedOut}>
      <ReportDialog propertyId={propertyId} />
    </Suspense>
  );
}
