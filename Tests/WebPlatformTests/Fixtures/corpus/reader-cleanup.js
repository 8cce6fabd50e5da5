// reader-cleanup.js — "Clean up page" / reader-style action that rewrites the page in finalize().
//
// Exercises: run() measures the page (querySelectorAll counts for clutter selectors,
// candidate content root by paragraph count using closest()), then finalize(argument)
// mutates it: removes <script>/<style>/<link rel=stylesheet>/nav/aside/iframes/ads by a
// selector list from the argument (Element.remove(), removeChild), unwraps <font>/<center>
// and empty <span> wrappers (insertBefore each child, then remove), strips inline
// style/onclick attributes (removeAttribute), replaces a header with innerHTML,
// sets element.style properties (maxWidth, margin, fontSize, lineHeight, fontFamily,
// backgroundColor, color, setProperty with priority), classList.add/remove/toggle/contains,
// document.title assignment, document.head.appendChild(<style>) with textContent CSS,
// insertAdjacentHTML, and scrollTo. Results are counts only.
//
// @finalize-argument: {"mode": "reader", "fontSize": 19, "theme": "sepia", "removeSelectors": ["script", "style", "link[rel=stylesheet]", "nav", "aside", "iframe", "noscript", "[class*=advert]", "[id^=ad-]", ".ad", ".ads", ".social", ".share", ".comments", "footer"], "unwrapTags": ["font", "center"], "maxWidth": "38em"}

var ExtensionPreprocessingJS = {
    clutter: ["script", "style", "link[rel=stylesheet]", "nav", "aside", "iframe", "noscript",
        "[class*=advert]", "[id^=ad-]", ".ad", ".ads", ".social", ".share", ".comments", "footer"],

    run: function (args) {
        var counts = {};
        var totalClutter = 0;
        for (var i = 0; i < this.clutter.length; i++) {
            var n = 0;
            try {
                n = document.querySelectorAll(this.clutter[i]).length;
            } catch (e) {
                n = -1; // selector not supported
            }
            counts[this.clutter[i]] = n;
            if (n > 0) { totalClutter += n; }
        }
        var root = this.contentRoot();
        args.completionFunction({
            url: location.href,
            title: document.title || "",
            clutter: counts,
            clutterTotal: totalClutter,
            contentRoot: root ? this.describe(root) : "",
            paragraphs: document.getElementsByTagName("p").length
        });
    },

    describe: function (el) {
        var s = el.localName;
        if (el.id) { s += "#" + el.id; }
        if (el.classList && el.classList.length) { s += "." + Array.prototype.slice.call(el.classList, 0, 3).join("."); }
        return s;
    },

    // The element that holds the most direct <p> children wins; prefer <article>.
    contentRoot: function () {
        var article = document.querySelector("article");
        if (article && article.querySelectorAll("p").length >= 3) { return article; }
        var scores = new Map();
        var paragraphs = document.querySelectorAll("p");
        var best = null;
        var bestScore = 0;
        for (var i = 0; i < paragraphs.length && i < 2000; i++) {
            var parent = paragraphs[i].parentElement;
            if (!parent) { continue; }
            var container = parent.closest("div, section, article, main, td") || parent;
            var score = (scores.get(container) || 0) + 1 + Math.min((paragraphs[i].textContent || "").length / 100, 3);
            scores.set(container, score);
            if (score > bestScore) { bestScore = score; best = container; }
        }
        return best || document.body;
    },

    finalize: function (arg) {
        arg = arg || {};
        if (arg.mode !== "reader" || !document.body) { return; }

        var selectors = Array.isArray(arg.removeSelectors) ? arg.removeSelectors : this.clutter;
        var root = this.contentRoot();
        var removed = 0;
        for (var i = 0; i < selectors.length; i++) {
            var nodes;
            try {
                nodes = document.querySelectorAll(selectors[i]);
            } catch (e) {
                console.warn("reader: bad selector " + selectors[i]);
                continue;
            }
            for (var j = 0; j < nodes.length; j++) {
                var el = nodes[j];
                // Never remove the content itself or anything that contains it.
                if (root && (el === root || el.contains(root))) { continue; }
                if (el.parentNode) {
                    if (j % 2) { el.remove(); } else { el.parentNode.removeChild(el); }
                    removed++;
                }
            }
        }

        var unwrapTags = Array.isArray(arg.unwrapTags) ? arg.unwrapTags : ["font", "center"];
        var unwrapped = 0;
        var wrappers = document.body.querySelectorAll(unwrapTags.concat(["span:not([class]):not([id])"]).join(","));
        for (var k = wrappers.length - 1; k >= 0; k--) {
            var w = wrappers[k];
            var parent = w.parentNode;
            if (!parent) { continue; }
            while (w.firstChild) {
                parent.insertBefore(w.firstChild, w);
            }
            parent.removeChild(w);
            unwrapped++;
        }

        var styled = document.body.querySelectorAll("[style], [onclick], [bgcolor]");
        for (var m = 0; m < styled.length; m++) {
            styled[m].removeAttribute("style");
            styled[m].removeAttribute("onclick");
            styled[m].removeAttribute("bgcolor");
        }

        var themes = {
            sepia: { bg: "#f4ecd8", fg: "#5b4636" },
            dark: { bg: "#1e1e1e", fg: "#e0e0e0" },
            light: { bg: "#ffffff", fg: "#222222" }
        };
        var theme = themes[arg.theme] || themes.light;
        var body = document.body;
        body.style.backgroundColor = theme.bg;
        body.style.color = theme.fg;
        body.style.setProperty("font-family", "Georgia, 'Times New Roman', serif", "important");
        body.style.fontSize = (Number(arg.fontSize) || 18) + "px";
        body.style.lineHeight = "1.6";

        if (root && root !== body) {
            root.style.maxWidth = arg.maxWidth || "38em";
            root.style.margin = "0 auto";
            root.style.padding = "1em";
            root.classList.add("actionjs-reader-content");
        }
        body.classList.add("actionjs-reader");
        body.classList.remove("no-js");
        body.classList.toggle("actionjs-theme-" + (arg.theme || "light"), true);

        var headerHTML = "<header class=\"actionjs-reader-header\"><h1></h1><p class=\"meta\"><a></a></p></header>";
        var holder = document.createElement("div");
        holder.innerHTML = headerHTML;
        var header = holder.firstChild;
        header.querySelector("h1").textContent = document.title || "Untitled";
        var link = header.querySelector("a");
        link.href = location.href;
        link.textContent = location.hostname || location.href;
        if (root && root !== body && root.parentNode) {
            root.parentNode.insertBefore(header, root);
        } else {
            body.insertBefore(header, body.firstChild);
        }

        var style = document.createElement("style");
        style.textContent = ".actionjs-reader img{max-width:100%;height:auto}.actionjs-reader-header h1{font-size:1.6em}";
        (document.head || document.documentElement).appendChild(style);

        body.insertAdjacentHTML("beforeend",
            "<p class=\"actionjs-reader-footer\">Cleaned: " + removed + " removed, " + unwrapped + " unwrapped</p>");

        if (!body.classList.contains("actionjs-reader")) {
            console.error("reader: class was not applied");
        }
        document.title = "Reader: " + (document.title || "");
        if (typeof window.scrollTo === "function") {
            try { window.scrollTo(0, 0); } catch (e) { /* not important */ }
        }
        console.log("reader: removed " + removed + ", unwrapped " + unwrapped + ", restyled " + styled.length);
    }
};
