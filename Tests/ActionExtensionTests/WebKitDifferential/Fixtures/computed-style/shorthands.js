// What getPropertyValue answers in a computed style for names it does not list: shorthands,
// legacy -webkit-/-epub- aliases, descriptor names. On elements without author style and on
// one with inline style. (Aliases of layout-dependent properties are in layout.js.)
var NAMES = [
  "-epub-caption-side", "-epub-hyphens", "-epub-text-combine", "-epub-text-emphasis",
  "-epub-text-emphasis-color", "-epub-text-emphasis-style", "-epub-text-orientation",
  "-epub-text-transform", "-epub-word-break", "-epub-writing-mode", "-webkit-align-content",
  "-webkit-align-items", "-webkit-align-self", "-webkit-animation", "-webkit-animation-delay",
  "-webkit-animation-direction", "-webkit-animation-duration", "-webkit-animation-fill-mode",
  "-webkit-animation-iteration-count", "-webkit-animation-name", "-webkit-animation-play-state",
  "-webkit-animation-timing-function", "-webkit-appearance", "-webkit-backdrop-filter",
  "-webkit-backface-visibility", "-webkit-background-clip", "-webkit-background-origin",
  "-webkit-background-size", "-webkit-border-after", "-webkit-border-after-color",
  "-webkit-border-after-style", "-webkit-border-after-width", "-webkit-border-before",
  "-webkit-border-before-color", "-webkit-border-before-style", "-webkit-border-before-width",
  "-webkit-border-bottom-left-radius", "-webkit-border-bottom-right-radius",
  "-webkit-border-end", "-webkit-border-end-color", "-webkit-border-end-style",
  "-webkit-border-end-width", "-webkit-border-image", "-webkit-border-radius",
  "-webkit-border-start", "-webkit-border-start-color", "-webkit-border-start-style",
  "-webkit-border-start-width", "-webkit-border-top-left-radius",
  "-webkit-border-top-right-radius", "-webkit-box-shadow", "-webkit-box-sizing",
  "-webkit-clip-path", "-webkit-column-break-after", "-webkit-column-break-before",
  "-webkit-column-break-inside", "-webkit-column-count", "-webkit-column-fill",
  "-webkit-column-gap", "-webkit-column-rule", "-webkit-column-rule-color",
  "-webkit-column-rule-style", "-webkit-column-rule-width", "-webkit-column-span",
  "-webkit-column-width", "-webkit-columns", "-webkit-filter", "-webkit-flex",
  "-webkit-flex-basis", "-webkit-flex-direction", "-webkit-flex-flow", "-webkit-flex-grow",
  "-webkit-flex-shrink", "-webkit-flex-wrap", "-webkit-font-kerning",
  "-webkit-hyphenate-character", "-webkit-hyphens", "-webkit-justify-content",
  "-webkit-justify-items", "-webkit-line-break", "-webkit-margin-after", "-webkit-margin-before",
  "-webkit-margin-end", "-webkit-margin-start", "-webkit-mask", "-webkit-mask-box-image",
  "-webkit-mask-box-image-outset", "-webkit-mask-box-image-repeat",
  "-webkit-mask-box-image-slice", "-webkit-mask-box-image-source",
  "-webkit-mask-box-image-width", "-webkit-mask-clip", "-webkit-mask-composite",
  "-webkit-mask-image", "-webkit-mask-origin", "-webkit-mask-position", "-webkit-mask-repeat",
  "-webkit-mask-size", "-webkit-mask-source-type", "-webkit-max-logical-height",
  "-webkit-max-logical-width", "-webkit-min-logical-height", "-webkit-min-logical-width",
  "-webkit-opacity", "-webkit-order", "-webkit-padding-after", "-webkit-padding-before",
  "-webkit-padding-end", "-webkit-padding-start", "-webkit-perspective",
  "-webkit-print-color-adjust", "-webkit-ruby-position", "-webkit-shape-image-threshold",
  "-webkit-shape-margin", "-webkit-shape-outside", "-webkit-text-combine",
  "-webkit-text-decoration", "-webkit-text-decoration-color", "-webkit-text-decoration-line",
  "-webkit-text-decoration-skip", "-webkit-text-decoration-style",
  "-webkit-text-decorations-in-effect", "-webkit-text-emphasis", "-webkit-text-emphasis-color",
  "-webkit-text-emphasis-position", "-webkit-text-emphasis-style", "-webkit-text-orientation",
  "-webkit-text-stroke", "-webkit-text-underline-position", "-webkit-transform",
  "-webkit-transform-style", "-webkit-transition", "-webkit-transition-delay",
  "-webkit-transition-duration", "-webkit-transition-property",
  "-webkit-transition-timing-function", "-webkit-writing-mode", "all", "animation",
  "animation-range", "background", "background-position", "border", "border-block",
  "border-block-color", "border-block-end", "border-block-start", "border-block-style",
  "border-block-width", "border-bottom", "border-color", "border-image", "border-inline",
  "border-inline-color", "border-inline-end", "border-inline-start", "border-inline-style",
  "border-inline-width", "border-left", "border-radius", "border-right", "border-spacing",
  "border-style", "border-top", "border-width", "color-adjust", "column-rule", "columns",
  "contain-intrinsic-size", "container", "flex", "flex-flow", "font", "font-stretch",
  "font-synthesis", "font-variant", "gap", "grid", "grid-area", "grid-column", "grid-column-gap",
  "grid-gap", "grid-row", "grid-row-gap", "grid-template", "inset", "inset-block",
  "inset-inline", "list-style", "margin", "margin-block", "margin-inline", "marker", "mask",
  "mask-border", "mask-position", "offset", "outline", "overflow", "overscroll-behavior",
  "padding", "padding-block", "padding-inline", "page-break-after", "page-break-before",
  "page-break-inside", "place-content", "place-items", "place-self", "position-try",
  "scroll-margin", "scroll-margin-block", "scroll-margin-inline", "scroll-padding",
  "scroll-padding-block", "scroll-padding-inline", "scroll-snap-margin",
  "scroll-snap-margin-bottom", "scroll-snap-margin-left", "scroll-snap-margin-right",
  "scroll-snap-margin-top", "scroll-timeline", "supported-color-schemes", "text-box",
  "text-decoration", "text-decoration-skip", "text-emphasis", "text-wrap", "transition",
  "view-timeline", "white-space", "word-wrap"
];
var ExtensionPreprocessingJS = { run: function (args) {
  var styled = document.getElementById("box").appendChild(document.createElement("div"));
  styled.setAttribute("style", "border: 2px solid red; border-left-width: 4px; margin: 1px 2px 3px; " +
    "font: italic bold 12px/1.5 serif; background: url(x.png) red; outline: 1px dotted blue; " +
    "flex: 1; padding: 1em; border-radius: 3px 5px; overflow: hidden auto; list-style: square inside; " +
    "text-decoration: underline dotted; columns: 3; gap: 4px 6px; white-space: pre-wrap");
  var elements = { div: document.getElementById("plain"), body: document.body,
    h1: document.getElementById("title"), link: document.getElementById("link"), styled: styled };
  var out = {};
  Object.keys(elements).forEach(function (key) {
    var style = getComputedStyle(elements[key]);
    NAMES.forEach(function (name) { out[key + " " + name] = style.getPropertyValue(name); });
  });
  args.completionFunction(out);
} };
