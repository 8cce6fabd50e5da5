// Benchmarks for actionjs, run in release mode by Scripts/bench.sh. The parser measurements run
// the reference (gumbo's parse alone, when libgumbo-dev is installed: GumboReference.swift) and
// ours side by side, interleaved, and report the ratio, because the machines are shared and
// noisy.
import DOM
import Foundation
import HTMLParsing

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Peak resident memory of this process, in bytes.
func peakRSS() -> Int {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Int(usage.ru_maxrss) * 1024
}

func readFile(_ path: String) -> [UInt8]? {
  guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
  defer { try? handle.close() }
  guard let size = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil else {
    return nil
  }
  var bytes = [UInt8](repeating: 0, count: Int(size))
  let count = bytes.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
  return count == Int(size) ? bytes : nil
}

func usage() -> Never {
  print(
    """
    usage: actionjs-bench parse [--repeat N] FILE...   throughput: gumbo alone vs parse + build
           actionjs-bench peak (gumbo|dom) FILE   peak memory of one parse, in a fresh process
           actionjs-bench shapes [--size BYTES] [--limit N|none]
                                                 hostile markup shapes against a flat page
           actionjs-bench nesting [--count N] [--limit N|none]
                                                 N nested <div>s against N flat ones
           actionjs-bench selectors [--min-ms N] FILE...  CSS selector queries per second
           actionjs-bench tokenize [--no-gumbo] [--repeat N] FILE...  Swift tokenizer vs gumbo
    """)
  exit(2)
}

/// Minimum time of `repeat` runs of `body`.
func best(_ repeatCount: Int, _ body: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<repeatCount {
    let start = now()
    body()
    fastest = min(fastest, now() - start)
  }
  return fastest
}

func runParse(_ arguments: [String]) {
  var repeatCount = 3
  var files: [String] = []
  var index = 0
  while index < arguments.count {
    if arguments[index] == "--repeat", index + 1 < arguments.count,
      let n = Int(arguments[index + 1])
    {
      repeatCount = max(1, n)
      index += 2
      continue
    }
    files.append(arguments[index])
    index += 1
  }
  guard !files.isEmpty else { usage() }
  GumboReference.require("parse")
  var totalBytes = 0
  var gumboTime = 0.0
  var oursTime = 0.0
  var serializeTime = 0.0
  var serializedBytes = 0
  print("file\tbytes\tgumbo_ms\tparse_build_ms\tratio\tserialize_ms")
  for path in files {
    guard let bytes = readFile(path) else {
      print("cannot read \(path)")
      continue
    }
    // gumbo takes UTF-8: the corpus is UTF-8, so it gets the file's bytes.
    var gumbo = Double.infinity
    var ours = Double.infinity
    var document: Document? = nil
    // Interleave: gumbo, ours, gumbo, ours…
    for _ in 0..<repeatCount {
      gumbo = min(
        gumbo,
        best(1) {
          bytes.withUnsafeBufferPointer { _ = GumboReference.parse($0) }
        })
      ours = min(
        ours, best(1) { document = HTMLParser.parseDocument(bytes: bytes).document })
    }
    var output = ""
    let serialize = best(repeatCount) {
      if let document { output = HTMLSerializer.serializeChildren(of: document) }
    }
    totalBytes += bytes.count
    gumboTime += gumbo
    oursTime += ours
    serializeTime += serialize
    serializedBytes += output.utf8.count
    let name = (path as NSString).lastPathComponent
    print(
      String(
        format: "%@\t%d\t%.2f\t%.2f\t%.2f\t%.2f", name, bytes.count, gumbo * 1000, ours * 1000,
        ours / gumbo, serialize * 1000))
  }
  let mb = Double(totalBytes) / 1_000_000
  print(
    String(
      format: """
        total: %.1f MB in %d files (best of %d, interleaved)
        gumbo parse alone:        %.1f MB/s
        parse + build (ours):     %.1f MB/s   (from bytes: sniff, decode, parse, DOM)
        ratio ours / gumbo:       %.2f×
        serialization:            %.1f MB/s  (%.1f MB written)
        peak memory (this run):   %.0f MB
        """, mb, files.count, repeatCount, mb / gumboTime, mb / oursTime, oursTime / gumboTime,
      Double(serializedBytes) / 1_000_000 / serializeTime, Double(serializedBytes) / 1_000_000,
      Double(peakRSS()) / 1_000_000))
}

func runPeak(_ arguments: [String]) {
  guard arguments.count == 2, var bytes = readFile(arguments[1]) else { usage() }
  let size = bytes.count
  switch arguments[0] {
  case "gumbo":
    GumboReference.require("peak gumbo")
    let nodes = bytes.withUnsafeBufferPointer { GumboReference.parse($0) } ?? 0
    print("gumbo nodes: \(nodes)")
  case "dom":
    // The parser takes the bytes over, as a tool reading a page file does.
    let input = bytes
    bytes = []
    let document = HTMLParser.parseDocument(bytes: consume input).document
    withExtendedLifetime(document) {
      print("dom nodes: \(document.inclusiveDescendants.reduce(0) { n, _ in n + 1 })")
    }
  default: usage()
  }
  let peak = peakRSS()
  print(
    String(
      format: "peak memory: %.1f MB = %.1f× the %.1f MB input", Double(peak) / 1_000_000,
      Double(peak) / Double(size), Double(size) / 1_000_000))
}

/// The Swift tokenizer alone against gumbo's parse alone, interleaved, best of
/// `repeat` per file.
func runTokenize(_ arguments: [String]) {
  var repeatCount = 10
  var files = arguments
  var runsGumbo = true
  if files.first == "--no-gumbo" {
    // The tokenizer alone, e.g. under `valgrind --tool=callgrind` for instruction counts.
    runsGumbo = false
    files.removeFirst()
  }
  if files.count >= 2, files[0] == "--repeat", let n = Int(files[1]) {
    repeatCount = max(1, n)
    files.removeFirst(2)
  }
  if runsGumbo { GumboReference.require("tokenize (--no-gumbo runs the tokenizer alone)") }
  var totalBytes = 0
  var gumboTime = 0.0
  var tokenizerTime = 0.0
  var tokens = 0
  for path in files {
    guard let bytes = readFile(path) else { continue }
    var gumbo = Double.infinity
    var tokenizer = Double.infinity
    for _ in 0..<repeatCount {
      if runsGumbo {
        gumbo = min(
          gumbo, best(1) { bytes.withUnsafeBufferPointer { _ = GumboReference.parse($0) } }
        )
      }
      tokenizer = min(tokenizer, best(1) { tokens += HTMLParser.benchmarkTokenizerOnly(bytes) })
    }
    totalBytes += bytes.count
    gumboTime += gumbo
    tokenizerTime += tokenizer
  }
  let mb = Double(totalBytes) / 1_000_000
  print(
    String(
      format: """
        total: %.1f MB in %d files (best of %d per file, interleaved)
        gumbo parse alone:        %.2f ms  %.1f MB/s
        tokenizer alone (Swift):  %.2f ms  %.1f MB/s   (%d tokens)
        ratio tokenizer / gumbo:  %.3f×
        """, mb, files.count, repeatCount, gumboTime * 1000, mb / gumboTime,
      tokenizerTime * 1000, mb / tokenizerTime, tokens / repeatCount, tokenizerTime / gumboTime))
}

/// Where the time of one parse goes: decoding, parsing + building, freeing (and gumbo's parse
/// alone, 0 without gumbo).
func runPhases(_ arguments: [String]) {
  var decode = 0.0
  var build = 0.0
  var free = 0.0
  var gumbo = 0.0
  for path in arguments {
    guard let bytes = readFile(path) else { continue }
    for _ in 0..<5 {
      var t = now()
      let text = TextDecoding.decode(bytes, as: .utf8)
      decode += now() - t
      t = now()
      var document: Document? = HTMLParser.parseDocument(text)
      build += now() - t
      t = now()
      document = nil
      free += now() - t
      t = now()
      bytes.withUnsafeBufferPointer { _ = GumboReference.parse($0) }
      gumbo += now() - t
      _ = document
    }
  }
  print(
    String(
      format: "gumbo %.1f ms, decode %.1f ms, parse+build %.1f ms, free %.1f ms", gumbo * 200,
      decode * 200, build * 200, free * 200))
}

/// The selectors the `selectors` mode runs: what extension scripts typically ask of a page.
let benchmarkSelectors = [
  "meta[property=\"og:image\"]", "meta[name=\"description\" i]", "link[rel~=\"canonical\"]",
  "article p", "a[href^=\"http\"]", "img[src$=\".jpg\"]", "div > p:first-child",
  "ul li:nth-child(2n+1)", "p:not(.ad)", "h1, h2, h3", "section:has(> h2)", "[data-src]",
  "script[type=\"application/ld+json\"]", "#main", ".content", "body *", "table td:last-child",
  "a:is([target=_blank], [rel~=noopener])", ":root > body", "input:not([type=hidden])",
]
/// The selectors also run through `querySelector` (first match only).
let benchmarkFirstMatchSelectors = [
  "meta[property=\"og:image\"]", "#main", ".content", "h1, h2, h3",
]

/// Queries per second of `benchmarkSelectors` on each page, after checking every
/// `querySelectorAll` count against a naive reference (`SelectorList.matches` on every element).
func runSelectors(_ arguments: [String]) {
  var minimumSeconds = 0.01
  var files: [String] = []
  var index = 0
  while index < arguments.count {
    if arguments[index] == "--min-ms", index + 1 < arguments.count,
      let n = Double(arguments[index + 1])
    {
      minimumSeconds = n / 1000
      index += 2
      continue
    }
    files.append(arguments[index])
    index += 1
  }
  guard !files.isEmpty else { usage() }
  let cache = SelectorCache()
  let lists: [SelectorList]
  do {
    lists = try benchmarkSelectors.map { try SelectorList($0) }
  } catch {
    print("invalid benchmark selector: \(error)")
    exit(1)
  }
  var totalQueries = 0
  var totalTime = 0.0
  var perSelectorTime = [Double](repeating: 0, count: benchmarkSelectors.count)
  var perSelectorQueries = [Int](repeating: 0, count: benchmarkSelectors.count)
  var totalElements = 0
  print("file\telements\tqueries\tqps\tmatches")
  for path in files {
    guard let bytes = readFile(path) else {
      print("cannot read \(path)")
      continue
    }
    let document = HTMLParser.parseDocument(bytes: bytes).document
    let elements = Array(document.descendantElements)
    totalElements += elements.count
    var pageQueries = 0
    var pageTime = 0.0
    var pageMatches = 0
    for (number, selectors) in benchmarkSelectors.enumerated() {
      // Correctness: the query and the naive reference agree.
      let root = document.documentElement
      let reference = elements.filter { lists[number].matches($0, scope: root) }
      let found = (try? document.querySelectorAll(selectors, cache: cache))?.length ?? -1
      guard found == reference.count else {
        print("MISMATCH on \(path): '\(selectors)' found \(found), reference \(reference.count)")
        exit(1)
      }
      pageMatches += found
      var runs = 0
      let start = now()
      var elapsed = 0.0
      repeat {
        _ = try? document.querySelectorAll(selectors, cache: cache)
        if benchmarkFirstMatchSelectors.contains(selectors) {
          _ = try? document.querySelector(selectors, cache: cache)
          runs += 1
        }
        runs += 1
        elapsed = now() - start
      } while elapsed < minimumSeconds
      pageQueries += runs
      pageTime += elapsed
      perSelectorQueries[number] += runs
      perSelectorTime[number] += elapsed
    }
    totalQueries += pageQueries
    totalTime += pageTime
    let name = (path as NSString).lastPathComponent
    print(
      String(
        format: "%@\t%d\t%d\t%.0f\t%d", name, elements.count, pageQueries,
        Double(pageQueries) / pageTime, pageMatches))
  }
  print("per selector (queries per second, summed over pages; each page timed equally):")
  for (number, selectors) in benchmarkSelectors.enumerated() {
    let padded = selectors.padding(toLength: 42, withPad: " ", startingAt: 0)
    let rate = Double(perSelectorQueries[number]) / perSelectorTime[number]
    print("  \(padded)" + String(format: "%10.0f qps", rate))
  }
  print(
    String(
      format: """
        total: %d files, %d elements; %d queries in %.2f s
        overall: %.0f queries/s (all pages, all %d selectors; counts checked against the naive reference)
        """, files.count, totalElements, totalQueries, totalTime, Double(totalQueries) / totalTime,
      benchmarkSelectors.count))
}

/// Tree-walk cost alone: elements per second for the public traversal and for `#id` queries.
func runWalk(_ arguments: [String]) {
  for path in arguments {
    guard let bytes = readFile(path) else { continue }
    let document = HTMLParser.parseDocument(bytes: bytes).document
    var count = 0
    var t = now()
    for _ in 0..<20 { count = document.descendantElements.reduce(0) { n, _ in n + 1 } }
    let walk = (now() - t) / 20
    t = now()
    for _ in 0..<20 { _ = try? document.querySelectorAll("#nope") }
    let query = (now() - t) / 20
    t = now()
    for _ in 0..<20 { _ = try? document.querySelectorAll("zz") }
    let typeQuery = (now() - t) / 20
    print(
      String(
        format:
          "%@: %d elements; walk %.0f ns/element, #id query %.0f ns/element, type query %.0f ns/element",
        (path as NSString).lastPathComponent, count, walk / Double(count) * 1e9,
        query / Double(count) * 1e9, typeQuery / Double(count) * 1e9))
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usage() }
switch command {
case "parse": runParse(Array(arguments.dropFirst()))
case "peak": runPeak(Array(arguments.dropFirst()))
case "phases": runPhases(Array(arguments.dropFirst()))
case "tokenize": runTokenize(Array(arguments.dropFirst()))
case "shapes": runShapes(Array(arguments.dropFirst()))
case "nesting": runNesting(Array(arguments.dropFirst()))
case "walk": runWalk(Array(arguments.dropFirst()))
case "selectors": runSelectors(Array(arguments.dropFirst()))
default: usage()
}
