// workload-action.js — dom-workload.js as a Safari extension preprocessing script.
//
// This file is the extension wrapper only; it expects `workload` from dom-workload.js in the
// same global object. Build the Action.js with
//     cat Benchmarks/jsdom/dom-workload.js Benchmarks/jsdom/workload-action.js > Action.js
// (Scripts/bench-dom.sh --make-action OUT does exactly that), or evaluate the two files one
// after the other in the same context. run() hands the checksum dictionary of
// workload(document) to completionFunction, so the results dictionary the request handler
// receives is {nodes, nodeTypeSum, textLength, selectors, selectorTotal, outerHTMLLength,
// checksum} (no timings: a virtual clock would make them meaningless). finalize() records the
// argument's `ok` flag on <html data-workload>.
//
// @finalize-argument: {"ok": true}

var ExtensionPreprocessingJS = {
    run: function (args) {
        if (typeof workload !== "function") {
            args.completionFunction({ error: "workload() is not defined: evaluate dom-workload.js first" });
            return;
        }
        args.completionFunction(workload(document));
    },
    finalize: function (arg) {
        if (document.documentElement) {
            document.documentElement.setAttribute("data-workload", arg && arg.ok ? "ok" : "no");
        }
    }
};
