/* sessgraph: the "what fixed similar crashes" canned query takes a whole traceback.
 *
 * Datasette draws every canned-query parameter as a one-line <input>, which drops the line
 * breaks of a pasted traceback. This script (injected only on that query's page) swaps the
 * error_text input for a <textarea> with the same name and the value as sent, so the query
 * gets the text whole: the same text `sessgraph fixes --stdin` and the API rank.
 */
(function () {
  "use strict";

  function start() {
    document.querySelectorAll('form.sql input[name="error_text"]').forEach(function (input) {
      var box = document.createElement("textarea");
      box.name = input.name;
      box.id = input.id;
      box.rows = 8;
      box.className = "sessgraph-error-text";
      box.placeholder = "Paste an error or a whole traceback";
      // The attribute keeps the line breaks; an <input>'s value has them stripped.
      box.value = input.getAttribute("value") || "";
      box.style.width = "100%";
      box.style.fontFamily = "monospace";
      box.style.fontSize = "0.85em";
      // Datasette styles form fields one line high; a traceback needs room.
      box.style.height = "12em";
      input.parentNode.replaceChild(box, input);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
