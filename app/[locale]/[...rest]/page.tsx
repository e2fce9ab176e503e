import { notFound } from 'next/navigation';

// Catches every path no route matched, so that it renders app/[locale]/not-found.tsx inside the locale
// layout (header, footer, <html lang>) with status 404.
export default async function CatchAll({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { rest } = await params;
  console.warn(`[404] /${rest.join('/')}`);
  notFound();
}
