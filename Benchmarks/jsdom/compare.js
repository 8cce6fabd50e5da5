#!/usr/bin/env node
// compare.js — joins the two sides of Scripts/bench-dom.sh.
//
// Usage: node compare.js [--cpu] [--phase total|workload] JSDOM.jsonl [ACTIONJS.jsonl]
//
// Both inputs are JSON lines as workload.js prints them: one object per page with at least
// "page" (e.g. "readability/ars-1"), "total_ms" (best parse + workload, ms) and "checksum"
// (the object workload(document) returned, timings removed); a line with "summary": true is
// skipped. --cpu compares "cpu_total_ms" instead of "total_ms". --phase workload compares the
// workload alone ("workload_ms", or "cpu_workload_ms" with --cpu): the figure for library
// workloads (Scripts/bench-libraries.sh), where parsing the page is not what is measured.
//
// Prints one line per page of the jsdom file, space-separated:
//     page jsdom_ms actionjs_ms ratio
// where ratio = actionjs_ms / jsdom_ms (below 1: actionjs is faster), "-" where a side has no
// figure; then "TOTAL jsdom_ms actionjs_ms ratio" over the pages both sides measured. Pages
// whose checksums differ are listed after that, prefixed "checksum-mismatch", with the fields
// that differ; the exit status is 1 if there is any.
"use strict";

const fs = require("fs");

const args = process.argv.slice(2);
const cpu = args.includes("--cpu");
const phaseAt = args.indexOf("--phase");
const phase = phaseAt >= 0 ? args[phaseAt + 1] : "total";
if (phase !== "total" && phase !== "workload") {
    process.stderr.write(`compare.js: --phase is total or workload, not ${phase}\n`);
    process.exit(2);
}
const files = args.filter((a, i) => a !== "--cpu" && i !== phaseAt && i !== phaseAt + 1);
if (!files.length) {
    process.stderr.write("usage: compare.js [--cpu] [--phase total|workload] JSDOM.jsonl [ACTIONJS.jsonl]\n");
    process.exit(2);
}
const key = (cpu ? "cpu_" : "") + phase + "_ms";

function load(file) {
    const map = new Map();
    if (!file || !fs.existsSync(file)) { return map; }
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
        if (!line.trim()) { continue; }
        let o;
        try { o = JSON.parse(line); } catch (e) { continue; }
        if (o.summary || !o.page) { continue; }
        map.set(o.page, o);
    }
    return map;
}

const jsdom = load(files[0]);
const actionjs = load(files[1]);
const fmt = (x) => (typeof x === "number" && isFinite(x) ? x.toFixed(3) : "-");
let sumJ = 0, sumA = 0, both = 0;
const mismatches = [];
for (const [page, j] of jsdom) {
    const a = actionjs.get(page);
    const jm = j[key];
    const am = a ? a[key] : undefined;
    const ratio = typeof jm === "number" && typeof am === "number" && jm > 0 ? (am / jm).toFixed(3) : "-";
    process.stdout.write(`${page} ${fmt(jm)} ${fmt(am)} ${ratio}\n`);
    if (typeof jm === "number" && typeof am === "number") { sumJ += jm; sumA += am; both++; }
    if (a && a.checksum && j.checksum && a.checksum.checksum !== j.checksum.checksum) {
        const diff = Object.keys(j.checksum).filter((k) => JSON.stringify(j.checksum[k]) !== JSON.stringify(a.checksum[k]))
            .map((k) => `${k}: jsdom ${JSON.stringify(j.checksum[k])} actionjs ${JSON.stringify(a.checksum[k])}`);
        mismatches.push(`checksum-mismatch ${page} ${diff.join("; ")}`);
    }
}
process.stdout.write(`TOTAL ${fmt(both ? sumJ : [...jsdom.values()].reduce((s, j) => s + (j[key] || 0), 0))} ` +
    `${both ? fmt(sumA) : "-"} ${both && sumJ > 0 ? (sumA / sumJ).toFixed(3) : "-"}\n`);
for (const m of mismatches) { process.stdout.write(m + "\n"); }
process.exit(mismatches.length ? 1 : 0);
