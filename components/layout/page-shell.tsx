import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type LocaleLayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> };

/** The frame of every route group: a header, the main landmark the skip link targets, and the footer. */
export function PageShell({
  children,
  header = <SiteHeader />,
  footer = true,
}: {
  children: React.ReactNode;
  header?: React.ReactNode;
  footer?: boolean;
}) {
  return (
    <>
      {header}
      <main id="conteudo" className="flex flex-1 flex-col">
        {children}
      </main>
      {footer && <SiteFooter />}
    </>
  );
}
