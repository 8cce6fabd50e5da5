// selection-markdown.js — "Copy as Markdown" / "Clip to notes" action.
//
// Exercises: window.getSelection(), selection.rangeCount / isCollapsed / toString(),
// getRangeAt(0), range.cloneContents() (a DocumentFragment), range.commonAncestorContainer,
// falling back to <article>/<main>/document.body when nothing is selected,
// document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter)
// with an acceptNode filter object returning FILTER_REJECT / FILTER_ACCEPT, and walker
// navigation (firstChild / nextSibling / parentNode / currentNode) to convert headings,
// paragraphs, links (reflected a.href, resolved against the base URL), images, ordered /
// unordered / nested lists, emphasis, strong, inline code, <pre> blocks, blockquotes, <br>,
// <hr> and tables into Markdown. Node.nodeType constants (Node.TEXT_NODE, ...),
// tagName / localName, getAttribute, nodeValue. Output capped at 64 KiB as real clippers do.
// Object-literal style (`var ExtensionPreprocessingJS = { run, finalize }`).
//
// @finalize-argument: {"copied": true}

var ExtensionPreprocessingJS = {
    MAX_CHARS: 65536,

    run: function (args) {
        var selection = window.getSelection ? window.getSelection() : null;
        var source = "document";
        var root = null;
        var selectedText = "";

        if (selection && selection.rangeCount > 0 && !selection.isCollapsed) {
            selectedText = selection.toString();
            var range = selection.getRangeAt(0);
            root = range.cloneContents();
            source = "selection";
        }
        if (!root || !root.firstChild) {
            root = document.querySelector("article, main, [role=main]") || document.body;
            source = root === document.body ? "body" : "article";
        }

        var markdown = "";
        var stats = { headings: 0, links: 0, images: 0, listItems: 0, codeBlocks: 0 };
        if (root) {
            markdown = this.convert(root, stats);
        }
        markdown = markdown.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
        var truncated = markdown.length >= this.MAX_CHARS;

        args.completionFunction({
            title: document.title || "",
            url: location.href,
            source: source,
            selectedText: selectedText.slice(0, 2000),
            markdown: "# " + (document.title || "Untitled").trim() + "\n\n" + markdown.slice(0, this.MAX_CHARS),
            truncated: truncated,
            stats: stats
        });
    },

    finalize: function (args) {
        if (args && args.copied) {
            console.log("Markdown copied for " + location.href);
        }
    },

    convert: function (root, stats) {
        var skip = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEMPLATE: 1, IFRAME: 1, SVG: 1, svg: 1, BUTTON: 1, FORM: 1 };
        var filter = {
            acceptNode: function (node) {
                if (node.nodeType === Node.ELEMENT_NODE) {
                    if (skip[node.tagName]) { return NodeFilter.FILTER_REJECT; }
                    if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) {
                        return NodeFilter.FILTER_REJECT;
                    }
                }
                return NodeFilter.FILTER_ACCEPT;
            }
        };
        var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter);
        var state = { out: [], length: 0, max: this.MAX_CHARS, stats: stats, listStack: [] };
        return this.children(walker, state);
    },

    emit: function (state, text) {
        if (state.length >= state.max) { return; }
        state.out.push(text);
        state.length += text.length;
    },

    // Converts the children of walker.currentNode and leaves the walker where it started.
    children: function (walker, state) {
        var parts = [];
        var saved = state.out;
        var savedLength = state.length;
        state.out = parts;
        if (walker.firstChild()) {
            do {
                if (state.length >= state.max) { break; }
                this.node(walker, state);
            } while (walker.nextSibling());
            walker.parentNode();
        }
        state.out = saved;
        state.length = savedLength;
        var text = parts.join("");
        return text;
    },

    inline: function (walker, state) {
        return this.children(walker, state).replace(/\s+/g, " ").trim();
    },

    node: function (walker, state) {
        var node = walker.currentNode;
        if (node.nodeType === Node.TEXT_NODE) {
            var value = node.nodeValue || "";
            if (node.parentNode && node.parentNode.closest && node.parentNode.closest("pre")) {
                this.emit(state, value);
            } else {
                this.emit(state, value.replace(/\s+/g, " ").replace(/([*_`\[\]])/g, "\\$1"));
            }
            return;
        }
        var tag = (node.localName || "").toLowerCase();
        var stats = state.stats;
        var inner;
        switch (tag) {
            case "h1": case "h2": case "h3": case "h4": case "h5": case "h6":
                inner = this.inline(walker, state);
                if (inner) {
                    stats.headings++;
                    this.emit(state, "\n\n" + "######".slice(0, Number(tag.charAt(1))) + " " + inner + "\n\n");
                }
                return;
            case "p": case "div": case "section": case "article": case "header": case "footer":
            case "figure": case "figcaption": case "main": case "aside": case "nav": case "dl": case "dd": case "dt":
                inner = this.children(walker, state);
                if (inner.trim()) { this.emit(state, "\n\n" + inner.trim() + "\n\n"); }
                return;
            case "br":
                this.emit(state, "  \n");
                return;
            case "hr":
                this.emit(state, "\n\n---\n\n");
                return;
            case "strong": case "b":
                inner = this.inline(walker, state);
                if (inner) { this.emit(state, "**" + inner + "** "); }
                return;
            case "em": case "i": case "cite":
                inner = this.inline(walker, state);
                if (inner) { this.emit(state, "_" + inner + "_ "); }
                return;
            case "code": case "kbd": case "samp":
                if (node.parentNode && node.parentNode.localName === "pre") {
                    this.emit(state, this.children(walker, state));
                } else {
                    this.emit(state, "`" + (node.textContent || "").replace(/`/g, "'") + "`");
                }
                return;
            case "pre":
                stats.codeBlocks++;
                this.emit(state, "\n\n```\n" + (node.textContent || "").replace(/\n+$/, "") + "\n```\n\n");
                return;
            case "blockquote":
                inner = this.children(walker, state).trim();
                if (inner) { this.emit(state, "\n\n> " + inner.replace(/\n/g, "\n> ") + "\n\n"); }
                return;
            case "a":
                inner = this.inline(walker, state);
                var href = node.getAttribute("href") || "";
                if (href && !/^(javascript|mailto):/i.test(href) && href.charAt(0) !== "#") {
                    var absolute = node.href || href;
                    try { absolute = new URL(href, document.baseURI).href; } catch (e) { /* keep node.href */ }
                    stats.links++;
                    this.emit(state, "[" + (inner || absolute) + "](" + absolute + ")");
                } else {
                    this.emit(state, inner);
                }
                return;
            case "img":
                var src = node.getAttribute("src") || node.getAttribute("data-src") || "";
                if (src && src.indexOf("data:") !== 0) {
                    stats.images++;
                    try { src = new URL(src, document.baseURI).href; } catch (e) { /* keep raw */ }
                    this.emit(state, "![" + (node.getAttribute("alt") || "").replace(/[\[\]]/g, "") + "](" + src + ")");
                }
                return;
            case "ul": case "ol":
                state.listStack.push({ ordered: tag === "ol", index: Number(node.getAttribute("start")) || 1 });
                inner = this.children(walker, state);
                state.listStack.pop();
                this.emit(state, (state.listStack.length ? "\n" : "\n\n") + inner.replace(/\n+$/, "") + "\n");
                return;
            case "li":
                var list = state.listStack[state.listStack.length - 1] || { ordered: false, index: 1 };
                var indent = new Array(Math.max(state.listStack.length, 1)).join("    ");
                var marker = list.ordered ? (list.index++) + ". " : "- ";
                stats.listItems++;
                inner = this.children(walker, state).replace(/^\s+/, "").replace(/\s+$/, "");
                this.emit(state, indent + marker + inner.replace(/\n\n+/g, "\n") + "\n");
                return;
            case "tr":
                var cells = [];
                var cell = node.firstElementChild;
                while (cell) {
                    cells.push((cell.textContent || "").replace(/\s+/g, " ").trim().replace(/\|/g, "\\|"));
                    cell = cell.nextElementSibling;
                }
                if (cells.length) { this.emit(state, "| " + cells.join(" | ") + " |\n"); }
                return;
            case "table":
                inner = this.children(walker, state);
                this.emit(state, "\n\n" + inner + "\n");
                return;
            default:
                this.emit(state, this.children(walker, state));
        }
    }
};
