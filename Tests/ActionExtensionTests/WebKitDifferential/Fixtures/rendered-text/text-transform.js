// innerText and text-transform (does WebKit apply it?), font-variant, letter-spacing.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    uppercase: "<span style='text-transform:uppercase'>abc déf ß</span>",
    lowercase: "<span style='text-transform:lowercase'>ABC DÉF İ</span>",
    capitalize: "<span style='text-transform:capitalize'>hello wORLD o'neil foo-bar</span>",
    capitalizeAcrossElements: "<span style='text-transform:capitalize'>he<b>llo</b> <i>w</i>orld</span>",
    none: "<div style='text-transform:uppercase'><span style='text-transform:none'>abc</span>def</div>",
    inherited: "<div style='text-transform:uppercase'><p>abc</p></div>",
    fullWidth: "<span style='text-transform:full-width'>ab1</span>",
    uppercaseAll: "<span style='text-transform:uppercase'>straße ﬁ</span>",
    smallCaps: "<span style='font-variant:small-caps'>abc</span>",
    letterSpacing: "<span style='letter-spacing:10px'>abc</span>",
    uppercasePre: "<pre style='text-transform:uppercase'> a  b </pre>",
    invalid: "<span style='text-transform:bogus'>abc</span>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
