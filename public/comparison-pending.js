// Render-blocking on purpose, right after a comparison's form (the loans', the cards' and the
// savings'): when the URL holds the form's inputs, the form shows them from the first paint (the
// app reads them once its parser has loaded), and the results prerendered for the defaults stay
// hidden until the app has rendered them for these inputs. The app removes the mark; after 10 s it
// goes anyway, so a failed start still shows figures. The form names its parameters in
// data-param-names, rendered from the comparison's own list.
(function () {
  var form = document.currentScript && document.currentScript.parentNode.querySelector('form[data-param-names]');
  if (!form) return;
  var names = form.dataset.paramNames.split(' ');
  var params = new URLSearchParams(location.search);
  var pending = false;
  for (var i = 0; i < names.length; i++) {
    if (!params.has(names[i])) continue;
    pending = true;
    show(form.elements.namedItem(names[i]), params.get(names[i]));
  }
  // A field changed before the app listens would otherwise be lost to it: mark the form, and the
  // app takes the form's fields once it runs (src/lib/use-url-inputs.ts).
  var markChanged = function () {
    if (!('appListening' in document.documentElement.dataset)) form.dataset.changedEarly = '';
  };
  form.addEventListener('input', markChanged, true);
  form.addEventListener('change', markChanged, true);
  if (!pending) return;
  var root = document.documentElement;
  root.dataset.comparisonPending = '';
  setTimeout(function () {
    delete root.dataset.comparisonPending;
  }, 10000);

  // As typed for a text field; a choice only where the form offers it (the app explains the others).
  function show(field, value) {
    if (!field) return;
    var option = value.trim().toLowerCase();
    if (field instanceof RadioNodeList) {
      for (var j = 0; j < field.length; j++) if (field[j].value === option) field[j].checked = true;
    } else if (field.type === 'checkbox') {
      field.checked = value.trim() === '1';
    } else if (field.tagName === 'SELECT') {
      for (var k = 0; k < field.options.length; k++) if (field.options[k].value === option) field.value = option;
    } else {
      field.value = value;
    }
  }
})();
