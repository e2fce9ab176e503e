/** The locales of the site, free of any framework import (shared by routing, tests and scripts). */
export const locales = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];
/** Served without a prefix: `/buscar` is Portuguese, `/en/buscar` English. */
export const defaultLocale: Locale = 'pt-BR';
