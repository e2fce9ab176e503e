import { ListIcon, LoaderCircleIcon, MapIcon, MapPinIcon, RotateCwIcon } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import type { NearbyChrome } from './nearby-properties';

/**
 * The nearby page's button classes (merged as Button merges them) and icons, rendered on the server and handed
 * to the client list: its first load then carries neither cva and tailwind-merge nor lucide. Server components
 * only.
 */
export function nearbyChrome(): NearbyChrome {
  return {
    buttons: {
      retry: buttonClassName({ variant: 'outline' }),
      on: buttonClassName({ size: 'sm' }),
      off: buttonClassName({ size: 'sm', variant: 'ghost' }),
    },
    icons: {
      loading: <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />,
      retry: <RotateCwIcon aria-hidden />,
      found: <MapPinIcon className="size-5" aria-hidden />,
      list: <ListIcon aria-hidden />,
      map: <MapIcon aria-hidden />,
    },
  };
}
