'use client';

import { ChevronDownIcon, LogOutIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/lib/i18n/navigation';
import { useSignOut } from './use-sign-out';

export interface AccountMenuLink {
  href: string;
  label: string;
}

/** The signed-in header: 'Olá, {name}', the role badge and the role's menu with 'Sair'. */
export function AccountMenu({
  greeting,
  roleLabel,
  identity,
  links,
  openLabel,
  signOutLabel,
  signingOutLabel,
}: {
  greeting: string;
  roleLabel: string | null;
  identity: string;
  links: AccountMenuLink[];
  openLabel: string;
  signOutLabel: string;
  signingOutLabel: string;
}) {
  const { pending, signOut } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-2" aria-label={`${greeting} — ${openLabel}`} data-testid="account-menu">
          <span className="max-w-24 truncate sm:max-w-40">{greeting}</span>
          {roleLabel ? (
            <Badge variant="secondary" className="hidden sm:inline-flex">
              {roleLabel}
            </Badge>
          ) : null}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{identity}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            event.preventDefault();
            signOut();
          }}
        >
          <LogOutIcon aria-hidden />
          {pending ? signingOutLabel : signOutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The account block at the bottom of the mobile menu: name or e-mail, the role's links and 'Sair'. */
export function MobileAccountBlock({
  identity,
  roleLabel,
  links,
  signOutLabel,
  signingOutLabel,
}: {
  identity: string;
  roleLabel: string | null;
  links: AccountMenuLink[];
  signOutLabel: string;
  signingOutLabel: string;
}) {
  const { pending, signOut } = useSignOut();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="truncate font-medium">{identity}</span>
        {roleLabel ? <Badge variant="secondary">{roleLabel}</Badge> : null}
      </div>
      <nav className="flex flex-col gap-1">
        {links.map((link) => (
          <Link key={link.href} href={link.href} className="rounded-md px-3 py-2 text-sm hover:bg-accent">
            {link.label}
          </Link>
        ))}
      </nav>
      <Button type="button" variant="outline" onClick={signOut} disabled={pending}>
        <LogOutIcon aria-hidden />
        {pending ? signingOutLabel : signOutLabel}
      </Button>
    </div>
  );
}
