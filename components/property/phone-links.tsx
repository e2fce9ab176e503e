import { MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Digits for tel: and wa.me, with Brazil's country code when the number is national (10–11 digits). */
export function phoneDigits(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return d.length === 10 || d.length === 11 ? `55${d}` : d;
}

/** The texts of 'Ligar' and 'Chat', translated by the server (the listing's name and chat message in them). */
export interface PhoneLinkLabels {
  call: string;
  callLabel: string;
  chat: string;
  chatLabel: string;
  /** The WhatsApp message naming the listing. */
  chatText: string;
}

/**
 * The price panel's 'Ligar' (tel:) and 'Chat' (WhatsApp with a message naming the listing): two cells of its
 * grid. Drawn by the server when the page knows the phone, by the browser on a cached copy once
 * GET /api/listings/{id}/me has given the phone a private owner shows after sign-in.
 */
export function PhoneLinks({ phone, labels }: { phone: string; labels: PhoneLinkLabels }) {
  const digits = phoneDigits(phone);
  return (
    <>
      <Button asChild variant="outline" className="w-full">
        <a href={`tel:+${digits}`} aria-label={labels.callLabel} data-testid="call-link">
          <PhoneIcon aria-hidden />
          {labels.call}
        </a>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <a
          href={`https://wa.me/${digits}?text=${encodeURIComponent(labels.chatText)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={labels.chatLabel}
          data-testid="chat-link"
        >
          <MessageCircleIcon aria-hidden />
          {labels.chat}
        </a>
      </Button>
    </>
  );
}
