// Form controls (fresh, in a 300px-wide div): the computed values that differ from a span's.
var LAYOUT = ["width", "height", "block-size", "inline-size", "perspective-origin", "transform-origin"];
var CONTROLS = {
  button: "<button></button>", input: "<input>", checkbox: "<input type=checkbox>",
  radio: "<input type=radio>", submit: "<input type=submit>", range: "<input type=range>",
  file: "<input type=file>", color: "<input type=color>", image: "<input type=image>",
  select: "<select></select>", selectMultiple: "<select multiple></select>",
  textarea: "<textarea></textarea>", meter: "<meter></meter>", progress: "<progress></progress>",
  option: "<select><option>o</option></select>", fieldset: "<fieldset></fieldset>",
  legend: "<fieldset><legend>l</legend></fieldset>"
};
var ExtensionPreprocessingJS = { run: function (args) {
  var box = document.getElementById("box"), out = {};
  var reference = getComputedStyle(box.appendChild(document.createElement("span")));
  Object.keys(CONTROLS).forEach(function (key) {
    var holder = box.appendChild(document.createElement("span"));
    holder.innerHTML = CONTROLS[key];
    var element = holder.firstElementChild;
    if (key === "option") { element = element.firstElementChild; }
    if (key === "legend") { element = element.firstElementChild; }
    var style = getComputedStyle(element);
    for (var i = 0; i < style.length; i++) {
      var property = style[i];
      if (LAYOUT.indexOf(property) >= 0) { continue; }
      var value = style.getPropertyValue(property);
      if (value !== reference.getPropertyValue(property)) { out[key + " " + property] = value; }
    }
  });
  args.completionFunction(out);
} };
