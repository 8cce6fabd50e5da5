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
  func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }
  print("runtime set-up over a small page, median of \(iterations):")
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

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "stress":
  runStress(arguments.dropFirst().first ?? "world", iterations: 1000)
case "runtime":
  runRuntimeSetup(iterations: Int(arguments.dropFirst().first ?? "") ?? 200)
default:
  print("usage: actionjs-dombench runtime [ITERATIONS]")
}
