#!/usr/bin/env node
// workload.js — the jsdom side of the DOM benchmark (Scripts/bench-dom.sh).
//
// Usage: node --expose-gc workload.js [-n N] [--budget-ms MS] [--action] PAGE_OR_DIR...
//
// For every page: N times (default 5) { parse the page's bytes with `new JSDOM(bytes, {url})`,
// then run workload(document) from dom-workload.js — the same file the actionjs side
// evaluates — inside that JSDOM window }. Prints one JSON line per page:
//   {"page","bytes","iterations","parse_ms","walk_ms","text_ms","select_ms","clone_ms",
//    "serialize_ms","workload_ms","total_ms","cpu_parse_ms","cpu_workload_ms","cpu_total_ms",
//    "checksum":{...}}
// Phase figures are the best (minimum) over the N iterations; total_ms is the best whole
// iteration (parse + workload); cpu_* are the same in process CPU time. The checksum object is the one workload() returns, minus its
// timings; every iteration must produce the same one, else the page is reported with
// "unstable": true and the exit status is 1. A last line gives the totals:
//   {"summary":true,"pages","iterations","total_ms","parse_ms","workload_ms","cpu_total_ms",
//    "wall_ms","failures","jsdom","node"}
//
// --budget-ms MS  stop repeating a page once its iterations have taken MS milliseconds in all
//            (at least one iteration always runs; "iterations" in the line says how many ran).
//            jsdom needs minutes for the 20 MB synthetic page, so Scripts/bench-dom.sh uses it.
// --action   also runs workload-action.js as an extension would (evaluate dom-workload.js and
//            workload-action.js, call ExtensionPreprocessingJS.run({completionFunction})) once
//            per page and checks the results dictionary equals the direct checksum.
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");
const { loadJSDOM, jsdomVersion, pageURL, listPages, pageName } = require("./lib");

const { JSDOM, VirtualConsole } = loadJSDOM();

// jsdom reports what it cannot handle (CSS it cannot parse, …) on its virtual console; the
// benchmark keeps quiet about it. Page scripts never run (runScripts: "outside-only" only
// lets us evaluate dom-workload.js in the window), and no subresource is loaded.
function jsdomOptions(url) {
    return { url, runScripts: "outside-only", virtualConsole: new VirtualConsole() };
}
const here = __dirname;
// WORKLOAD_FILE (environment): another workload file defining workload(document[, now]), e.g.
// loop-workload.js (Scripts/bench-dom.sh --workload); default dom-workload.js.
const workloadPath = process.env.WORKLOAD_FILE
    ? path.resolve(process.env.WORKLOAD_FILE) : path.join(here, "dom-workload.js");
const workloadSource = fs.readFileSync(workloadPath, "utf8");
const actionSource = fs.readFileSync(path.join(here, "workload-action.js"), "utf8");
const workloadScript = new vm.Script(workloadSource, { filename: workloadPath });
const actionScript = new vm.Script(actionSource, { filename: path.join(here, "workload-action.js") });

function parseArgs(argv) {
    const opts = { iterations: 5, budgetMs: Infinity, action: false, paths: [] };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "-n" || a === "--iterations") { opts.iterations = Math.max(1, parseInt(argv[++i], 10) || 5); }
        else if (/^-n\d+$/.test(a)) { opts.iterations = parseInt(a.slice(2), 10); }
        else if (a === "--action") { opts.action = true; }
        else if (a === "--budget-ms") { opts.budgetMs = Number(argv[++i]) || Infinity; }
        else if (a === "-h" || a === "--help") {
            process.stdout.write(fs.readFileSync(__filename, "utf8").split("\n").slice(1, 22).join("\n") + "\n");
            process.exit(0);
        }
        else { opts.paths.push(a); }
    }
    return opts;
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
// Process CPU time (user + system, all threads: V8's GC helpers included). On a loaded
// machine wall-clock times swing by several times; CPU time much less.
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const round = (x) => Math.round(x * 1000) / 1000;

function stripTimings(result) {
    // The result object comes from the window's realm; copy it into plain Node values.
    const copy = JSON.parse(JSON.stringify(result));
    delete copy.ms;
    return copy;
}

function onePage(file, opts) {
    const bytes = fs.readFileSync(file);
    const url = pageURL(file);
    const best = { parse: Infinity, walk: Infinity, text: Infinity, select: Infinity, clone: Infinity, serialize: Infinity, workload: Infinity, total: Infinity, cpuParse: Infinity, cpuWorkload: Infinity, cpuTotal: Infinity };
    let checksum = null;
    let unstable = false;
    let done = 0;
    const start = nowMs();
    for (let it = 0; it < opts.iterations; it++) {
        if (it > 0 && nowMs() - start >= opts.budgetMs) { break; }
        done++;
        if (global.gc) { global.gc(); }
        const c0 = cpuMs();
        const t0 = nowMs();
        const dom = new JSDOM(bytes, jsdomOptions(url));
        const t1 = nowMs();
        const c1 = cpuMs();
        const context = dom.getInternalVMContext();
        workloadScript.runInContext(context);
        const fn = dom.window.workload;
        const c2 = cpuMs();
        const t2 = nowMs();
        const result = fn(dom.window.document, nowMs);
        const t3 = nowMs();
        const c3 = cpuMs();
        const parse = t1 - t0;
        const work = t3 - t2;
        best.parse = Math.min(best.parse, parse);
        best.workload = Math.min(best.workload, work);
        best.total = Math.min(best.total, parse + work);
        best.cpuParse = Math.min(best.cpuParse, c1 - c0);
        best.cpuWorkload = Math.min(best.cpuWorkload, c3 - c2);
        best.cpuTotal = Math.min(best.cpuTotal, (c1 - c0) + (c3 - c2));
        for (const k of ["walk", "text", "select", "clone", "serialize"]) {
            best[k] = Math.min(best[k], result.ms[k]);
        }
        const sum = stripTimings(result);
        if (checksum === null) { checksum = sum; }
        else if (JSON.stringify(sum) !== JSON.stringify(checksum)) { unstable = true; }
        dom.window.close();
    }

    let action = undefined;
    if (opts.action) {
        action = runAsAction(bytes, url, checksum);
    }

    const line = {
        page: pageName(file),
        bytes: bytes.length,
        iterations: done,
        parse_ms: round(best.parse),
        walk_ms: round(best.walk),
        text_ms: round(best.text),
        select_ms: round(best.select),
        clone_ms: round(best.clone),
        serialize_ms: round(best.serialize),
        workload_ms: round(best.workload),
        total_ms: round(best.total),
        cpu_parse_ms: round(best.cpuParse),
        cpu_workload_ms: round(best.cpuWorkload),
        cpu_total_ms: round(best.cpuTotal),
        checksum
    };
    if (unstable) { line.unstable = true; }
    if (action !== undefined) { line.action = action; }
    return line;
}

// The extension path: the same two files, run() → completionFunction(results).
function runAsAction(bytes, url, expected) {
    const dom = new JSDOM(bytes, jsdomOptions(url));
    const context = dom.getInternalVMContext();
    let results;
    try {
        workloadScript.runInContext(context);
        actionScript.runInContext(context);
        const epj = vm.runInContext("ExtensionPreprocessingJS", context);
        epj.run({ completionFunction: (r) => { results = JSON.parse(JSON.stringify(r)); } });
        epj.finalize(dom.window.JSON.parse("{\"ok\":true}"));
    } catch (e) {
        dom.window.close();
        return "error: " + (e && e.message || e);
    }
    const marked = dom.window.document.documentElement.getAttribute("data-workload");
    dom.window.close();
    if (!results) { return "completionFunction not called"; }
    if (JSON.stringify(results) !== JSON.stringify(expected)) { return "mismatch: " + JSON.stringify(results); }
    return marked === "ok" ? "ok" : "finalize did not run";
}

function main() {
    const opts = parseArgs(process.argv.slice(2));
    if (!opts.paths.length) {
        process.stderr.write("usage: workload.js [-n N] [--action] PAGE_OR_DIR...\n");
        process.exit(2);
    }
    const files = listPages(opts.paths);
    const wall0 = nowMs();
    let total = 0, parse = 0, work = 0, cpu = 0, bad = 0;
    for (const file of files) {
        let line;
        try {
            line = onePage(file, opts);
        } catch (e) {
            line = { page: pageName(file), error: String(e && e.stack || e) };
            bad++;
        }
        if (line.total_ms !== undefined) {
            total += line.total_ms;
            parse += line.parse_ms;
            work += line.workload_ms;
            cpu += line.cpu_total_ms;
        }
        if (line.unstable || (line.action !== undefined && line.action !== "ok")) { bad++; }
        process.stdout.write(JSON.stringify(line) + "\n");
    }
    process.stdout.write(JSON.stringify({
        summary: true,
        pages: files.length,
        iterations: opts.iterations,
        total_ms: round(total),
        parse_ms: round(parse),
        workload_ms: round(work),
        cpu_total_ms: round(cpu),
        wall_ms: round(nowMs() - wall0),
        failures: bad,
        jsdom: jsdomVersion(),
        node: process.version
    }) + "\n");
    process.exit(bad ? 1 : 0);
}

main();
