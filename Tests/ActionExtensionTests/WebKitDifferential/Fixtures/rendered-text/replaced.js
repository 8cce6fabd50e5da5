// innerText around replaced elements and form controls: img (with alt), input, textarea, select, button, video, audio, iframe, svg, canvas, meter, progress, object, embed.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    img: "a<img>b",
    imgAlt: "a<img alt='ALT'>b",
    imgAltSpaces: "a <img alt='ALT'> b",
    imgBlock: "a<img alt='ALT' style='display:block'>b",
    input: "a<input value='v'>b",
    inputSpaces: "a <input value='v'> b",
    inputHidden: "a <input type='hidden' value='v'> b",
    inputCheckbox: "a<input type='checkbox'>b",
    textarea: "a<textarea>t</textarea>b",
    textareaSpaces: "a <textarea>t</textarea> b",
    select: "a<select><option>o1</option><option>o2</option></select>b",
    selectMultiple: "a<select multiple><option>o1</option><option>o2</option></select>b",
    optionOutside: "<option>o</option><optgroup label='g'><option>p</option></optgroup>",
    datalist: "a<datalist><option value='x'>o</option></datalist>b",
    video: "a<video>fallback</video>b",
    videoControls: "a<video controls>fallback</video>b",
    audio: "a<audio>fallback</audio>b",
    audioControls: "a<audio controls>fallback</audio>b",
    iframe: "a<iframe></iframe>b",
    svg: "a<svg width='10' height='10'><text y='9'>s</text></svg>b",
    svgSpaces: "a <svg width='10' height='10'><text>s</text></svg> b",
    canvas: "a<canvas>fallback</canvas>b",
    meter: "a<meter value='0.5'>m</meter>b",
    progress: "a<progress value='0.5'>p</progress>b",
    object: "a<object>fallback</object>b",
    embed: "a<embed>b",
    math: "a<math><mi>x</mi><mo>+</mo><mn>1</mn></math>b",
    spaceBeforeMath: "<p>When <math><mi>a</mi><mo>&#x2260;</mo><mn>0</mn></math>, there</p>",
    spacesInsideMath: "<p>When <math> <mi>a</mi> <mo>=</mo> </math> , there</p>",
    textDirectlyInMath: "<p>When <math>a</math>, there</p>",
    textAfterTokenInMath: "a <math><mrow><mi>y</mi>z</mrow></math> b",
    htmlInMathToken: "a <math><mtext><span>x</span> y</mtext></math> b",
    svgMadeInline: "a <svg style='display:inline' width='5' height='5'></svg> b",
    label: "<label>l <input></label>",
    fieldset: "<fieldset><legend>lg</legend>body</fieldset>",
    output: "a<output>o</output>b",
    keygenLike: "a<progress></progress><meter></meter>b",
    imgOnly: "<img alt='x'>",
    inputOnly: "<input value='v'>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
