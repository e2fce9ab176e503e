import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/utils';

/** robots.txt: public pages are indexable; private screens and handlers are not. */
export default function robots(): MetadataRoute.Robots {
  const privatePaths = [
    '/api/',
    '/auth/',
    '/login',
    '/minha-conta',
    '/minhas-visitas',
    '/favoritos',
    '/propostas',
    '/dashboard',
    '/minha-pagina',
    '/financeiro',
    '/perfil',
    '/configuracoes',
    '/trocar-senha',
    '/completar-cadastro',
  ];
  const disallow = privatePaths.flatMap((p) => [p, `/en${p}`, `/es${p}`]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: absoluteUrl(env.siteUrl, '/sitemap.xml'),
    host: env.siteUrl,
  };
}
