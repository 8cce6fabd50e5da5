// share-snippet.js — Share-extension style "quote this" action: returns the selection (or the
// lead paragraph) as sanitized HTML plus plain text, and a share URL.
//
// Exercises: getSelection() + getRangeAt(0).cloneContents(), a fallback lead paragraph found
// with document.evaluate (XPath, in try/catch) or querySelectorAll + Array.prototype.find,
// document.implementation.createHTMLDocument("") as a sanitizing sandbox, importNode(fragment,
// true), adoptNode, DOMParser.parseFromString(html, "text/html"), XMLSerializer
// .serializeToString, <template>.content, range.createContextualFragment, element.attributes
// iteration (name/value) with removeAttribute of on* handlers and javascript: URLs,
// querySelectorAll("*"), Node.ELEMENT_NODE, insertAdjacentElement, encodeURIComponent,
// btoa/unescape for a base64 of UTF-8, JSON.stringify, String.prototype.normalize("NFC"),
// new Date().toISOString(), and in finalize() a confirm() and a prompt() whose answers
// are logged.
//
// @finalize-argument: {"shared": true, "service": "Mastodon", "askForNote": true}

var SnippetAction = function () {};

SnippetAction.prototype = {
    MAX_HTML: 8000,

    leadParagraph: function () {
        var found = null;
        try {
            var result = document.evaluate("//article//p[string-length(normalize-space(.)) > 80] | //main//p[string-length(normalize-space(.)) > 80]",
                document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null);
            found = result.singleNodeValue;
        } catch (e) {
            found = null; // XPath is optional for this script
        }
        if (!found) {
            found = Array.prototype.find.call(document.querySelectorAll("p"), function (p) {
                return (p.textContent || "").trim().length > 80;
            }) || document.querySelector("p");
        }
        return found;
    },

    sanitize: function (fragmentOrNode) {
        var sandbox = document.implementation.createHTMLDocument("");
        var container = sandbox.createElement("div");
        container.appendChild(sandbox.importNode(fragmentOrNode, true));
        var bad = container.querySelectorAll("script, style, iframe, object, embed, form, input, button, link, meta");
        for (var i = 0; i < bad.length; i++) {
            if (bad[i].parentNode) { bad[i].parentNode.removeChild(bad[i]); }
        }
        var all = container.querySelectorAll("*");
        for (var j = 0; j < all.length; j++) {
            var el = all[j];
            var names = [];
            for (var k = 0; k < el.attributes.length; k++) { names.push(el.attributes[k].name); }
            for (var n = 0; n < names.length; n++) {
                var name = names[n].toLowerCase();
                var value = el.getAttribute(names[n]) || "";
                if (name.indexOf("on") === 0 || name === "style" || name === "class" ||
                    ((name === "href" || name === "src") && /^\s*javascript:/i.test(value))) {
                    el.removeAttribute(names[n]);
                }
            }
            if (el.localName === "a" && el.getAttribute("href")) {
                try { el.setAttribute("href", new URL(el.getAttribute("href"), document.baseURI).href); } catch (e) { el.removeAttribute("href"); }
            }
        }
        return container;
    },

    base64: function (text) {
        try {
            return btoa(unescape(encodeURIComponent(text)));
        } catch (e) {
            return "";
        }
    },

    run: function (args) {
        var selection = window.getSelection();
        var origin = "selection";
        var node = null;
        if (selection && selection.rangeCount && !selection.isCollapsed) {
            node = selection.getRangeAt(0).cloneContents();
        }
        if (!node || !(node.textContent || "").trim()) {
            var lead = this.leadParagraph();
            node = lead ? lead.cloneNode(true) : document.createTextNode(document.title || "");
            origin = lead ? "lead-paragraph" : "title";
        }
        var container = this.sanitize(node);
        var html = container.innerHTML.slice(0, this.MAX_HTML);
        var text = (container.textContent || "").replace(/\s+/g, " ").trim().normalize("NFC");

        // Round-trip through DOMParser and XMLSerializer the way some clients normalise markup.
        var xhtml = "";
        var reparsedLength = 0;
        try {
            var parsed = new DOMParser().parseFromString("<!doctype html><body>" + html, "text/html");
            reparsedLength = parsed.body ? parsed.body.innerHTML.length : 0;
            xhtml = new XMLSerializer().serializeToString(parsed.body || parsed.documentElement).slice(0, this.MAX_HTML);
        } catch (e) {
            console.warn("share-snippet: reparse failed", String(e));
        }

        var template = document.createElement("template");
        template.innerHTML = "<blockquote cite=\"\"></blockquote><p class=\"source\"></p>";
        var quote = template.content.firstElementChild;
        quote.setAttribute("cite", location.href);
        quote.textContent = text.slice(0, 500);
        var source = template.content.querySelector(".source");
        source.textContent = "— " + (document.title || location.hostname);

        var range = document.createRange();
        range.selectNodeContents(document.body || document.documentElement);
        var contextual = range.createContextualFragment("<cite>" + (document.title || "").replace(/[<&]/g, "") + "</cite>");
        quote.insertAdjacentElement("beforeend", document.adoptNode(contextual.firstChild || document.createElement("cite")));

        var shareText = "\u201c" + text.slice(0, 240) + "\u201d " + location.href;
        args.completionFunction({
            origin: origin,
            url: location.href,
            title: document.title || "",
            text: text.slice(0, 4000),
            html: html,
            xhtml: xhtml,
            reparsedLength: reparsedLength,
            quoteHTML: quote.outerHTML.slice(0, this.MAX_HTML),
            templateChildren: template.content.childNodes.length,
            shareURL: "https://share.example/intent?text=" + encodeURIComponent(shareText),
            base64: this.base64(text.slice(0, 300)),
            json: JSON.stringify({ t: document.title || "", u: location.href }),
            createdAt: new Date().toISOString()
        });
    },

    finalize: function (arg) {
        if (!arg || !arg.shared) { return; }
        var again = confirm("Shared to " + (arg.service || "service") + ". Share another quote?");
        var note = arg.askForNote ? prompt("Add a note for your records", "") : null;
        console.log("share-snippet: again=" + again + " note=" + (note === null ? "(none)" : JSON.stringify(note)));
    }
};

var ExtensionPreprocessingJS = new SnippetAction();
