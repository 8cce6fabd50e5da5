#!/usr/bin/env node
// run-corpus.js — runs every extension script of the corpus against every saved page under
// jsdom, the way Safari runs an Action extension's preprocessing file, and reports exceptions.
//
// Usage: node run-corpus.js [options] [PAGE_OR_DIR...]
//   PAGE_OR_DIR      pages (.html) or folders searched recursively; default ../../../shared/pages
//   --corpus DIR     the scripts; default Tests/WebPlatformTests/Fixtures/corpus (every *.js)
//   --script NAME    only this script (repeatable; "form-fill" or "form-fill.js")
//   --timeout MS     how long to wait for completionFunction after run() returns (default 5000),
//                    counting only time the event loop is idle (not jsdom's own slow work)
//   --settle MS      how long to let finalize()'s timers run before checking (default 50)
//   --selection M    none | first-p | auto (default): "auto" runs scripts that call
//                    getSelection twice — without a selection and with one starting inside the
//                    first paragraph — on pages up to 2 MB, once (no selection) on larger pages
//   --jobs N         pages in parallel, one worker process each (default 2; 0: no workers,
//                    everything in this process, e.g. for --cpu-prof)
//   --dump DIR       write each run's results dictionary to DIR/<script>/<page>[~sel].json
//   --verbose        one line per run, not only failures
//   --json FILE      write every run record as JSON lines to FILE
//
// For each (script, page): new JSDOM(page bytes, {url, runScripts: "outside-only",
// pretendToBeVisual: true}), then its load event (readyState "complete"); a few things Safari has and jsdom lacks are filled in (see
// installSafariGaps); the script is evaluated in the window; ExtensionPreprocessingJS.run(
// {completionFunction, extensionName}) is called; we wait for completionFunction; the results
// must be a property-list-compatible dictionary (strings, finite numbers, booleans, dates,
// arrays and dictionaries; no null, undefined, functions or cycles); then finalize(argument)
// is called with the JSON after "@finalize-argument:" in the script's header (or {}).
// A run fails on: an exception while evaluating, in run() or in finalize(); an error jsdom
// reports from a timer, event listener or observer callback after the page was loaded;
// an unhandled promise rejection; completionFunction not called in time or called twice;
// results that are not a property-list dictionary.
// Exit status 0 when every run passed.
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");
const { fork } = require("child_process");
const { loadJSDOM, patchCollectionPerformance, pageURL, listPages, pageName } = require("./lib");

const REPO = path.resolve(__dirname, "..", "..");
const DEFAULT_CORPUS = path.join(REPO, "Tests", "WebPlatformTests", "Fixtures", "corpus");
const DEFAULT_PAGES = path.resolve(REPO, "..", "shared", "pages");
const SELECTION_MAX_BYTES = 2 * 1024 * 1024;

function parseArgs(argv) {
    const o = { corpus: DEFAULT_CORPUS, scripts: [], timeout: 5000, settle: 50, selection: "auto",
        jobs: 2, dump: "", verbose: false, json: "", pages: [], worker: false };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        switch (a) {
            case "--corpus": o.corpus = argv[++i]; break;
            case "--script": o.scripts.push(argv[++i].replace(/\.js$/, "")); break;
            case "--timeout": o.timeout = Number(argv[++i]); break;
            case "--settle": o.settle = Number(argv[++i]); break;
            case "--selection": o.selection = argv[++i]; break;
            case "--jobs": o.jobs = Math.max(0, parseInt(argv[++i], 10) || 0); break;
            case "--dump": o.dump = argv[++i]; break;
            case "--verbose": o.verbose = true; break;
            case "--json": o.json = argv[++i]; break;
            case "--worker": o.worker = true; break;
            case "-h": case "--help":
                process.stdout.write(fs.readFileSync(__filename, "utf8").split("\n").slice(1, 32).join("\n") + "\n");
                process.exit(0);
                break;
            default: o.pages.push(a);
        }
    }
    if (!["none", "first-p", "auto"].includes(o.selection)) {
        throw new Error("--selection must be none, first-p or auto");
    }
    if (!o.pages.length) { o.pages.push(DEFAULT_PAGES); }
    return o;
}

function loadCorpus(dir, only) {
    return fs.readdirSync(dir).filter((f) => f.endsWith(".js")).sort()
        .map((f) => {
            const file = path.join(dir, f);
            const source = fs.readFileSync(file, "utf8");
            const m = /@finalize-argument:\s*(.*)$/m.exec(source);
            const finalizeArgument = m ? m[1].trim() : "{}";
            JSON.parse(finalizeArgument); // a broken header is the corpus's bug: fail loudly
            return {
                name: f.replace(/\.js$/, ""),
                file,
                source,
                finalizeArgument,
                usesSelection: /getSelection/.test(source)
            };
        })
        .filter((s) => !only.length || only.includes(s.name));
}

// ---------------------------------------------------------------------------------------------
// Worker side: one page, every script.

let JSDOM_, VirtualConsole_;
function jsdom() {
    if (!JSDOM_) {
        ({ JSDOM: JSDOM_, VirtualConsole: VirtualConsole_ } = loadJSDOM());
        patchCollectionPerformance(); // see lib.js: speed only, same answers
    }
    return { JSDOM: JSDOM_, VirtualConsole: VirtualConsole_ };
}

// Things Safari has that jsdom does not; filled in so the scripts stay as developers write them.
function installSafariGaps(window, dialogs) {
    const proto = window.HTMLElement.prototype;
    if (!Object.getOwnPropertyDescriptor(proto, "innerText")) {
        // jsdom has no layout, so no innerText: textContent is the nearest answer.
        Object.defineProperty(proto, "innerText", {
            configurable: true,
            enumerable: true,
            get() { return this.textContent; },
            set(value) { this.textContent = value; }
        });
    }
    // Dialogs: recorded and answered as if dismissed (confirm → false, prompt → null).
    window.alert = (message) => { dialogs.push({ type: "alert", message: String(message) }); };
    window.confirm = (message) => { dialogs.push({ type: "confirm", message: String(message) }); return false; };
    window.prompt = (message, value) => { dialogs.push({ type: "prompt", message: String(message), value: String(value) }); return null; };
    // Scrolling exists in Safari; jsdom reports "not implemented". No layout: no-ops.
    window.scrollTo = window.scroll = window.scrollBy = () => {};
    if (!window.Element.prototype.scrollIntoView) { window.Element.prototype.scrollIntoView = function () {}; }
}

// Select from a few characters into the first real paragraph to the end of that paragraph,
// or of the paragraph right after it when it is a sibling: what a user selects by dragging.
// (Kept small on purpose: jsdom's Range operations cost O(document) per boundary check.)
function makeSelection(window) {
    const doc = window.document;
    const paragraphs = Array.from(doc.querySelectorAll("body p"));
    const first = paragraphs.find((p) => (p.textContent || "").trim().length > 20);
    if (!first) { return false; }
    const walker = doc.createTreeWalker(first, window.NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !text.data.trim()) { text = walker.nextNode(); }
    if (!text) { return false; }
    const range = doc.createRange();
    range.setStart(text, Math.min(3, text.data.length));
    const next = first.nextElementSibling;
    const end = next && next.localName === "p" ? next : first;
    range.setEnd(end, end.childNodes.length);
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    return !sel.isCollapsed;
}

// Property-list check (see shared/SAFARI-BEHAVIOR.md §4.4): returns a list of problems.
function plistProblems(value, where, seen, out) {
    if (out.length > 20) { return out; }
    const t = typeof value;
    if (value === null) { out.push(where + ": null"); return out; }
    if (t === "undefined") { out.push(where + ": undefined"); return out; }
    if (t === "string" || t === "boolean") { return out; }
    if (t === "number") {
        if (!Number.isFinite(value)) { out.push(where + ": non-finite number " + value); }
        return out;
    }
    if (t !== "object") { out.push(where + ": " + t); return out; }
    const tag = Object.prototype.toString.call(value);
    if (tag === "[object Date]") {
        if (isNaN(value.getTime())) { out.push(where + ": invalid Date"); }
        return out;
    }
    if (seen.has(value)) { out.push(where + ": cycle or shared object"); return out; }
    seen.add(value);
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) { plistProblems(value[i], where + "[" + i + "]", seen, out); }
    } else if (tag === "[object Object]") {
        const proto = Object.getPrototypeOf(value);
        if (proto !== null && Object.getPrototypeOf(proto) !== null) {
            out.push(where + ": object with a custom prototype (" + (value.constructor && value.constructor.name) + ")");
        }
        for (const key of Object.keys(value)) { plistProblems(value[key], where + "." + key, seen, out); }
    } else {
        out.push(where + ": " + tag);
    }
    seen.delete(value);
    return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The completion timeout counts time the event loop spends waiting, not time spent running
// the script's own synchronous work: jsdom can take tens of seconds for one querySelectorAll
// on the 5 and 20 MB pages, which would otherwise eat a 5 s wall-clock budget between two
// timers of a script that is in fact progressing. A wall-clock limit still stops runaways.
const { performance } = require("perf_hooks");
const WALL_LIMIT_MS = 600000;
function idleTimeout(ms) {
    const start = performance.eventLoopUtilization();
    const wallStart = Date.now();
    return new Promise((resolve) => {
        const tick = () => {
            const idle = performance.eventLoopUtilization(start).idle;
            if (idle >= ms) { resolve("timeout"); return; }
            if (Date.now() - wallStart >= WALL_LIMIT_MS) { resolve("wall"); return; }
            setTimeout(tick, Math.min(100, Math.max(1, ms - idle))).unref();
        };
        setTimeout(tick, Math.min(100, ms)).unref();
    });
}

let currentRun = null; // for unhandled rejections, which Node reports per process
process.on("unhandledRejection", (reason) => {
    const msg = "unhandled rejection: " + (reason && reason.stack || String(reason));
    if (currentRun) { currentRun.errors.push(msg); } else { process.stderr.write(msg + "\n"); }
});

async function runOne(script, file, bytes, withSelection, opts) {
    const { JSDOM, VirtualConsole } = jsdom();
    const record = {
        script: script.name, page: pageName(file), selection: withSelection, ok: false,
        phase: "load", errors: [], console: 0, dialogs: 0, ms: 0, selected: false
    };
    const t0 = Date.now();
    const dialogs = [];
    const vc = new VirtualConsole();
    let loaded = false;
    vc.on("jsdomError", (e) => {
        if (!loaded) { return; } // CSS the parser cannot read, etc.: not the script's doing
        record.errors.push("jsdom: " + (e && (e.detail && e.detail.stack || e.stack || e.message) || String(e)));
    });
    for (const level of ["log", "info", "warn", "error", "debug"]) {
        vc.on(level, () => { record.console++; });
    }
    let dom;
    try {
        dom = new JSDOM(bytes, { url: pageURL(file), runScripts: "outside-only", pretendToBeVisual: true, virtualConsole: vc });
    } catch (e) {
        record.errors.push("page did not load: " + (e && e.message || e));
        return record;
    }
    const window = dom.window;
    // The user shares a page that has finished loading: wait for jsdom's load event
    // (readyState "complete"), as Safari's page would have fired it long before.
    if (window.document.readyState !== "complete") {
        await new Promise((resolve) => {
            window.addEventListener("load", resolve, { once: true });
            setTimeout(resolve, 5000);
        });
    }
    loaded = true;
    const context = dom.getInternalVMContext();
    currentRun = record;
    try {
        installSafariGaps(window, dialogs);
        if (withSelection) { record.selected = makeSelection(window); }

        record.phase = "evaluate";
        try {
            new vm.Script(script.source, { filename: script.file }).runInContext(context);
        } catch (e) {
            record.errors.push("evaluate: " + (e && e.stack || String(e)));
            return record;
        }
        const epj = vm.runInContext("typeof ExtensionPreprocessingJS === 'undefined' ? undefined : ExtensionPreprocessingJS", context);
        if (!epj || (typeof epj !== "object" && typeof epj !== "function")) {
            record.errors.push("no ExtensionPreprocessingJS object");
            return record;
        }

        record.phase = "run";
        let calls = 0;
        let results;
        let resolveDone;
        const done = new Promise((r) => { resolveDone = r; });
        const args = vm.runInContext("({})", context);
        args.completionFunction = function (value) {
            calls++;
            if (calls === 1) { results = value; resolveDone(); }
        };
        args.extensionName = "com.example.corpus." + script.name;
        if (typeof epj.run === "function") {
            try {
                epj.run(args);
            } catch (e) {
                record.errors.push("run threw: " + (e && e.stack || String(e)));
                return record;
            }
            const outcome = await Promise.race([done.then(() => "done"), idleTimeout(opts.timeout)]);
            if (outcome !== "done") {
                record.errors.push("completionFunction not called within " + opts.timeout + " ms of waiting" +
                    (outcome === "wall" ? " (" + WALL_LIMIT_MS / 1000 + " s wall-clock limit)" : ""));
                return record;
            }
            await sleep(0); // a second call made right after the first
            if (calls > 1) { record.errors.push("completionFunction called " + calls + " times"); }
            if (results === null || typeof results !== "object" || Array.isArray(results)) {
                record.errors.push("results are not a dictionary: " + Object.prototype.toString.call(results));
            } else {
                const problems = plistProblems(results, "results", new Set(), []);
                if (problems.length) { record.errors.push("not a property list: " + problems.slice(0, 5).join("; ")); }
                record.resultKeys = Object.keys(results).length;
                if (opts.dump) {
                    const dir = path.join(opts.dump, script.name);
                    fs.mkdirSync(dir, { recursive: true });
                    const name = record.page.replace(/\//g, "__") + (withSelection ? "~sel" : "") + ".json";
                    fs.writeFileSync(path.join(dir, name), JSON.stringify(results, null, 1) + "\n");
                }
            }
        }

        if (typeof epj.finalize === "function") {
            record.phase = "finalize";
            const argument = window.JSON.parse(script.finalizeArgument);
            try {
                epj.finalize(argument);
            } catch (e) {
                record.errors.push("finalize threw: " + (e && e.stack || String(e)));
            }
            await sleep(opts.settle);
        }
        record.phase = "done";
    } finally {
        currentRun = null;
        record.dialogs = dialogs.length;
        record.ms = Date.now() - t0;
        record.ok = record.errors.length === 0 && record.phase === "done";
        try { window.close(); } catch (e) { /* already gone */ }
    }
    return record;
}

async function runPage(file, corpus, opts, emit) {
    const bytes = fs.readFileSync(file);
    for (const script of corpus) {
        const modes = [];
        if (opts.selection === "none") { modes.push(false); }
        else if (opts.selection === "first-p") { modes.push(true); }
        else {
            modes.push(false);
            if (script.usesSelection && bytes.length <= SELECTION_MAX_BYTES) { modes.push(true); }
        }
        for (const sel of modes) {
            emit(await runOne(script, file, bytes, sel, opts));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Parent side: spread pages over workers, print and summarise.

function printRecord(r, opts) {
    const label = `${r.script} ${r.page}${r.selection ? " [selection" + (r.selected ? "" : ": none made") + "]" : ""}`;
    if (!r.ok) {
        process.stdout.write(`FAIL ${label} (${r.phase}, ${r.ms} ms)\n`);
        for (const e of r.errors.slice(0, 3)) {
            process.stdout.write("     " + e.split("\n").slice(0, 4).join("\n     ") + "\n");
        }
    } else if (opts.verbose) {
        process.stdout.write(`ok   ${label} (${r.ms} ms, ${r.resultKeys || 0} keys, ${r.console} console, ${r.dialogs} dialogs)\n`);
    }
}

async function main() {
    const opts = parseArgs(process.argv.slice(2));
    const corpus = loadCorpus(opts.corpus, opts.scripts);
    if (opts.worker) {
        // Pages arrive over IPC; records go back the same way.
        process.on("message", async (msg) => {
            if (msg.page) {
                await runPage(msg.page, corpus, opts, (r) => process.send({ record: r }));
                process.send({ pageDone: msg.page });
            } else if (msg.exit) {
                process.exit(0);
            }
        });
        process.send({ ready: true });
        return;
    }

    if (!corpus.length) { throw new Error("no scripts in " + opts.corpus); }
    const files = listPages(opts.pages);
    // Biggest pages first so that the slowest one does not start last.
    const queue = files.slice().sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
    const records = [];
    const t0 = Date.now();
    const jsonOut = opts.json ? fs.createWriteStream(opts.json) : null;
    const onRecord = (r) => {
        records.push(r);
        printRecord(r, opts);
        if (jsonOut) { jsonOut.write(JSON.stringify(r) + "\n"); }
    };
    process.stdout.write(`run-corpus: ${corpus.length} scripts × ${files.length} pages, selection ${opts.selection}, ${opts.jobs} job(s)\n`);

    const workerArgs = process.argv.slice(2).filter((a) => !files.includes(path.resolve(a)));
    if (opts.jobs === 0) {
        for (const page of queue) { await runPage(page, corpus, opts, onRecord); }
    } else await new Promise((resolve) => {
        let active = 0;
        const jobs = Math.min(opts.jobs, queue.length) || 1;
        for (let j = 0; j < jobs; j++) {
            const child = fork(__filename, ["--worker", ...workerArgs], {
                execArgv: ["--max-old-space-size=8192"]
            });
            active++;
            const next = () => {
                const page = queue.shift();
                if (page) { child.send({ page }); } else { child.send({ exit: true }); }
            };
            child.on("message", (msg) => {
                if (msg.ready || msg.pageDone) { next(); }
                if (msg.record) { onRecord(msg.record); }
            });
            child.on("exit", (code) => {
                if (code) { process.stdout.write(`worker exited with status ${code}\n`); records.push({ ok: false, script: "(worker)", page: "(crash)", errors: ["exit " + code] }); }
                if (--active === 0) { resolve(); }
            });
        }
    });
    if (jsonOut) { jsonOut.end(); }

    // Summary per script.
    const byScript = new Map();
    for (const r of records) {
        const s = byScript.get(r.script) || { pass: 0, total: 0, selPass: 0, selTotal: 0, ms: 0 };
        s.total++;
        s.ms += r.ms || 0;
        if (r.ok) { s.pass++; }
        if (r.selection) { s.selTotal++; if (r.ok) { s.selPass++; } }
        byScript.set(r.script, s);
    }
    const pages = files.length;
    process.stdout.write(`\nscript                  passed/runs   (with selection)   pages   time\n`);
    let pass = 0, total = 0;
    for (const [name, s] of [...byScript.entries()].sort()) {
        pass += s.pass; total += s.total;
        process.stdout.write(`${name.padEnd(22)}  ${String(s.pass).padStart(5)}/${String(s.total).padEnd(5)}   ` +
            `${(s.selTotal ? s.selPass + "/" + s.selTotal : "-").padEnd(16)}   ${String(pages).padStart(5)}   ${(s.ms / 1000).toFixed(1)} s\n`);
    }
    process.stdout.write(`\n${pass} passed, ${total - pass} failed (${((Date.now() - t0) / 1000).toFixed(1)} s wall)\n`);
    process.exit(pass === total ? 0 : 1);
}

main().catch((e) => {
    process.stderr.write(String(e && e.stack || e) + "\n");
    process.exit(2);
});
