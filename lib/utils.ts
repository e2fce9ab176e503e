import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** First name for greetings: the first word of the name, else the part of the e-mail before the @. */
export function displayFirstName(name: string | null | undefined, email: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  if (first) return first;
  const local = email?.split('@')[0]?.trim();
  return local ?? '';
}

/** Upper-case initial for avatar fallbacks ("" when there is nothing to show). */
export function initialOf(value: string | null | undefined): string {
  const ch = value?.trim().charAt(0) ?? '';
  return ch.toLocaleUpperCase('pt-BR');
}

/** Absolute URL on this site from a path, given the configured site origin. */
export function absoluteUrl(siteUrl: string, path = '/'): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
