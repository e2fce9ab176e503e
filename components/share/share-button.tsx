'use client';

import { Slot } from 'radix-ui';
import { useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ShareData } from './share-links';
import type { ShareMenuProps } from './share-menu';

export type ShareLabels = {
  button: string;
  menuLabel: string;
  whatsapp: string;
  copy: string;
  email: string;
  copied: string;
  copyFailed: string;
};

let loading: Promise<ComponentType<ShareMenuProps>> | null = null;
const loadMenu = () => (loading ??= import('./share-menu').then((m) => m.ShareMenu));

const noChange = () => () => {};

/**
 * 'Compartilhar' (issue #37): the browser's share sheet (Web Share API) with the title, the short text and
 * the canonical address where there is one — phones, mostly; otherwise a menu with WhatsApp, 'Copiar link'
 * (with a toast) and e-mail. `trigger` is the button, rendered by the server (./share.tsx): clickable once the
 * page hydrates, and no button code ships. The menu (./share-menu.tsx: Radix's menu, its positioning, the
 * toast) loads when the visitor heads for the button — pointer over it, a touch, a click, Enter/Space or ↓ —
 * and opens as soon as it is there if that was a click or a key (issue #21). It draws the same `trigger`, so
 * nothing moves when it takes the button's place. With a share sheet nothing loads unless the sheet fails.
 */
export function ShareButton({
  data,
  labels,
  testId = 'share',
  trigger,
}: {
  data: ShareData;
  labels: ShareLabels;
  testId?: string;
  trigger: React.ReactNode;
}) {
  // After hydration (the server cannot know): whether the browser has a share sheet to hand the page to.
  const hasShareSheet = useSyncExternalStore(noChange, () => typeof navigator.share === 'function', () => false);
  const [Menu, setMenu] = useState<ComponentType<ShareMenuProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (Menu) {
    return <Menu data={data} labels={labels} testId={testId} trigger={trigger} defaultOpen={openAtOnce} focusTrigger={hadFocus} />;
  }

  const warm = () =>
    void loadMenu().then((component) => {
      setHadFocus(button.current !== null && button.current === document.activeElement);
      setMenu(() => component);
    });
  const openMenu = () => {
    setOpenAtOnce(true);
    warm();
  };
  const share = async () => {
    try {
      await navigator.share(data);
    } catch (e) {
      // The visitor closed the sheet: done. Anything else (not allowed here, a refused address): the menu.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      openMenu();
    }
  };

  return (
    <Slot.Root
      ref={button}
      aria-haspopup={hasShareSheet ? undefined : 'menu'}
      aria-expanded={hasShareSheet ? undefined : false}
      onPointerEnter={() => {
        if (!hasShareSheet) warm();
      }}
      onTouchStart={() => {
        if (!hasShareSheet) warm();
      }}
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === 'ArrowDown' && !hasShareSheet) {
          event.preventDefault();
          openMenu();
        }
      }}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        if (hasShareSheet) void share();
        else openMenu();
      }}
    >
      {trigger}
    </Slot.Root>
  );
}
