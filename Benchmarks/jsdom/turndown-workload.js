// turndown-workload.js — Turndown (Debian's node-turndown) turning the page's body into
// Markdown, as a "save as Markdown" extension does: `new TurndownService().turndown(body)` on
// the live document (Turndown clones what it is given). A library workload
// (Scripts/bench-libraries.sh): evaluate it after the installed turndown.cjs.js wrapped so it
// defines `TurndownService` (the script makes that file).
// Plain ES2020 script; defines one global function.
//
// workload(document[, now]) -> {
//   markdownLength,  the length of the Markdown
//   lines,           its line count
//   hash,            FNV-1a-32 of its UTF-16 code units, 8 hex digits (what WebKit's recording
//                    is compared with, beside the lengths)
//   checksum,        "<markdownLength>:<lines>" (what compare.js compares)
//   ms: {total}      only when `now` is given
// }

function workload(document, now) {
    var timed = typeof now === "function";
    var t0 = timed ? now() : 0;
    var service = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced" });
    var markdown = document.body ? service.turndown(document.body) : "";
    var t1 = timed ? now() : 0;
    var result = {
        markdownLength: markdown.length, lines: markdown.split("\n").length, hash: fnv1a(markdown)
    };
    result.checksum = result.markdownLength + ":" + result.lines;
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
