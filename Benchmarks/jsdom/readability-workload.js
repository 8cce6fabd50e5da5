// readability-workload.js — Mozilla Readability as a "reader view" extension runs it: clone the
// document, drop its comments, `new Readability(clone, {classesToPreserve: ["caption"]}).parse()`
// (what ../shared/workloads/readability/action-wrapper.js does under WebKit). A library workload
// (Scripts/bench-libraries.sh): evaluate it after Readability.js, which defines `Readability`.
// Plain ES2020 script; defines one global function.
//
// workload(document[, now]) -> {
//   title, contentLength,  the article's title and the length of its `content` HTML (or -1)
//   textLength,            the length of its `textContent` (or -1)
//   checksum,              "<contentLength>:<textLength>" (what compare.js compares)
//   ms: {total}            only when `now` is given
// }

function workload(document, now) {
    var timed = typeof now === "function";
    var t0 = timed ? now() : 0;
    var copy = document.cloneNode(true);
    (function strip(node) {
        for (var i = node.childNodes.length - 1; i >= 0; i--) {
            var child = node.childNodes[i];
            if (child.nodeType === 8) node.removeChild(child);
            else if (child.nodeType === 1) strip(child);
        }
    })(copy);
    var article = new Readability(copy, { classesToPreserve: ["caption"] }).parse();
    var t1 = timed ? now() : 0;
    var result = {
        title: article ? String(article.title) : null,
        contentLength: article && typeof article.content === "string" ? article.content.length : -1,
        textLength: article && typeof article.textContent === "string" ? article.textContent.length : -1
    };
    result.checksum = result.contentLength + ":" + result.textLength;
    if (timed) result.ms = { total: t1 - t0 };
    return result;
}
