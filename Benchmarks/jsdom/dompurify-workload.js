// dompurify-workload.js — DOMPurify (Debian's node-dompurify) sanitizing the page's body, as a
// "clip to notes" extension does before storing HTML: `DOMPurify.sanitize(body.innerHTML)` (a
// string in, parsed by the engine's own DOMParser, walked with a NodeIterator, each node and
// attribute checked) and `DOMPurify.sanitize(body, {IN_PLACE: false, RETURN_DOM: true})`. A
// library workload (Scripts/bench-libraries.sh): evaluate it after the installed purify.js,
// which defines `DOMPurify` on the global object.
// Plain ES2020 script; defines one global function.
//
// workload(document[, now]) -> {
//   htmlLength,    the length of the sanitized HTML string
//   domChildren,   the child count of the sanitized body returned as a DOM
//   removed,       how many elements and attributes DOMPurify removed in the first call
//   checksum,      "<htmlLength>:<domChildren>:<removed>" (what compare.js compares)
//   ms: {total}    only when `now` is given
// }

function workload(document, now) {
    var timed = typeof now === "function";
    var t0 = timed ? now() : 0;
    var body = document.body;
    var html = body ? DOMPurify.sanitize(body.innerHTML) : "";
    var removed = DOMPurify.removed.length;
    var dom = body ? DOMPurify.sanitize(body, { RETURN_DOM: true }) : null;
    var t1 = timed ? now() : 0;
    var result = {
        htmlLength: html.length,
        domChildren: dom ? dom.childNodes.length : -1,
        removed: removed
    };
    result.checksum = result.htmlLength + ":" + result.domChildren + ":" + result.removed;
    if (timed) result.ms = { total: t1 - t0 };
    return result;
}
