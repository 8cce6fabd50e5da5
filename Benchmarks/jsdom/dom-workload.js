// dom-workload.js — the DOM-heavy benchmark workload, shared verbatim by both sides:
//   * jsdom: Benchmarks/jsdom/workload.js evaluates this file inside each JSDOM window;
//   * actionjs: the Swift benchmark evaluates this file in the page's JavaScriptCore context
//     and calls `workload(document)` (or `workload(document, now)` to get phase timings).
// Plain ES2020 script (no modules, no Node or Swift APIs). It defines one global function.
//
// workload(document[, now]) -> {
//   nodes, nodeTypeSum,          TreeWalker(document, NodeFilter.SHOW_ALL) over the whole
//                                document, the root included (Document counts as 1 node, type 9)
//   textLength,                  document.body.textContent.length
//   selectors: [10 counts],      querySelectorAll(s).length for WORKLOAD_SELECTORS, in order
//   selectorTotal,               their sum
//   outerHTMLLength,             document.body.cloneNode(true).outerHTML.length
//   checksum,                    FNV-1a (32-bit, 8 hex digits) of the fields above, as text
//   ms: {walk, text, select, clone, serialize, total}   only when `now` (a function returning
//                                milliseconds, e.g. performance.now) is given
// }
// The result is a property-list-compatible dictionary (numbers, strings, an array).
// The workload only reads the document: running it again on the same document gives the
// same checksum.

var WORKLOAD_SELECTORS = [
    "a[href]",
    "p",
    "div > p",
    "img",
    "h1, h2, h3",
    ".content",
    "[id]",
    "li a",
    "meta[property^=\"og:\"]",
    "table td"
];

function workloadChecksum(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return ("00000000" + hash.toString(16)).slice(-8);
}

function workload(document, now) {
    var timed = typeof now === "function";
    var t0 = timed ? now() : 0;

    // 1. Walk every node.
    var walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    var nodes = 0;
    var nodeTypeSum = 0;
    var node = walker.currentNode;
    while (node) {
        nodes++;
        nodeTypeSum += node.nodeType;
        node = walker.nextNode();
    }
    var t1 = timed ? now() : 0;

    // 2. The body's text.
    var body = document.body;
    var textLength = body ? body.textContent.length : 0;
    var t2 = timed ? now() : 0;

    // 3. Ten selectors.
    var selectors = [];
    var selectorTotal = 0;
    for (var i = 0; i < WORKLOAD_SELECTORS.length; i++) {
        var count = document.querySelectorAll(WORKLOAD_SELECTORS[i]).length;
        selectors.push(count);
        selectorTotal += count;
    }
    var t3 = timed ? now() : 0;

    // 4. Deep clone of the body.
    var clone = body ? body.cloneNode(true) : null;
    var t4 = timed ? now() : 0;

    // 5. Serialize the clone.
    var outerHTMLLength = clone ? clone.outerHTML.length : 0;
    var t5 = timed ? now() : 0;

    var result = {
        nodes: nodes,
        nodeTypeSum: nodeTypeSum,
        textLength: textLength,
        selectors: selectors,
        selectorTotal: selectorTotal,
        outerHTMLLength: outerHTMLLength,
        checksum: workloadChecksum([nodes, nodeTypeSum, textLength, selectors.join(","), outerHTMLLength].join("|"))
    };
    if (timed) {
        result.ms = {
            walk: t1 - t0,
            text: t2 - t1,
            select: t3 - t2,
            clone: t4 - t3,
            serialize: t5 - t4,
            total: t5 - t0
        };
    }
    return result;
}
