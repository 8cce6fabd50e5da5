// metadata-extract.js — "Save to reading list" style metadata extraction.
//
// Exercises: Apple's Action.js template shape (constructor + prototype, global instance),
// document.title, location.href, document.baseURI, document.URL, new URL(relative, base)
// resolution inside try/catch, link[rel=canonical], link rel~=icon (favicon, with /favicon.ico
// fallback), og:* / twitter:* / name=description / author / article:published_time meta tags
// (both `property` and `name` attributes), <time datetime>, JSON-LD
// <script type="application/ld+json"> parsed with JSON.parse in try/catch (arrays, @graph,
// nested author objects), document.documentElement.lang, document.characterSet,
// getAttribute vs reflected properties, Array.prototype.forEach over NodeList.
// Results: a nested dictionary of strings / numbers / arrays only (no null).
// finalize() is a no-op apart from a console message (the extension only reads).
//
// @finalize-argument: {"saved": true, "listName": "Reading List"}

var MetadataAction = function () {};

MetadataAction.prototype = {
    run: function (arguments) {
        var result = {};
        try {
            result = this.collect();
        } catch (e) {
            // Never leave Safari waiting: report what went wrong instead.
            result = { URL: String(document.URL || ""), error: String(e && e.message || e) };
        }
        arguments.completionFunction(result);
    },

    finalize: function (arguments) {
        if (arguments && arguments["saved"]) {
            console.log("Saved to " + (arguments["listName"] || "list") + ": " + document.title);
        }
    },

    // --- helpers -------------------------------------------------------------------------

    text: function (value) {
        if (value === null || value === undefined) { return ""; }
        return String(value).replace(/\s+/g, " ").trim();
    },

    absolute: function (href) {
        if (!href) { return ""; }
        try {
            return new URL(href, document.baseURI).href;
        } catch (e) {
            return "";
        }
    },

    meta: function (key) {
        // Sites disagree about property= vs name=, so accept both.
        var selector = 'meta[property="' + key + '"], meta[name="' + key + '"]';
        var el = document.querySelector(selector);
        return el ? this.text(el.getAttribute("content")) : "";
    },

    metaGroup: function (prefix) {
        var out = {};
        var self = this;
        var nodes = document.querySelectorAll('meta[property^="' + prefix + '"], meta[name^="' + prefix + '"]');
        Array.prototype.forEach.call(nodes, function (el) {
            var key = el.getAttribute("property") || "";
            if (key.indexOf(prefix) !== 0) { key = el.getAttribute("name") || ""; }
            // property="og:title og:description" is legal-ish; keep the first token.
            key = key.split(/\s+/)[0].substring(prefix.length);
            var content = self.text(el.getAttribute("content"));
            if (key && content && !Object.prototype.hasOwnProperty.call(out, key)) {
                out[key] = content;
            }
        });
        return out;
    },

    favicon: function () {
        var links = document.querySelectorAll("link[rel]");
        var best = "";
        var bestScore = -1;
        for (var i = 0; i < links.length; i++) {
            var rel = (links[i].getAttribute("rel") || "").toLowerCase().split(/\s+/);
            var score = -1;
            if (rel.indexOf("apple-touch-icon") >= 0) { score = 3; }
            else if (rel.indexOf("icon") >= 0) { score = 2; }
            else if (rel.indexOf("shortcut") >= 0) { score = 1; }
            if (score > bestScore && links[i].getAttribute("href")) {
                bestScore = score;
                best = this.absolute(links[i].getAttribute("href"));
            }
        }
        if (!best) {
            best = this.absolute("/favicon.ico");
        }
        return best;
    },

    jsonLD: function () {
        var items = [];
        var scripts = document.querySelectorAll('script[type="application/ld+json"]');
        var errors = 0;
        for (var i = 0; i < scripts.length; i++) {
            var raw = scripts[i].textContent || "";
            var data;
            try {
                data = JSON.parse(raw);
            } catch (e) {
                errors++;
                continue;
            }
            var queue = Array.isArray(data) ? data.slice() : [data];
            while (queue.length && items.length < 20) {
                var node = queue.shift();
                if (!node || typeof node !== "object") { continue; }
                if (Array.isArray(node["@graph"])) {
                    queue = queue.concat(node["@graph"]);
                    continue;
                }
                items.push(this.summarizeLD(node));
            }
        }
        return { items: items, parseErrors: errors, blocks: scripts.length };
    },

    summarizeLD: function (node) {
        var type = node["@type"];
        if (Array.isArray(type)) { type = type.join(","); }
        var author = node.author;
        var authorNames = [];
        var list = Array.isArray(author) ? author : (author ? [author] : []);
        for (var i = 0; i < list.length; i++) {
            if (typeof list[i] === "string") { authorNames.push(list[i]); }
            else if (list[i] && typeof list[i].name === "string") { authorNames.push(list[i].name); }
        }
        var image = node.image;
        if (image && typeof image === "object") {
            image = Array.isArray(image) ? image[0] : image.url;
            if (image && typeof image === "object") { image = image.url; }
        }
        return {
            type: this.text(type || "Thing"),
            headline: this.text(node.headline || node.name || ""),
            datePublished: this.text(node.datePublished || ""),
            authors: authorNames,
            image: typeof image === "string" ? this.absolute(image) : ""
        };
    },

    author: function (ld) {
        var candidates = [
            this.meta("author"),
            this.meta("article:author"),
            this.meta("twitter:creator"),
            (function () {
                var el = document.querySelector('[rel="author"], [itemprop="author"], .byline, .author');
                return el ? el.textContent : "";
            })()
        ];
        for (var i = 0; i < ld.items.length; i++) {
            if (ld.items[i].authors.length) { candidates.push(ld.items[i].authors[0]); }
        }
        for (var j = 0; j < candidates.length; j++) {
            var value = this.text(candidates[j]);
            if (value && value.length < 200) { return value; }
        }
        return "";
    },

    published: function (ld) {
        var value = this.meta("article:published_time") || this.meta("datePublished") ||
            this.meta("date") || this.meta("DC.date.issued");
        if (!value) {
            var time = document.querySelector("time[datetime]");
            if (time) { value = time.getAttribute("datetime"); }
        }
        if (!value) {
            for (var i = 0; i < ld.items.length; i++) {
                if (ld.items[i].datePublished) { value = ld.items[i].datePublished; break; }
            }
        }
        value = this.text(value);
        var parsed = value ? Date.parse(value) : NaN;
        return { raw: value, epochMs: isNaN(parsed) ? -1 : parsed };
    },

    collect: function () {
        var canonicalEl = document.querySelector('link[rel="canonical"]');
        var canonical = canonicalEl ? this.absolute(canonicalEl.getAttribute("href")) : "";
        var og = this.metaGroup("og:");
        var twitter = this.metaGroup("twitter:");
        var ld = this.jsonLD();
        var heading = document.querySelector("h1");
        var title = this.text(document.title) || og.title || twitter.title ||
            (heading ? this.text(heading.textContent) : "");

        var host = "";
        try { host = new URL(location.href).hostname; } catch (e) { host = ""; }

        return {
            URL: String(location.href),
            documentURL: String(document.URL),
            baseURI: String(document.baseURI || ""),
            host: host,
            canonical: canonical,
            title: title,
            description: this.meta("description") || og.description || twitter.description || "",
            lang: this.text(document.documentElement ? document.documentElement.getAttribute("lang") : ""),
            charset: String(document.characterSet || ""),
            favicon: this.favicon(),
            image: og.image ? this.absolute(og.image) : (twitter.image ? this.absolute(twitter.image) : ""),
            siteName: og.site_name || "",
            author: this.author(ld),
            published: this.published(ld),
            openGraph: og,
            twitter: twitter,
            jsonLD: ld,
            counts: {
                meta: document.getElementsByTagName("meta").length,
                links: document.getElementsByTagName("link").length,
                scripts: document.scripts ? document.scripts.length : 0
            }
        };
    }
};

var ExtensionPreprocessingJS = new MetadataAction;
