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
//   hash,          FNV-1a-32 of the sanitized HTML's UTF-16 code units, 8 hex digits
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
        removed: removed,
        hash: fnv1a(html)
    };
    result.checksum = result.htmlLength + ":" + result.domChildren + ":" + result.removed;
    if (timed) result.ms = { total: t1 - t0 };
    return result;
}

// FNV-1a, 32 bits, over the UTF-16 code units of `text`, as 8 hex digits.
function fnv1a(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return ("0000000" + hash.toString(16)).slice(-8);
}
