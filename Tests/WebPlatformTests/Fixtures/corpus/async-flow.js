// async-flow.js — an action whose run() finishes asynchronously, as translators and
// "wait for the page to settle" scripts do.
//
// Exercises: run() keeps `arguments` and calls completionFunction later, after:
// an async IIFE with await on a setTimeout-based delay, Promise.resolve().then chains,
// Promise.all, queueMicrotask, a MutationObserver (childList + attributes + subtree,
// attributeOldValue) observing changes the script itself makes (appendChild of a marker,
// dataset writes, setAttribute, removeChild), takeRecords() and disconnect(),
// requestAnimationFrame (timestamp argument), setTimeout ordering (0 ms vs 10 ms),
// clearTimeout, setInterval + clearInterval, console.log / info / warn / error / debug,
// element.dataset, cloneNode(true) + outerHTML / innerHTML length, querySelectorAll with
// :not(), :nth-child(2n+1), :first-of-type, :last-child, [href^=http], [rel~=...],
// attribute case-insensitive [type=text i], :is()/:where() (in try/catch), closest(),
// matches(), Element.prototype.contains, compareDocumentPosition, and a try/catch around
// the whole flow so completionFunction is always called exactly once.
//
// @finalize-argument: {"ack": "ok", "delayMs": 20}

var ExtensionPreprocessingJS = {
    run: function (args) {
        var done = false;
        var finish = function (result) {
            if (done) { return; }
            done = true;
            args.completionFunction(result);
        };
        var log = [];

        var delay = function (ms) {
            return new Promise(function (resolve) { setTimeout(resolve, ms); });
        };
        var nextFrame = function () {
            return new Promise(function (resolve) {
                if (typeof requestAnimationFrame === "function") {
                    requestAnimationFrame(function (ts) { resolve(typeof ts === "number" ? ts : 0); });
                } else {
                    setTimeout(function () { resolve(0); }, 16);
                }
            });
        };

        (async function () {
            console.log("async-flow: start", location.href);
            var order = [];
            queueMicrotask(function () { order.push("microtask"); });
            Promise.resolve().then(function () { order.push("then"); });
            var cancelled = setTimeout(function () { order.push("cancelled-timer"); }, 5);
            clearTimeout(cancelled);
            setTimeout(function () { order.push("timeout-10"); }, 10);
            setTimeout(function () { order.push("timeout-0"); }, 0);
            order.push("sync");

            var ticks = 0;
            var interval = setInterval(function () {
                ticks++;
                if (ticks >= 3) { clearInterval(interval); }
            }, 1);

            var records = [];
            var observer = new MutationObserver(function (list) {
                for (var i = 0; i < list.length; i++) {
                    records.push(list[i].type + ":" + (list[i].attributeName || list[i].target.nodeName));
                }
            });
            var body = document.body || document.documentElement;
            observer.observe(body, { childList: true, attributes: true, subtree: true, attributeOldValue: true });

            var marker = document.createElement("div");
            marker.id = "async-flow-marker";
            marker.dataset.state = "pending";
            marker.innerHTML = "<span class=\"a\">one</span><span class=\"b\">two</span>";
            body.appendChild(marker);
            marker.dataset.state = "observed";
            marker.setAttribute("aria-busy", "true");

            await delay(0);
            log.push("after delay(0)");
            var frameTime = await nextFrame();
            log.push("after frame");
            var pending = observer.takeRecords();
            for (var r = 0; r < pending.length; r++) {
                records.push(pending[r].type + ":" + (pending[r].attributeName || pending[r].target.nodeName));
            }

            var copy = marker.cloneNode(true);
            copy.removeAttribute("id");
            var copyHTML = copy.outerHTML;
            body.removeChild(marker);
            await Promise.all([delay(10), Promise.resolve(42)]);
            observer.disconnect();

            var selectors = {
                external: "a[href^=http]",
                notNav: "a:not(nav a)",
                oddItems: "li:nth-child(2n+1)",
                firstParagraphs: "p:first-of-type",
                lastCells: "td:last-child",
                noopener: "a[rel~=noopener]",
                textInputs: "input[type=text i]",
                headingsIs: ":is(h1, h2, h3):not(:empty)",
                whereLinks: ":where(article, main) a"
            };
            var counts = {};
            Object.keys(selectors).forEach(function (key) {
                try {
                    counts[key] = document.querySelectorAll(selectors[key]).length;
                } catch (e) {
                    console.warn("selector failed", selectors[key], String(e));
                    counts[key] = -1;
                }
            });

            var firstLink = document.querySelector("a[href]");
            var linkInfo = { found: false, inParagraph: false, inList: false, matchesHttp: false, precedesLast: false };
            if (firstLink) {
                var lastP = document.querySelector("p:last-of-type");
                linkInfo = {
                    found: true,
                    inParagraph: !!firstLink.closest("p"),
                    inList: !!firstLink.closest("ul, ol"),
                    matchesHttp: firstLink.matches("[href^=http]"),
                    precedesLast: !!(lastP && (firstLink.compareDocumentPosition(lastP) & Node.DOCUMENT_POSITION_FOLLOWING))
                };
            }
            var dataset = {};
            var withData = document.querySelector("[data-id], [data-src], [data-url], [data-href]");
            if (withData) {
                Object.keys(withData.dataset).slice(0, 10).forEach(function (k) {
                    dataset[k] = String(withData.dataset[k]).slice(0, 200);
                });
            }

            await delay(1);
            if (ticks < 3) { console.warn("async-flow: interval ticked " + ticks + " times"); }
            console.info("async-flow: finishing with", records.length, "mutation records");
            finish({
                url: location.href,
                order: order,
                log: log,
                records: records.slice(0, 50),
                recordCount: records.length,
                sawChildList: records.some(function (s) { return s.indexOf("childList") === 0; }),
                sawDataAttribute: records.indexOf("attributes:data-state") >= 0,
                frameTimeIsNumber: typeof frameTime === "number",
                copyLength: copyHTML.length,
                markerRemoved: !document.getElementById("async-flow-marker"),
                bodyContainsMarker: body.contains(marker),
                intervalTicks: ticks,
                selectorCounts: counts,
                firstLink: linkInfo,
                dataset: dataset
            });
        })().catch(function (e) {
            console.error("async-flow failed", e && e.stack || String(e));
            finish({ url: location.href, error: String(e && e.message || e) });
        });
    },

    finalize: function (arg) {
        var ms = arg && typeof arg.delayMs === "number" ? arg.delayMs : 0;
        setTimeout(function () {
            console.debug("async-flow finalize ack:", arg && arg.ack ? arg.ack : "none");
            if (document.documentElement) {
                document.documentElement.setAttribute("data-async-flow", "done");
            }
        }, ms);
    }
};
