/**
 * Taps that land before the page's scripts have run (issue #21: a cached page paints long before it hydrates on a
 * slow phone). A server-rendered button has no handler until React hydrates it, so such a tap was lost and the
 * visitor had to tap again. EARLY_CLICKS_SCRIPT, inline at the top of <body> (components/layout/document.tsx),
 * keeps a tap on a lazy dialog's trigger (`[data-lazy-dialog]`, components/ui/lazy-dialog.tsx) that React does
 * not own yet (its DOM node carries no React props), and clicks it again once React does — checked every 100 ms,
 * for at most a minute, only while such a tap waits. Every other element (links navigate as before) and any
 * trigger React already owns are left alone. It lives in the HTML, not in the page's JavaScript, so it costs the
 * first load nothing.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[],n=0,id=0;function own(el){var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactProps')===0)return true;return false}function tick(){n++;for(var i=q.length-1;i>=0;i--)if(own(q[i])){var el=q.splice(i,1)[0];if(el.isConnected)el.click()}if(!q.length||n>600){clearInterval(id);id=0;q=[]}}document.addEventListener('click',function(e){var t=e.target,el=t&&t.closest&&t.closest('[data-lazy-dialog]');if(!el||own(el))return;e.preventDefault();if(q.indexOf(el)<0)q.push(el);n=0;if(!id)id=setInterval(tick,100)},true)})()`;
