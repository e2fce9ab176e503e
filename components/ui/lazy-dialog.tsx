'use client';

import { Slot } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { showToast } from '@/lib/toast';

type DialogProps = { children?: React.ReactNode };

/**
 * Marks a lazy dialog's trigger once React has mounted it (a ref is attached when its tree is committed): from
 * then on its click handler runs, so components/layout/early-clicks-script.ts may click it again. React's own
 * props on the node are no sign of it — it sets them while it renders the tree it hydrates, before that tree is
 * committed, and a click in between reaches no handler.
 */
function markReady(node: HTMLElement | null) {
  node?.setAttribute('data-lazy-dialog-ready', '');
}

/**
 * A dialog whose code (its form, validation, libraries) loads when the visitor heads for its trigger —
 * pointer over it or a touch — instead of with the page. Until it is clicked `children`, the trigger button, is
 * rendered as is (server-rendered, clickable at once). A click or Enter before the code has arrived
 * loads it and opens the dialog as soon as it is there; when the code cannot be fetched (offline) the click says
 * so in a toast ('Não foi possível abrir') and the next one fetches again. A tap before the page has hydrated
 * is clicked again once React has mounted it (`data-lazy-dialog`, marked `data-lazy-dialog-ready` by `markReady`;
 * components/layout/early-clicks-script.ts). The loaded
 * component gets `defaultOpen`.
 * `trigger` draws the button from the props when it is not `children` itself (it must draw the same button
 * the loaded component draws, so nothing moves when one replaces the other); it may return an element the
 * server rendered and passed in the props, so no button code hydrates with the page. Until the dialog is
 * there the trigger says it opens a dialog that is closed (aria-haspopup, aria-expanded); the loaded
 * dialog's own trigger takes over both. `loadNow` loads the code at once, without a visitor's intent (a dialog
 * that opens by itself, e.g. back from signing in); the loaded component then decides whether it opens.
 */
export function lazyDialog<P extends DialogProps>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  trigger: (props: P) => React.ReactNode = (props) => props.children,
) {
  let loaded: ComponentType<P & { defaultOpen?: boolean }> | null = null;
  let loading: Promise<ComponentType<P & { defaultOpen?: boolean }>> | null = null;
  // A failed load (the network gone, a chunk that would not come) is forgotten, so the next intent fetches again:
  // the bundler's runtime retries a chunk once and then drops it from its own cache too.
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyDialog({ loadNow = false, ...rest }: P & { loadNow?: boolean }) {
    const props = rest as unknown as P;
    const [Dialog, setDialog] = useState(() => loaded);
    const [openAtOnce, setOpenAtOnce] = useState(false);
    const t = useTranslations('DialogLoad');
    // A pointer over the button, or a finger on it, only fetches the code: the button is replaced by the loaded
    // dialog's own when it is clicked (or loadNow), never in between — a press whose button was swapped under it
    // between its down and its up made no click, and the tap was lost (a touch's click comes ~100 ms after
    // touchstart, about when the code arrives). Only a click says so when the code does not come.
    const warm = (clicked = false) =>
      void preload().then(
        (component) => {
          if (clicked || loadNow) setDialog(() => component);
        },
        () => {
          if (!clicked) return;
          setOpenAtOnce(false);
          showToast('error', t('title'), { description: t('description'), id: 'dialog-load' });
        },
      );
    useEffect(() => {
      if (loadNow) warm();
      // warm is this render's function; only loadNow decides whether to load.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [loadNow]);
    if (Dialog) return <Dialog {...props} defaultOpen={openAtOnce} />;
    return (
      <Slot.Root
        ref={markReady}
        data-lazy-dialog=""
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => warm()}
        onTouchStart={() => warm()}
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          setOpenAtOnce(true);
          warm(true);
        }}
      >
        {trigger(props)}
      </Slot.Root>
    );
  }
  return LazyDialog;
}
