// Page-environment benchmarks: the cost of setting up a Runtime over a parsed page, and a
// DOM-heavy workload run side by side with jsdom (Scripts/bench-dom.sh).
import DOM
import Foundation
import HTMLParsing
import JSCore
import WebPlatform

/// Monotonic seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Process CPU seconds (every thread: the engine's collector threads count, as Node's do on
/// the jsdom side).
func cpuNow() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Runtime set-up for a small page: parse alone, parse + runtime + first script touching the
/// document, on one shared virtual machine (as a batch of runs uses it).
func runRuntimeSetup(iterations: Int) {
  let markup = """
    <!DOCTYPE html><html><head><title>Small</title><meta name="description" content="d">
    </head><body><div id="main"><h1>Title</h1><p>Some <a href="/x">text</a>.</p></div></body></html>
    """
  let machine = VirtualMachine()
  var parseSamples: [Double] = []
  var setupSamples: [Double] = []
  var firstScriptSamples: [Double] = []
  for _ in 0..<iterations {
    let start = now()
    let document = HTMLParser.parseDocument(markup)
    let parsed = now()
    let runtime = Runtime(document: document, virtualMachine: machine)
    _ = runtime.extensionWorld
    let ready = now()
    do {
      _ = try runtime.evaluate(
        "document.title + document.querySelector('a').href + document.body.textContent.length")
    } catch {
      print("script failed: \(error)")
      return
    }
    let done = now()
    parseSamples.append(parsed - start)
    setupSamples.append(ready - parsed)
    firstScriptSamples.append(done - ready)
  }
  // The floor, measured in the same run: a bare JavaScriptCore context on the same machine
  // (the engine's own global object and built-ins), with nothing of ours.
  var contextSamples: [Double] = []
  for _ in 0..<iterations {
    let start = now()
    let context = JSContext(virtualMachine: machine)
    _ = context.globalObject
    contextSamples.append(now() - start)
  }
  func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }
  print("runtime set-up over a small page, median of \(iterations):")
  print("  bare JSContext (the engine's floor):  \(ms(median(contextSamples)))")
  print("  parse:                              \(ms(median(parseSamples)))")
  print("  Runtime + extension world:          \(ms(median(setupSamples)))")
  print("  first script (title, query, href):  \(ms(median(firstScriptSamples)))")
}

/// Stress modes used to investigate engine crashes with many runtimes on one machine.
func runStress(_ mode: String, iterations: Int) {
  let machine = VirtualMachine()
  let markup = "<!DOCTYPE html><title>t</title><p><a href=/x>x</a></p>"
  for index in 0..<iterations {
    let document = HTMLParser.parseDocument(markup)
    let runtime = Runtime(document: document, virtualMachine: machine)
    switch mode {
    case "world": _ = runtime.extensionWorld
    case "title": _ = try? runtime.evaluate("document.title")
    case "query": _ = try? runtime.evaluate("document.querySelector('a')")
    case "text": _ = try? runtime.evaluate("document.body.textContent.length")
    default: _ = try? runtime.evaluate("1 + 1")
    }
    if index % 100 == 0 { print(mode, index) }
  }
  print(mode, "done")
}

/// The absolute path of `path` with `..` and symbolic links resolved.
func absolutePath(_ path: String) -> String {
  guard let resolved = realpath(path, nil) else { return path }
  defer { free(resolved) }
  return String(cString: resolved)
}

/// Every .html file under `paths` (files or folders), sorted.
func listPages(_ paths: [String]) -> [String] {
  var pages: Set<String> = []
  for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
    if isDirectory.boolValue {
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.lowercased().hasSuffix(".html") || relative.lowercased().hasSuffix(".htm") {
          pages.insert(absolutePath(path + "/" + relative))
        }
      }
    } else {
      pages.insert(absolutePath(path))
    }
  }
  return pages.sorted()
}

/// The page's name below the `pages` folder, as the jsdom side names it.
func pageName(_ path: String) -> String {
  let parts = path.split(separator: "/").map(String.init)
  let relative =
    parts.lastIndex(of: "pages").map { parts[($0 + 1)...].joined(separator: "/") }
    ?? (parts.last ?? path)
  for suffix in [".html", ".htm"] where relative.lowercased().hasSuffix(suffix) {
    return String(relative.dropLast(suffix.count))
  }
  return relative
}

/// The page URL the jsdom side uses.
func pageURL(_ path: String) -> String {
  path.split(separator: "/").contains("readability")
    ? "http://fakehost/test/page.html" : URL(fileURLWithPath: path).absoluteString
}

/// The DOM workload of Scripts/bench-dom.sh: for each page, N times { parse the bytes, set up a
/// runtime, evaluate the shared workload file, call `workload(document, now)` } and print one
/// JSON line with the best times and the checksum object. The phases are those jsdom's side
/// (Benchmarks/jsdom/workload.js) reports: `parse_ms` the parse, `setup_ms` the runtime and the
/// evaluation of the workload file (jsdom builds its window inside its parse and does not time
/// the evaluation), `workload_ms` the call of `workload` alone (what the library figures
/// compare), `total_ms` all three.
func runDOMWorkload(_ arguments: [String]) {
  var iterations = 5
  var budget = Double.infinity
  var script = "Benchmarks/jsdom/dom-workload.js"
  var paths: [String] = []
  var index = 0
  while index < arguments.count {
    switch arguments[index] {
    case "-n":
      index += 1
      iterations = max(1, Int(arguments[index]) ?? 5)
    case "--budget-ms":
      index += 1
      budget = Double(arguments[index]) ?? .infinity
    case "--script":
      index += 1
      script = arguments[index]
    default: paths.append(arguments[index])
    }
    index += 1
  }
  guard let source = try? String(contentsOfFile: script, encoding: .utf8) else {
    print("cannot read \(script)")
    exit(2)
  }
  let machine = VirtualMachine()
  for path in listPages(paths) {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let bytes = [UInt8](data)
    var best = (
      total: Double.infinity, parse: Double.infinity, setup: Double.infinity,
      workload: Double.infinity
    )
    var bestCPU = best
    var checksum = ""
    var phases = "{}"
    var iterationPhases = "{}"
    var failure: String?
    var spent = 0.0
    var done = 0
    while done < iterations && (done == 0 || spent < budget) {
      let start = now()
      let cpuStart = cpuNow()
      let parsed = HTMLParser.parseDocument(bytes: bytes)
      let document = parsed.document
      document.url = pageURL(path)
      let afterParse = now()
      let cpuAfterParse = cpuNow()
      var ready = afterParse
      var cpuReady = cpuAfterParse
      let runtime = Runtime(document: document, virtualMachine: machine)
      do {
        let world = runtime.extensionWorld
        try world.global.set(
          "__benchNow",
          world.context.makeFunction(name: "now") { _ in .number(now() * 1000) })
        try runtime.evaluate(source, sourceURL: "dom-workload.js")
        ready = now()
        cpuReady = cpuNow()
        let result = try runtime.evaluate(
          """
          (function () {
            var r = workload(document, __benchNow), c = {};
            for (var k in r) { if (k !== "ms") { c[k] = r[k]; } }
            return JSON.stringify(c) + "\\n" + (r.ms === undefined ? "null" : JSON.stringify(r.ms));
          })()
          """)
        let parts = result.toString().split(separator: "\n", maxSplits: 1)
        checksum = parts.first.map(String.init) ?? ""
        iterationPhases = parts.count > 1 ? String(parts[1]) : "{}"
      } catch {
        failure = "\(error)"
      }
      let end = now()
      let cpuEnd = cpuNow()
      if cpuEnd - cpuStart < bestCPU.total {
        bestCPU = (
          (cpuEnd - cpuStart) * 1000, (cpuAfterParse - cpuStart) * 1000,
          (cpuReady - cpuAfterParse) * 1000, (cpuEnd - cpuReady) * 1000
        )
      }
      spent += (end - start) * 1000
      done += 1
      if end - start < best.total {
        best = (
          (end - start) * 1000, (afterParse - start) * 1000, (ready - afterParse) * 1000,
          (end - ready) * 1000
        )
        phases = iterationPhases
      }
      if failure != nil { break }
    }
    let name = pageName(path)
    if let failure {
      let escaped = failure.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
      print("{\"page\":\"\(name)\",\"error\":\"\(escaped)\"}")
      continue
    }
    func ms(_ value: Double) -> String { String(format: "%.3f", value) }
    print(
      "{\"page\":\"\(name)\",\"bytes\":\(bytes.count),\"iterations\":\(done),"
        + "\"parse_ms\":\(ms(best.parse)),\"setup_ms\":\(ms(best.setup)),"
        + "\"workload_ms\":\(ms(best.workload)),\"total_ms\":\(ms(best.total)),"
        + "\"cpu_parse_ms\":\(ms(bestCPU.parse)),\"cpu_setup_ms\":\(ms(bestCPU.setup)),"
        + "\"cpu_workload_ms\":\(ms(bestCPU.workload)),\"cpu_total_ms\":\(ms(bestCPU.total)),"
        + "\"phases_ms\":\(phases),\"checksum\":\(checksum)}")
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "dom-workload":
  runDOMWorkload(Array(arguments.dropFirst()))
case "stress":
  runStress(arguments.dropFirst().first ?? "world", iterations: 1000)
case "runtime":
  runRuntimeSetup(iterations: Int(arguments.dropFirst().first ?? "") ?? 200)
case "corpus":
  exit(runCorpusSweep(Array(arguments.dropFirst())))
default:
  print(
    """
    usage: actionjs-dombench runtime [ITERATIONS]
           actionjs-dombench dom-workload [-n N] [--budget-ms MS] [--script FILE] PAGE_OR_DIR...
           actionjs-dombench corpus SCRIPT_DIR PAGE_OR_DIR...
           actionjs-dombench stress MODE
    """)
}
