#!/usr/bin/env node
// validate.js — the jsdom side of the `actionjs validate` benchmark (Scripts/bench-validate.sh):
// one extension script over many pages, the same job `actionjs validate SCRIPT --pages DIR -j N`
// does per case, done with jsdom (Debian's node-jsdom) in a pool of worker processes.
//
// Usage: node validate.js [-j N] [--script FILE] [--budget-ms MS] [--skip REGEX]... PAGE_OR_DIR...
//   PAGE_OR_DIR      .html files, or folders searched recursively for *.html; default
//                    ../shared/pages beside the repository
//   -j N             worker processes (default 1); pages are dealt out one at a time over IPC,
//                    in path order, to whichever worker is free
//   --script FILE    the preprocessing script; default
//                    Tests/WebPlatformTests/Fixtures/corpus/metadata-extract.js
//   --budget-ms MS   per-case wall-clock limit (default 600000): a case past it fails with
//                    "time-limit"; a worker still busy 1 s after it is killed and replaced
//   --skip REGEX     leave out pages whose absolute path matches (repeatable), e.g.
//                    --skip synthetic-20mb (jsdom alone needs ~4 minutes to parse that page)
//   --per-case       add "perCase": [{page, ok, ms, peakRssBytes}] to the output
//
// Per case, in a worker: read the page's bytes; new JSDOM(bytes, {url, runScripts:
// "outside-only"}) (jsdom sniffs the encoding; no page script runs, nothing is fetched; the URL
// is lib.js's pageURL); wait for the load event (the page a user shares has finished loading);
// evaluate the script in the window; call ExtensionPreprocessingJS.run({completionFunction,
// extensionName}); wait for completionFunction — it may come later, from the window's timers or
// promises — up to 10 s (or what is left of the budget); the results must be an object (not
// null, not an array) and are converted like a property list by a JSON round trip (functions
// and undefined dropped); then, when ExtensionPreprocessingJS.finalize is a function, call it
// with the JSON on the script's "@finalize-argument:" header line, or with the results when
// there is none (what actionjs's default echo handler replies); close the window. A case fails
// on an exception while evaluating, in run() or in finalize(), an error jsdom reports from a
// timer or listener of the page after the script was evaluated, an unhandled promise
// rejection, completionFunction not called in time, results that are not an object, the budget
// being exceeded (time-limit), or the worker dying (worker-crashed).
//
// Memory: each worker samples process.memoryUsage().rss after every case and every 50 ms (the
// timer cannot fire while jsdom is busy synchronously, so this can miss short peaks); the
// parent also reads the kernel's high-water mark (VmHWM in /proc/PID/status) of each worker
// before it ends, which misses nothing.
//
// Output: one JSON object on stdout:
//   {"harness":"jsdom","jobs","script","cases","failures","seconds","casesPerSecond",
//    "workerCpuSeconds","peakRssPerWorkerMiB":[…],"peakRssHwmPerWorkerMiB":[…],"skipped":[…],
//    "failed":[{"page","error"}…],"jsdom","node"}
// "seconds" is the wall-clock time from before the first worker starts to the last result;
// "peakRss*PerWorkerMiB" has one figure per worker process (replacements for killed workers
// included). "workerCpuSeconds" is the workers' CPU time (user + system) added up, null when a
// worker was killed: on a loaded machine it varies much less than the wall clock. Exit status 0 when every case passed, 1 when any failed, 2 for usage errors.
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");
const { fork } = require("child_process");
const { loadJSDOM, jsdomVersion, pageURL, listPages, pageName } = require("./lib");

const REPO = path.resolve(__dirname, "..", "..");
const DEFAULT_SCRIPT = path.join(REPO, "Tests", "WebPlatformTests", "Fixtures", "corpus", "metadata-extract.js");
const DEFAULT_PAGES = path.resolve(REPO, "..", "shared", "pages");
const COMPLETION_LIMIT_MS = 10000;
const KILL_GRACE_MS = 1000;
const SAMPLE_INTERVAL_MS = 50;
const MIB = 1024 * 1024;

class UsageError extends Error {}

function parseArgs(argv) {
    const o = { jobs: 1, script: DEFAULT_SCRIPT, budgetMs: 600000, skip: [], perCase: false, pages: [], worker: false };
    const value = (i, name) => {
        if (i >= argv.length) { throw new UsageError(name + " needs a value"); }
        return argv[i];
    };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "-j" || a === "--jobs") {
            const n = Number(value(++i, a));
            if (!Number.isInteger(n) || n < 1) { throw new UsageError(a + " must be a whole number ≥ 1"); }
            o.jobs = n;
        } else if (/^-j\d+$/.test(a)) {
            o.jobs = Math.max(1, parseInt(a.slice(2), 10));
        } else if (a === "--script") {
            o.script = path.resolve(value(++i, a));
        } else if (a === "--budget-ms") {
            const n = Number(value(++i, a));
            if (!(n > 0)) { throw new UsageError("--budget-ms must be a positive number"); }
            o.budgetMs = n;
        } else if (a === "--skip") {
            const source = value(++i, a);
            try { o.skip.push(new RegExp(source)); } catch (e) { throw new UsageError("--skip: " + e.message); }
        } else if (a === "--per-case") {
            o.perCase = true;
        } else if (a === "--worker") {
            o.worker = true;
        } else if (a === "-h" || a === "--help") {
            process.stdout.write(fs.readFileSync(__filename, "utf8").split("\n").slice(1, 47).join("\n") + "\n");
            process.exit(0);
        } else if (a.startsWith("-") && a !== "-") {
            throw new UsageError("unknown option " + a);
        } else {
            o.pages.push(a);
        }
    }
    if (!o.pages.length) { o.pages.push(DEFAULT_PAGES); }
    return o;
}

// The script, and the argument finalize() gets: the JSON after "@finalize-argument:" in its
// header, or null to mean "echo the results".
function loadScript(file) {
    let source;
    try { source = fs.readFileSync(file, "utf8"); } catch (e) { throw new UsageError("cannot read the script: " + e.message); }
    const m = /@finalize-argument:\s*(.*)$/m.exec(source);
    let finalizeArgument = null;
    if (m) {
        const text = m[1].trim();
        try { JSON.parse(text); } catch (e) { throw new UsageError("the script's @finalize-argument is not JSON: " + e.message); }
        finalizeArgument = text;
    }
    return { file, source, finalizeArgument };
}

// ---------------------------------------------------------------------------------------------
// Worker side: cases arrive over IPC, one at a time.

// An exception as one line: its message and the first stack frame (the script's, usually).
const errorText = (e) => String(e && (e.stack || e.message) || e).split("\n").slice(0, 2).map((l) => l.trim()).join(" ");

function workerMain(opts) {
    const { JSDOM, VirtualConsole } = loadJSDOM();
    const script = loadScript(opts.script);
    const compiled = new vm.Script(script.source, { filename: script.file });

    let peak = 0;
    let casePeak = 0;
    const sample = () => {
        const rss = process.memoryUsage().rss;
        if (rss > peak) { peak = rss; }
        if (rss > casePeak) { casePeak = rss; }
    };
    sample();
    setInterval(sample, SAMPLE_INTERVAL_MS).unref();

    let current = null; // the case's error list, for reports that arrive out of band
    process.on("unhandledRejection", (reason) => {
        if (current) { current.push("unhandled rejection: " + errorText(reason)); }
    });

    async function runCase(file) {
        const errors = [];
        current = errors;
        const t0 = Date.now();
        casePeak = process.memoryUsage().rss;
        let window = null;
        try {
            const bytes = fs.readFileSync(file);
            const vc = new VirtualConsole(); // console output and jsdom's CSS complaints: ignored
            let evaluated = false;
            vc.on("jsdomError", (e) => {
                // Before the script runs these are jsdom's own (CSS it cannot parse, …).
                if (evaluated) { errors.push("jsdom: " + errorText(e && e.detail || e)); }
            });
            const dom = new JSDOM(bytes, { url: pageURL(file), runScripts: "outside-only", virtualConsole: vc });
            window = dom.window;
            if (window.document.readyState !== "complete") {
                await new Promise((resolve) => {
                    window.addEventListener("load", resolve, { once: true });
                    setTimeout(resolve, 5000).unref();
                });
            }
            const context = dom.getInternalVMContext();
            evaluated = true;
            try {
                compiled.runInContext(context);
            } catch (e) {
                errors.push("evaluate: " + errorText(e));
                return errors;
            }
            const epj = vm.runInContext("typeof ExtensionPreprocessingJS === 'undefined' ? undefined : ExtensionPreprocessingJS", context);
            if (!epj || (typeof epj !== "object" && typeof epj !== "function")) {
                errors.push("ExtensionPreprocessingJS is not defined");
                return errors;
            }
            if (typeof epj.run !== "function") {
                errors.push("ExtensionPreprocessingJS.run is not a function");
                return errors;
            }
            let called = false;
            let results;
            let resolveDone;
            const done = new Promise((r) => { resolveDone = r; });
            const args = vm.runInContext("({})", context);
            args.completionFunction = function (value) {
                if (!called) { called = true; results = value; resolveDone(); }
            };
            args.extensionName = "com.example.actionjs.validate";
            try {
                epj.run(args);
            } catch (e) {
                errors.push("run threw: " + errorText(e));
                return errors;
            }
            if (!called) {
                const budgetLeft = Math.max(0, opts.budgetMs - (Date.now() - t0));
                const wait = Math.min(COMPLETION_LIMIT_MS, budgetLeft);
                let timer;
                await Promise.race([done, new Promise((r) => { timer = setTimeout(r, wait); })]);
                clearTimeout(timer);
                if (!called) {
                    // The budget ran out first (reported below), or the 10 s wait did.
                    if (wait === COMPLETION_LIMIT_MS) { errors.push("completionFunction not called within " + wait + " ms"); }
                    return errors;
                }
            }
            if (results === null || typeof results !== "object" || Array.isArray(results)) {
                errors.push("results are not a dictionary: " + Object.prototype.toString.call(results));
                return errors;
            }
            let converted;
            try {
                converted = JSON.stringify(results); // the property-list conversion, approximated
            } catch (e) {
                errors.push("results cannot be converted: " + errorText(e));
                return errors;
            }
            if (typeof epj.finalize === "function") {
                const argument = window.JSON.parse(script.finalizeArgument !== null ? script.finalizeArgument : converted);
                try {
                    epj.finalize(argument);
                } catch (e) {
                    errors.push("finalize threw: " + errorText(e));
                }
            }
            await new Promise((r) => setImmediate(r)); // let finalize's microtasks settle
        } catch (e) {
            errors.push("harness: " + errorText(e));
        } finally {
            if (window) { try { window.close(); } catch (e) { /* already closed */ } }
            current = null;
            sample();
        }
        if (Date.now() - t0 >= opts.budgetMs) { errors.unshift("time-limit"); }
        return errors;
    }

    process.on("message", async (msg) => {
        if (msg.page) {
            const t0 = Date.now();
            const errors = await runCase(msg.page);
            process.send({ result: { page: msg.page, ok: errors.length === 0, error: errors.join("; "), ms: Date.now() - t0, peakRssBytes: casePeak, workerPeakRssBytes: peak } });
        } else if (msg.exit) {
            sample();
            const cpu = process.cpuUsage();
            process.send({ bye: { peakRssBytes: peak, cpuSeconds: (cpu.user + cpu.system) / 1e6 } }, () => process.exit(0));
        }
    });
    process.send({ ready: true, peakRssBytes: peak });
}

// ---------------------------------------------------------------------------------------------
// Parent side: a pool of workers, pages dealt out one at a time.

// The kernel's record of a process's peak resident set (VmHWM), in bytes; null off Linux.
function highWaterMark(pid) {
    try {
        const m = /^VmHWM:\s*(\d+)\s*kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
        return m ? Number(m[1]) * 1024 : null;
    } catch (e) {
        return null;
    }
}

function runPool(files, opts) {
    return new Promise((resolve) => {
        const queue = files.slice();
        const results = [];
        const workers = []; // {peakRssBytes, hwmBytes} per process that ever ran
        let live = 0;
        const workerArgs = ["--worker", "--script", opts.script, "--budget-ms", String(opts.budgetMs)];

        const start = () => {
            const record = { peakRssBytes: 0, hwmBytes: null, cpuSeconds: null };
            workers.push(record);
            const child = fork(__filename, workerArgs, { execArgv: ["--max-old-space-size=8192"], stdio: ["ignore", "ignore", "inherit", "ipc"] });
            live++;
            let busy = null; // {page, timer}
            let finished = false;
            const noteHWM = () => {
                const hwm = highWaterMark(child.pid);
                if (hwm !== null) { record.hwmBytes = Math.max(record.hwmBytes || 0, hwm); }
            };
            const next = () => {
                const page = queue.shift();
                if (page === undefined) {
                    noteHWM();
                    child.send({ exit: true });
                    return;
                }
                const timer = setTimeout(() => {
                    // Still busy past the budget: the case fails, the worker is replaced.
                    results.push({ page, ok: false, error: "time-limit", ms: Date.now() - busy.t0, peakRssBytes: null });
                    busy = null;
                    noteHWM();
                    finished = true;
                    child.kill("SIGKILL");
                    start();
                }, opts.budgetMs + KILL_GRACE_MS);
                busy = { page, timer, t0: Date.now() };
                child.send({ page });
            };
            child.on("message", (msg) => {
                if (finished) { return; }
                if (msg.ready) {
                    record.peakRssBytes = Math.max(record.peakRssBytes, msg.peakRssBytes);
                    next();
                }
                else if (msg.result) {
                    if (busy) { clearTimeout(busy.timer); busy = null; }
                    record.peakRssBytes = Math.max(record.peakRssBytes, msg.result.workerPeakRssBytes);
                    delete msg.result.workerPeakRssBytes;
                    results.push(msg.result);
                    next();
                } else if (msg.bye) {
                    record.peakRssBytes = Math.max(record.peakRssBytes, msg.bye.peakRssBytes);
                    record.cpuSeconds = msg.bye.cpuSeconds;
                }
            });
            child.on("exit", (code, signal) => {
                if (busy) {
                    clearTimeout(busy.timer);
                    results.push({ page: busy.page, ok: false, error: "worker-crashed (" + (signal || "exit " + code) + ")", ms: Date.now() - busy.t0, peakRssBytes: null });
                    busy = null;
                    if (!finished) { finished = true; start(); }
                }
                if (--live === 0) {
                    // Every worker gone (one died before taking a page): what is left never ran.
                    for (const page of queue.splice(0)) { results.push({ page, ok: false, error: "not run: no worker left", ms: 0, peakRssBytes: null }); }
                    resolve({ results, workers });
                }
            });
        };
        const jobs = Math.max(1, Math.min(opts.jobs, files.length));
        for (let j = 0; j < jobs; j++) { start(); }
    });
}

async function parentMain(opts) {
    loadScript(opts.script); // usage errors here, not in every worker
    loadJSDOM(); // and a missing jsdom too
    for (const p of opts.pages) {
        if (!fs.existsSync(p)) { throw new UsageError("no such page or folder: " + p); }
    }
    const all = listPages(opts.pages);
    const files = all.filter((f) => !opts.skip.some((re) => re.test(f)));
    const skipped = all.filter((f) => !files.includes(f)).map(pageName);
    if (!files.length) { throw new UsageError("no pages to validate"); }

    const t0 = process.hrtime.bigint();
    const { results, workers } = await runPool(files, opts);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const failed = results.filter((r) => !r.ok);
    const mib = (b) => Math.round(b / MIB * 10) / 10;
    const out = {
        harness: "jsdom",
        jobs: opts.jobs,
        script: path.relative(REPO, opts.script) || opts.script,
        cases: results.length,
        failures: failed.length,
        seconds: Math.round(seconds * 1000) / 1000,
        casesPerSecond: Math.round(results.length / seconds * 1000) / 1000,
        workerCpuSeconds: workers.some((w) => w.cpuSeconds === null) ? null
            : Math.round(workers.reduce((sum, w) => sum + w.cpuSeconds, 0) * 1000) / 1000,
        peakRssPerWorkerMiB: workers.map((w) => mib(w.peakRssBytes)),
        peakRssHwmPerWorkerMiB: workers.map((w) => (w.hwmBytes === null ? null : mib(w.hwmBytes))),
        skipped,
        failed: failed.map((r) => ({ page: pageName(r.page), error: r.error })),
        jsdom: jsdomVersion(),
        node: process.version
    };
    if (opts.perCase) {
        out.perCase = results.map((r) => ({ page: pageName(r.page), ok: r.ok, ms: r.ms, peakRssBytes: r.peakRssBytes }));
    }
    process.stdout.write(JSON.stringify(out) + "\n");
    return failed.length ? 1 : 0;
}

function main() {
    let opts;
    try {
        opts = parseArgs(process.argv.slice(2));
    } catch (e) {
        process.stderr.write("validate.js: " + e.message + "\n");
        process.exit(2);
    }
    if (opts.worker) { workerMain(opts); return; }
    parentMain(opts).then((code) => process.exit(code), (e) => {
        process.stderr.write("validate.js: " + (e instanceof UsageError ? e.message : errorText(e)) + "\n");
        process.exit(e instanceof UsageError ? 2 : 3);
    });
}

main();
