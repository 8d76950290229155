/*
 * A server-drawn page's start (server/plugins/spa.ts puts this in place of the entry's module script):
 * the app's scripts are asked for once the browser has painted the page's HTML, so on a phone the
 * page's HTML and main picture have the connection and the main thread first, and the scripts then
 * hydrate what is already on screen. An external file: the site's CSP runs no inline script.
 */
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry's and the page's modulepreload links (server/plugins/spa.ts keeps them here till now).
    var links = document.getElementById('after-paint-links');
    if (links) document.head.appendChild(links.content);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  // After the next frame is painted; a tab opened in the background (no frames) starts anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
