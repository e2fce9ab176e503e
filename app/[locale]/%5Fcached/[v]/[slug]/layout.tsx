import { ClientMessages } from '@/components/layout/client-messages';

// As app/[locale]/(public)/layout.tsx: the agency page's client messages (the frame comes from ../layout.tsx).
export default function CachedAgencyPageLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['AgencyPage']}>{children}</ClientMessages>;
}
