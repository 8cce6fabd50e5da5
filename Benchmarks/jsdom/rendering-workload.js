// rendering-workload.js — what a visibility-aware extraction script reads: every element's
// computed `display` and `visibility`, then the body's rendered text. The third DOM workload
// shared verbatim by both sides (Scripts/bench-dom.sh --workload
// Benchmarks/jsdom/rendering-workload.js); it is the rendering probe of issue 18 as a
// function. Both sides cascade the page's style sheets; jsdom has no `innerText` (it gives
// `undefined`: innerTextLength is then -1), and its user-agent defaults are not WebKit's, so
// only the element count is compared.
// Plain ES2020 script; defines one global function.
//
// workload(document[, now]) -> {
//   elements,          body.getElementsByTagName("*").length
//   displayNone,       elements whose computed display is none
//   visibilityHidden,  elements whose computed visibility is hidden
//   displays,          distinct computed display values
//   innerTextLength,   document.body.innerText.length, or -1 when innerText is not implemented
//   checksum,          the element count (what compare.js compares)
//   ms: {style, text, total}   only when `now` is given
// }

function workload(document, now) {
    var timed = typeof now === "function";
    var view = document.defaultView;
    var t0 = timed ? now() : 0;
    var all = document.body ? document.body.getElementsByTagName("*") : [];
    var none = 0, hidden = 0, displays = {};
    for (var i = 0; i < all.length; i++) {
        var style = view.getComputedStyle(all[i]);
        var display = style.display;
        if (display === "none") none++;
        if (style.visibility === "hidden") hidden++;
        displays[display] = (displays[display] || 0) + 1;
    }
    var t1 = timed ? now() : 0;
    var text = document.body ? document.body.innerText : "";
    var t2 = timed ? now() : 0;
    var result = {
        elements: all.length,
        displayNone: none,
        visibilityHidden: hidden,
        displays: Object.keys(displays).length,
        innerTextLength: typeof text === "string" ? text.length : -1
    };
    result.checksum = String(all.length);
    if (timed) result.ms = { style: t1 - t0, text: t2 - t1, total: t2 - t0 };
    return result;
}
