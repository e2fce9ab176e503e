/**
 * Taps that land before the page's scripts have run (issue #21: a cached page paints long before it hydrates on a
 * slow phone). A server-rendered button has no handler until React hydrates it, so such a tap was lost and the
 * visitor had to tap again. EARLY_CLICKS_SCRIPT, inline at the top of <body> (components/layout/document.tsx),
 * keeps the trigger elements (`[data-lazy-dialog]`, components/ui/lazy-dialog.tsx) tapped before React owns
 * them; each lazy dialog takes its own element back with takeEarlyClick() once hydrated, and opens. A trigger
 * React already owns (its DOM node carries React's props) is left to React.
 */
export const EARLY_CLICKS_KEY = '__larEarlyClicks';

export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.${EARLY_CLICKS_KEY}=[];document.addEventListener('click',function(e){var t=e.target,el=t&&t.closest&&t.closest('[data-lazy-dialog]');if(!el)return;var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactProps')===0)return;e.preventDefault();if(q.indexOf(el)<0)q.push(el)},true)})()`;

/** True (once) when `element` was tapped before it was hydrated. */
export function takeEarlyClick(element: Element | null): boolean {
  const queue = (window as unknown as Record<string, Element[] | undefined>)[EARLY_CLICKS_KEY];
  const at = element && queue ? queue.indexOf(element) : -1;
  if (at < 0) return false;
  queue!.splice(at, 1);
  return true;
}
