/**
 * Taps that land before the page's scripts have run (issue #21: a cached page paints long before it hydrates on a
 * slow phone, and a copy requests its scripts only after its first frame — lib/cache/first-paint-scripts.mjs). A
 * server-rendered button has no handler until React has hydrated it, so such a tap was lost and the visitor had to
 * tap again. EARLY_CLICKS_SCRIPT, inline at the top of <body> (components/layout/document.tsx), keeps a tap on a
 * lazy dialog's trigger (`[data-lazy-dialog]`, components/ui/lazy-dialog.tsx) that React has not mounted yet (it
 * lacks `data-lazy-dialog-ready`, which the trigger's ref sets when React commits it), and clicks it again once it
 * has — checked every 100 ms, for at most a minute, only while such a tap waits. A kept tap goes no further (React,
 * halfway through hydrating, would drop it or handle it out of turn). React's own props on the node are not the
 * sign: React sets them while it renders the tree it hydrates, before it commits it, and a click replayed in between
 * reached no handler. Every other element (links navigate as before) and any trigger React already runs are left
 * alone. It lives in the HTML, not in the page's JavaScript, so it costs the first load nothing.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[],n=0,id=0;function own(el){return el.hasAttribute('data-lazy-dialog-ready')}function tick(){n++;for(var i=q.length-1;i>=0;i--)if(own(q[i])){var el=q.splice(i,1)[0];if(el.isConnected)el.click()}if(!q.length||n>600){clearInterval(id);id=0;q=[]}}document.addEventListener('click',function(e){var t=e.target,el=t&&t.closest&&t.closest('[data-lazy-dialog]');if(!el||own(el))return;e.preventDefault();e.stopPropagation();if(q.indexOf(el)<0)q.push(el);n=0;if(!id)id=setInterval(tick,100)},true)})()`;
