import type { VariantProps } from 'class-variance-authority';
import { Button, type buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export type AuthTab = 'login' | 'register';

/**
 * Opens sign-in or sign-up. Hand-off point between the marketing pages and the accounts feature: every
 * 'Entrar' / 'Cadastrar' / join button of the site renders this. Until the auth modal exists it links to
 * /login on the right tab; the accounts feature replaces the body with the modal, keeping these props.
 */
export function AuthDialogTrigger({
  tab = 'login',
  children,
  className,
  variant,
  size,
}: {
  tab?: AuthTab;
  children: React.ReactNode;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={{ pathname: '/login', query: tab === 'register' ? { tab: 'cadastrar' } : {} }}>{children}</Link>
    </Button>
  );
}
