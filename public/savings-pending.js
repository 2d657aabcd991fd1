// Render-blocking on purpose, right after the savings comparison's form on /ratgeber/sparkonto: when
// the URL holds comparison inputs, the form shows them from the first paint (the app reads them
// once its parser has loaded), and the results prerendered for the defaults stay hidden until the
// app has rendered them for these inputs. The app removes the mark; after 10 s it goes anyway.
// The names are savingsParamNames in src/features/savings-comparison/inputs/defaults.ts.
(function () {
  var names = ['anlage', 'betrag', 'dauer', 'neukunde', 'sortierung'];
  var params = new URLSearchParams(location.search);
  var form = document.querySelector('form[data-savings-form]');
  var pending = false;
  for (var i = 0; i < names.length; i++) {
    if (!params.has(names[i])) continue;
    pending = true;
    if (form) show(form.elements.namedItem(names[i]), params.get(names[i]));
  }
  // A field changed before the app listens would otherwise be lost to it: mark the form, and the
  // app takes the form's fields once it runs (src/lib/use-url-inputs.ts).
  if (form) {
    var markChanged = function () {
      if (!('appListening' in document.documentElement.dataset)) form.dataset.changedEarly = '';
    };
    form.addEventListener('input', markChanged, true);
    form.addEventListener('change', markChanged, true);
  }
  if (!pending) return;
  var root = document.documentElement;
  root.dataset.comparisonPending = '';
  setTimeout(function () {
    delete root.dataset.comparisonPending;
  }, 10000);

  // As typed for the amount; a choice only where the form offers it (the app explains the others).
  function show(field, value) {
    if (!field) return;
    var option = value.trim().toLowerCase();
    if (field instanceof RadioNodeList) {
      for (var j = 0; j < field.length; j++) if (field[j].value === option) field[j].checked = true;
    } else if (field.tagName === 'SELECT') {
      for (var k = 0; k < field.options.length; k++) if (field.options[k].value === option) field.value = option;
    } else {
      field.value = value;
    }
  }
})();
