// Render-blocking on purpose: when the URL holds comparison inputs, the prerendered results (made
// for the defaults) stay hidden until the app has rendered them for these inputs, so they do not
// jump. The app removes the mark; after 10 s it goes anyway, so a failed start still shows figures.
(function () {
  var names = ['betrag', 'laufzeit', 'zweck', 'sortierung', 'modus', 'wunschrate', 'sondertilgung', 'ratenpause', 'sofortauszahlung', 'digital', 'schufaneutral'];
  var params = new URLSearchParams(location.search);
  var root = document.documentElement;
  for (var i = 0; i < names.length; i++) {
    if (params.has(names[i])) {
      root.dataset.comparisonPending = '';
      setTimeout(function () {
        delete root.dataset.comparisonPending;
      }, 10000);
      return;
    }
  }
})();
