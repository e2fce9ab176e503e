/**
 * What a 'Compartilhar' button hands on (issue #37), free of React so unit tests read it: the canonical
 * address (the page's own, in the visitor's language, without query, fragment or anything personal), a short
 * text, and the fallback links where the browser has no share sheet.
 */
export type ShareData = { title: string; text: string; url: string };

/** The address as shared: absolute http(s), without query string, fragment or credentials. */
export function canonicalShareUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`not a web address: ${url}`);
  parsed.search = '';
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/** The message of the fallback links: the text, then the address on its own line (WhatsApp previews it). */
function message({ text, url }: ShareData): string {
  return text ? `${text}\n${url}` : url;
}

/** WhatsApp's share link: opens the app (or WhatsApp Web) with the message ready, the recipient to choose. */
export function whatsappShareUrl(data: ShareData): string {
  return `https://wa.me/?text=${encodeURIComponent(message(data))}`;
}

/** An e-mail with the title as subject and the message as body (RFC 6068: %20 for spaces, not '+'). */
export function emailShareUrl(data: ShareData): string {
  return `mailto:?subject=${encodeURIComponent(data.title)}&body=${encodeURIComponent(message(data))}`;
}

/** The listing's short text: price and place ('R$ 3.500/mês · Pinheiros, São Paulo — veja no Lar'). */
export function listingShareText(
  template: (values: { price: string; place: string }) => string,
  listing: { price: string; neighborhood?: string | null; city: string },
): string {
  const place = [listing.neighborhood, listing.city].filter((p) => p && p.trim()).join(', ');
  return template({ price: listing.price, place });
}
