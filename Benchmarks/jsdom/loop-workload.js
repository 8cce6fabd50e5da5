// loop-workload.js — per-element loops of the kind extension scripts run, the second DOM
// workload shared verbatim by both sides (Scripts/bench-dom.sh --workload
// Benchmarks/jsdom/loop-workload.js). Each loop once cost a whole-document walk per element in
// actionjs (issue 8 notes): the base URL lookup, live collections recomputed after any
// change, the index counted on every removal, and getElementById.
// Plain ES2020 script; defines one global function.
//
// workload(document[, now]) -> {
//   links,          document.links.length before the loops
//   hrefLength,     sum of the href lengths of every link (each resolved against the base URL)
//   rewritten,      links whose href was rewritten through the live collection (read, then
//                   write: "http:" → "https:" and a "#seen" fragment), at most 5,000
//   tagged,         elements of getElementsByTagName("*") given a data-seen attribute through
//                   the live collection, at most 5,000
//   emptied,        items of a 5,000-item list appended to body, then removed from its end
//   found,          elements found again by getElementById after up to 5,000 elements of
//                   getElementsByTagName("*") were given an ID ("seen-" + index)
//   checksum,       the fields above joined by commas (what compare.js compares)
//   ms: {read, rewrite, tag, empty, lookup, total}   only when `now` is given
// }
// The workload changes the document: run it once per fresh document.

function workload(document, now) {
    var timed = typeof now === "function";
    var t0 = timed ? now() : 0;
    var limit = 5000;

    // 1. Read every link's href.
    var links = document.links;
    var count = links.length;
    var hrefLength = 0;
    for (var i = 0; i < links.length; i++) hrefLength += links[i].href.length;
    var t1 = timed ? now() : 0;

    // 2. Rewrite each link's href through the live collection.
    var rewritten = 0;
    for (var j = 0; j < links.length && j < limit; j++) {
        links[j].href = links[j].href.replace("http:", "https:") + "#seen";
        rewritten++;
    }
    var t2 = timed ? now() : 0;

    // 3. Mark elements through a live collection.
    var all = document.getElementsByTagName("*");
    var tagged = 0;
    for (var k = 0; k < all.length && k < limit; k++) {
        all[k].setAttribute("data-seen", String(k));
        tagged++;
    }
    var t3 = timed ? now() : 0;

    // 4. Build a list and empty it from its end.
    var list = document.createElement("ul");
    document.body.appendChild(list);
    for (var m = 0; m < limit; m++) list.appendChild(document.createElement("li"));
    var emptied = 0;
    while (list.lastChild) {
        list.removeChild(list.lastChild);
        emptied++;
    }
    var t4 = timed ? now() : 0;

    // 5. Give elements IDs, then look each up by ID (a table of contents, a link map).
    var named = Math.min(all.length, limit);
    for (var n = 0; n < named; n++) all[n].id = "seen-" + n;
    var found = 0;
    for (var q = 0; q < named; q++) {
        if (document.getElementById("seen-" + q) === all[q]) found++;
    }
    var t5 = timed ? now() : 0;

    var result = {
        links: count,
        hrefLength: hrefLength,
        rewritten: rewritten,
        tagged: tagged,
        emptied: emptied,
        found: found
    };
    result.checksum = [count, hrefLength, rewritten, tagged, emptied, found].join(",");
    if (timed) {
        result.ms = {
            read: t1 - t0, rewrite: t2 - t1, tag: t3 - t2, empty: t4 - t3, lookup: t5 - t4,
            total: t5 - t0
        };
    }
    return result;
}
