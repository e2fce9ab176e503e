/** The centred card the auth and account-completion pages sit in. */
export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="page-container flex flex-1 items-start justify-center py-10 sm:py-16">
      <section className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl border bg-card p-6 shadow-sm sm:p-8`}>
        <h1 className="font-heading text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
