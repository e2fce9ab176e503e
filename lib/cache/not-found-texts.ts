import en from '@/messages/en/core.json';
import es from '@/messages/es/core.json';
import ptBR from '@/messages/pt-BR/core.json';

export interface NotFoundTexts {
  title: string;
  description: string;
  backHome: string;
}

/** The 404 texts of the three locales, for a cached copy's not-found boundary (components/listing-viewer/copy-not-found.tsx). */
export const NOT_FOUND_TEXTS: Record<string, NotFoundTexts> = { 'pt-BR': ptBR.NotFound, en: en.NotFound, es: es.NotFound };
