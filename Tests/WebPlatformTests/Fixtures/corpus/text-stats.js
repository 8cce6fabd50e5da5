// text-stats.js — "Reading time" / word-count action.
//
// Exercises: document.body.innerText (layout-aware text) compared with textContent,
// word counting with a Unicode-aware regular expression (\p{L} with the u flag) plus CJK
// characters counted one by one, sentence and paragraph counts, reading time at 230 wpm,
// window.getComputedStyle(el).display / visibility checks to skip hidden paragraphs,
// el.hidden, offsetParent, getBoundingClientRect() (width/height/top), getClientRects(),
// window.innerWidth / innerHeight / devicePixelRatio / scrollY, document.documentElement
// .scrollHeight, Intl.NumberFormat, toFixed, Math functions, heading outline (h1–h6
// via querySelectorAll, tagName, textContent), the longest paragraph, and an
// Array.prototype.reduce pass. Results are numbers, strings and an outline array.
// finalize() sets a data attribute on <html> (dataset) with the reading time.
//
// @finalize-argument: {"markRead": true}

var TextStats = function () {};

TextStats.prototype = {
    WORDS_PER_MINUTE: 230,

    run: function (args) {
        var body = document.body;
        if (!body) {
            args.completionFunction({ error: "no body", words: 0 });
            return;
        }
        var inner = body.innerText || "";
        var content = body.textContent || "";
        var words = this.countWords(inner);
        var cjk = (inner.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g) || []).length;
        var sentences = (inner.match(/[^.!?\u3002\uff01\uff1f]+[.!?\u3002\uff01\uff1f]+/g) || []).length;
        var minutes = (words + cjk / 2) / this.WORDS_PER_MINUTE;

        var paragraphs = document.querySelectorAll("p");
        var visible = 0, hidden = 0, longest = "", measured = 0;
        var limit = Math.min(paragraphs.length, 400);
        for (var i = 0; i < limit; i++) {
            var p = paragraphs[i];
            if (this.isVisible(p)) {
                visible++;
                var text = (p.innerText || p.textContent || "").trim();
                if (text.length > longest.length) { longest = text; }
            } else {
                hidden++;
            }
            var rect = p.getBoundingClientRect();
            if (rect && rect.width >= 0 && rect.height >= 0) { measured++; }
        }

        var outline = [];
        var headings = document.querySelectorAll("h1, h2, h3, h4, h5, h6");
        for (var h = 0; h < headings.length && outline.length < 60; h++) {
            var label = (headings[h].textContent || "").replace(/\s+/g, " ").trim();
            if (label) {
                outline.push({ level: Number(headings[h].tagName.charAt(1)), text: label.slice(0, 140) });
            }
        }

        var first = document.querySelector("h1") || headings[0];
        var firstRect = first ? first.getBoundingClientRect() : null;
        var lengths = Array.prototype.map.call(paragraphs, function (p) { return (p.textContent || "").length; });
        var totalParagraphChars = lengths.reduce(function (sum, n) { return sum + n; }, 0);
        var formatter = (typeof Intl !== "undefined" && Intl.NumberFormat) ? new Intl.NumberFormat("en-US") : null;

        args.completionFunction({
            url: location.href,
            title: document.title || "",
            words: words,
            cjkCharacters: cjk,
            sentences: sentences,
            characters: inner.length,
            textContentCharacters: content.length,
            wordsFormatted: formatter ? formatter.format(words) : String(words),
            readingMinutes: Math.max(1, Math.round(minutes)),
            readingMinutesExact: Number(minutes.toFixed(2)),
            paragraphs: paragraphs.length,
            visibleParagraphs: visible,
            hiddenParagraphs: hidden,
            measuredParagraphs: measured,
            averageParagraphChars: paragraphs.length ? Math.round(totalParagraphChars / paragraphs.length) : 0,
            longestParagraph: longest.slice(0, 300),
            outline: outline,
            firstHeadingTop: firstRect ? Math.round(firstRect.top) : -1,
            viewport: {
                width: window.innerWidth || 0,
                height: window.innerHeight || 0,
                pixelRatio: window.devicePixelRatio || 1,
                scrollY: window.scrollY || window.pageYOffset || 0,
                documentHeight: document.documentElement ? document.documentElement.scrollHeight || 0 : 0
            }
        });
    },

    countWords: function (text) {
        var matches;
        try {
            matches = text.match(new RegExp("[\\p{L}\\p{N}][\\p{L}\\p{N}'\u2019-]*", "gu"));
        } catch (e) {
            matches = text.match(/[A-Za-z0-9\u00C0-\u024F]+/g);
        }
        return matches ? matches.length : 0;
    },

    isVisible: function (el) {
        if (el.hidden) { return false; }
        if (!this.cache) { this.cache = new Map(); }
        var node = el;
        var chain = [];
        var result = true;
        // Walk up: a hidden ancestor hides the paragraph too (memoised per element).
        for (var depth = 0; node && node.nodeType === 1 && depth < 40; depth++) {
            if (this.cache.has(node)) { result = this.cache.get(node); break; }
            chain.push(node);
            var style = window.getComputedStyle(node);
            if (style.display === "none" || style.visibility === "hidden" ||
                node.getAttribute("aria-hidden") === "true") {
                result = false;
                break;
            }
            node = node.parentElement;
        }
        for (var i = 0; i < chain.length; i++) { this.cache.set(chain[i], result); }
        if (!result) { return false; }
        var rects = el.getClientRects ? el.getClientRects() : [];
        return rects.length >= 0;
    },

    finalize: function (arg) {
        if (!arg || !arg.markRead || !document.documentElement) { return; }
        var words = this.countWords(document.body ? document.body.innerText || "" : "");
        document.documentElement.dataset.readingMinutes = String(Math.max(1, Math.round(words / this.WORDS_PER_MINUTE)));
        document.documentElement.setAttribute("data-read-at", new Date().toISOString());
    }
};

var ExtensionPreprocessingJS = new TextStats();
