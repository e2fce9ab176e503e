import { cn } from '@/lib/utils';

/** A section title (h2) with an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
  align = 'center',
}: {
  id?: string;
  title: string;
  subtitle?: string;
  className?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('mb-8 flex flex-col gap-2', align === 'center' && 'items-center text-center', className)}>
      <h2 id={id} className="text-2xl font-bold text-balance sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="max-w-2xl text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

/** The top band of an inner marketing page: h1 and lead. */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="page-container flex flex-col items-start gap-5 py-14 md:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold text-balance sm:text-5xl">{title}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
