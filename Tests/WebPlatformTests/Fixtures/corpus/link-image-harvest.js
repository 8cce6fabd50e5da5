// link-image-harvest.js — "Download all images / export links" action.
//
// Exercises: document.links (a[href] and area[href]), document.images, document.anchors
// where present, reflected a.href / img.src / img.currentSrc vs getAttribute("href"/"src"),
// a.protocol / hostname / pathname / hash / rel / target / relList, new URL() for data-src /
// data-lazy-src / srcset candidates (srcset parsed by hand: "url 2x, url 640w"),
// img.naturalWidth / naturalHeight / width / height / complete / alt / loading,
// <picture><source srcset>, og:image, CSS background-image in inline style attributes via
// element.style.backgroundImage, Set for de-duplication, location.href / location.origin /
// location.hostname, Array.from, Array.prototype.filter/map/sort, String.prototype.startsWith.
// Results: arrays of dictionaries (capped), counts by host, internal/external split.
//
// @finalize-argument: {"downloaded": 12}

var ExtensionPreprocessingJS = {
    run: function (args) {
        var here = location.href;
        var origin = location.origin || (location.protocol + "//" + location.host);
        var linkSet = new Set();
        var links = [];
        var hosts = {};
        var internal = 0, external = 0, fragments = 0, scripted = 0, mail = 0;

        var all = Array.from(document.links || []);
        for (var i = 0; i < all.length; i++) {
            var a = all[i];
            var raw = a.getAttribute("href") || "";
            var href = a.href || "";
            if (!raw) { continue; }
            if (raw.charAt(0) === "#") { fragments++; continue; }
            if (a.protocol === "javascript:") { scripted++; continue; }
            if (a.protocol === "mailto:") { mail++; continue; }
            var noHash = href.split("#")[0];
            if (linkSet.has(noHash)) { continue; }
            linkSet.add(noHash);
            var host = a.hostname || "";
            hosts[host] = (hosts[host] || 0) + 1;
            if (href.startsWith(origin)) { internal++; } else { external++; }
            if (links.length < 300) {
                links.push({
                    href: href,
                    raw: raw.slice(0, 500),
                    text: (a.textContent || "").replace(/\s+/g, " ").trim().slice(0, 120),
                    rel: a.getAttribute("rel") || "",
                    nofollow: !!(a.relList && a.relList.contains && a.relList.contains("nofollow")),
                    target: a.target || "",
                    tag: a.localName
                });
            }
        }

        var imageSet = new Set();
        var images = [];
        var lazy = 0, withSrcset = 0, dataURLs = 0, missingAlt = 0;
        var addImage = function (url, info) {
            if (!url) { return; }
            if (url.indexOf("data:") === 0) { dataURLs++; return; }
            var absolute;
            try { absolute = new URL(url, document.baseURI).href; } catch (e) { return; }
            if (imageSet.has(absolute)) { return; }
            imageSet.add(absolute);
            if (images.length < 200) {
                info.url = absolute;
                images.push(info);
            }
        };

        var imgs = document.images || document.getElementsByTagName("img");
        for (var j = 0; j < imgs.length; j++) {
            var img = imgs[j];
            var info = {
                alt: (img.getAttribute("alt") || "").slice(0, 120),
                width: img.naturalWidth || img.width || Number(img.getAttribute("width")) || 0,
                height: img.naturalHeight || img.height || Number(img.getAttribute("height")) || 0,
                complete: !!img.complete,
                loading: img.getAttribute("loading") || "auto",
                source: "src"
            };
            if (!img.hasAttribute("alt")) { missingAlt++; }
            var lazySrc = img.getAttribute("data-src") || img.getAttribute("data-lazy-src") || img.getAttribute("data-original");
            if (lazySrc) { lazy++; info.source = "data-src"; }
            var srcset = img.getAttribute("srcset") || img.getAttribute("data-srcset") || "";
            var best = this.bestFromSrcset(srcset);
            if (srcset) { withSrcset++; }
            if (best) { info.source = "srcset"; }
            addImage(best || lazySrc || img.currentSrc || img.src || img.getAttribute("src"), info);
        }

        var sources = document.querySelectorAll("picture source[srcset]");
        for (var k = 0; k < sources.length; k++) {
            addImage(this.bestFromSrcset(sources[k].getAttribute("srcset")), { alt: "", width: 0, height: 0, complete: false, loading: "auto", source: "picture" });
        }

        var og = document.querySelector('meta[property="og:image"]');
        if (og) {
            addImage(og.getAttribute("content"), { alt: "og:image", width: 0, height: 0, complete: false, loading: "auto", source: "og" });
        }

        var styled = document.querySelectorAll("[style*=background]");
        for (var m = 0; m < styled.length && m < 500; m++) {
            var bg = styled[m].style.backgroundImage || "";
            var match = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(bg);
            if (match) {
                addImage(match[1], { alt: "", width: 0, height: 0, complete: false, loading: "auto", source: "css" });
            }
        }

        var topHosts = Object.keys(hosts).sort(function (x, y) { return hosts[y] - hosts[x] || (x < y ? -1 : 1); })
            .slice(0, 10).map(function (h) { return { host: h, count: hosts[h] }; });

        args.completionFunction({
            page: here,
            origin: origin,
            hostname: location.hostname,
            linkCount: all.length,
            uniqueLinks: linkSet.size,
            internal: internal,
            external: external,
            fragments: fragments,
            javascriptLinks: scripted,
            mailto: mail,
            topHosts: topHosts,
            links: links,
            imageCount: imgs.length,
            uniqueImages: imageSet.size,
            lazyImages: lazy,
            srcsetImages: withSrcset,
            dataURLImages: dataURLs,
            imagesMissingAlt: missingAlt,
            images: images
        });
    },

    // "a.jpg 1x, b.jpg 2x" or "a.jpg 320w, b.jpg 640w": pick the largest candidate.
    bestFromSrcset: function (srcset) {
        if (!srcset) { return ""; }
        var best = "";
        var bestScore = -1;
        srcset.split(/,\s+/).forEach(function (candidate) {
            var parts = candidate.trim().split(/\s+/);
            if (!parts[0]) { return; }
            var descriptor = parts[1] || "1x";
            var score = parseFloat(descriptor) || 1;
            if (/w$/.test(descriptor)) { score = score / 1000; }
            if (score > bestScore) { bestScore = score; best = parts[0]; }
        });
        return best;
    },

    finalize: function (arg) {
        if (arg && typeof arg.downloaded === "number") {
            console.log("Downloaded " + arg.downloaded + " images from " + location.hostname);
        }
    }
};
