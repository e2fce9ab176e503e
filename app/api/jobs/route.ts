import { NextResponse, type NextRequest } from 'next/server';
import { jobsEnv } from '@/lib/server-env';
import { isJobsRequest, runAppJobs } from '@/lib/jobs/run';

/**
 * POST /api/jobs with `Authorization: Bearer <LAR_JOBS_SECRET>`: delivers the e-mail outbox and removes orphan
 * listing photos (lib/jobs/run.ts). Called every minute by a scheduler (docs/email.md: scripts/dev.mjs locally,
 * pg_cron + pg_net or the host's cron in production). Without a configured secret the route does not exist.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

export async function POST(request: NextRequest) {
  if (!jobsEnv().jobsSecret) return new NextResponse(null, { status: 404, headers: noStore });
  if (!isJobsRequest(request.headers.get('authorization'))) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } });
  }
  try {
    return NextResponse.json(await runAppJobs(), { headers: noStore });
  } catch (e) {
    console.error('[jobs] failed:', e instanceof Error ? e.message : e);
    return NextResponse.json({ error: 'failed' }, { status: 500, headers: noStore });
  }
}
