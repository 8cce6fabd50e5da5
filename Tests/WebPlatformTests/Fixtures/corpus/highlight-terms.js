// highlight-terms.js — "Highlight keywords" action: run() finds the page's frequent terms,
// finalize() highlights the terms the user picked in the extension's UI.
//
// Exercises: document.createTreeWalker(body, NodeFilter.SHOW_TEXT, function filter) with a
// plain function as the filter, walker.nextNode(), Text.splitText(), Text.data / length,
// document.createRange() + setStart/setEnd + surroundContents(<mark>), range.toString(),
// selectNodeContents, parentNode.replaceChild, Node.normalize() (clearing earlier highlights),
// window.getSelection().removeAllRanges() / addRange() / toString() to select the first
// highlight, scrollIntoView (guarded), Map-based frequency counts, String.prototype
// .toLowerCase / localeCompare, RegExp built from user input with escaping, and
// element.closest to skip <script>/<style>/<textarea>/contenteditable ancestors.
//
// @finalize-argument: {"terms": ["the", "data", "web"], "color": "#ffe066", "maxHighlights": 200}

var ExtensionPreprocessingJS = {
    stopWords: ("a an and are as at be but by for from has have he her his i in is it its of on or " +
        "that the their they this to was were will with you your we our not no").split(" "),

    textWalker: function (root) {
        var skip = /^(SCRIPT|STYLE|NOSCRIPT|TEXTAREA|TEMPLATE|MARK)$/;
        return document.createTreeWalker(root, NodeFilter.SHOW_TEXT, function (node) {
            var parent = node.parentElement;
            if (!parent) { return NodeFilter.FILTER_REJECT; }
            if (skip.test(parent.tagName) || parent.closest("script, style, noscript, textarea, [contenteditable]")) {
                return NodeFilter.FILTER_REJECT;
            }
            return /\S/.test(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
        });
    },

    run: function (args) {
        var root = document.body;
        var freq = new Map();
        var textNodes = 0;
        var characters = 0;
        if (root) {
            var walker = this.textWalker(root);
            var stop = new Set(this.stopWords);
            var node;
            while ((node = walker.nextNode()) && textNodes < 50000) {
                textNodes++;
                characters += node.length;
                var words = node.data.toLowerCase().match(/[a-z\u00c0-\u024f]{3,}/g) || [];
                for (var i = 0; i < words.length; i++) {
                    if (!stop.has(words[i])) { freq.set(words[i], (freq.get(words[i]) || 0) + 1); }
                }
            }
        }
        var top = Array.from(freq.entries())
            .sort(function (a, b) { return b[1] - a[1] || a[0].localeCompare(b[0]); })
            .slice(0, 25)
            .map(function (e) { return { term: e[0], count: e[1] }; });

        var probe = document.createRange();
        var h1 = document.querySelector("h1");
        var headingText = "";
        if (h1) {
            probe.selectNodeContents(h1);
            headingText = probe.toString().replace(/\s+/g, " ").trim();
        }
        probe.detach && probe.detach();

        args.completionFunction({
            url: location.href,
            textNodes: textNodes,
            characters: characters,
            distinctTerms: freq.size,
            topTerms: top,
            heading: headingText.slice(0, 200)
        });
    },

    escape: function (s) {
        return String(s).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    },

    finalize: function (arg) {
        if (!arg || !Array.isArray(arg.terms) || !arg.terms.length || !document.body) { return; }
        this.clear(); // running the action twice must not nest <mark>s
        var terms = arg.terms.filter(function (t) { return typeof t === "string" && t.length > 1; });
        if (!terms.length) { return; }
        var pattern = new RegExp("\\b(" + terms.map(this.escape).join("|") + ")\\b", "i");
        var max = Number(arg.maxHighlights) || 100;
        var color = typeof arg.color === "string" ? arg.color : "yellow";

        // Collect first: mutating while walking would confuse the walker.
        var targets = [];
        var walker = this.textWalker(document.body);
        var node;
        while ((node = walker.nextNode()) && targets.length < max) {
            if (pattern.test(node.data)) { targets.push(node); }
        }

        var marks = [];
        for (var i = 0; i < targets.length; i++) {
            var text = targets[i];
            var match = pattern.exec(text.data);
            if (!match || !text.parentNode) { continue; }
            var word = text.splitText(match.index);
            word.splitText(match[0].length);
            var mark = document.createElement("mark");
            mark.className = "actionjs-highlight";
            mark.style.backgroundColor = color;
            if (i % 2 === 0) {
                var range = document.createRange();
                range.setStart(word, 0);
                range.setEnd(word, word.length);
                range.surroundContents(mark);
            } else {
                word.parentNode.replaceChild(mark, word);
                mark.appendChild(word);
            }
            marks.push(mark);
        }

        if (marks.length) {
            var selection = window.getSelection();
            if (selection) {
                var r = document.createRange();
                r.selectNodeContents(marks[0]);
                selection.removeAllRanges();
                selection.addRange(r);
                console.log("highlight-terms: selected \"" + selection.toString() + "\"");
            }
            if (typeof marks[0].scrollIntoView === "function") {
                try { marks[0].scrollIntoView({ block: "center" }); } catch (e) { /* layout-less */ }
            }
        }
        console.log("highlight-terms: " + marks.length + " highlights for " + terms.join(", "));
    },

    // Removes the highlights of an earlier run (also used by the extension's "clear" command).
    clear: function () {
        var marks = document.querySelectorAll("mark.actionjs-highlight");
        for (var i = 0; i < marks.length; i++) {
            var parent = marks[i].parentNode;
            while (marks[i].firstChild) { parent.insertBefore(marks[i].firstChild, marks[i]); }
            parent.removeChild(marks[i]);
            parent.normalize();
        }
    }
};
