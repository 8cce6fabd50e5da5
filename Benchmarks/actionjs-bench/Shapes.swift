// `actionjs-bench shapes`: the parser's time on hostile shapes of markup (deep nesting, many
// attributes, long attribute values, long text runs, many open formatting elements, table
// foster parenting), each against a flat page of the same size parsed in the same run, and at
// two sizes, so that growth faster than linear shows (issue 22; issue 20's 2,000,000 nested
// divs).
import DOM
import Foundation
import HTMLParsing

/// One shape of markup, made at about `size` bytes.
struct MarkupShape: Sendable {
  var name: String
  var make: @Sendable (_ size: Int) -> String
}

/// Repeats `unit` until the text has about `size` bytes, between `prefix` and `suffix`.
func repeated(_ unit: String, toSize size: Int, prefix: String = "", suffix: String = "")
  -> String
{
  let count = max(1, (size - prefix.utf8.count - suffix.utf8.count) / max(1, unit.utf8.count))
  return prefix + String(repeating: unit, count: count) + suffix
}

let markupShapes: [MarkupShape] = [
  MarkupShape(name: "flat (reference)") { repeated("<div>x</div>", toSize: $0) },
  MarkupShape(name: "deep nesting <div>") { repeated("<div>", toSize: $0) },
  MarkupShape(name: "many attributes on one tag") {
    var text = "<div"
    var index = 0
    while text.utf8.count < $0 - 10 {
      text += " a\(index)=x"
      index += 1
    }
    return text + ">x</div>"
  },
  MarkupShape(name: "one long attribute value") {
    repeated("x", toSize: $0, prefix: "<div title=\"", suffix: "\">x</div>")
  },
  MarkupShape(name: "one long text run") { repeated("word ", toSize: $0, prefix: "<p>") },
  MarkupShape(name: "open formatting elements <b>") { repeated("<b>x", toSize: $0) },
  MarkupShape(name: "misnested formatting (adoption agency)") {
    repeated("<b><i>x</b>y</i>", toSize: $0, prefix: "<p>")
  },
  MarkupShape(name: "table foster parenting") {
    repeated("<div>x</div>", toSize: $0, prefix: "<table><tr><td>a</td></tr>", suffix: "</table>")
  },
]

/// `shapes [--size BYTES] [--limit N|none]`: each shape at SIZE and
/// 2 × SIZE bytes, best of 3, with the flat page's time at the same size.
func runShapes(_ arguments: [String]) {
  let (size, options) = shapeArguments(arguments, amountFlag: "--size", default: 4_000_000)
  print(
    "depth limit \(options.maximumTreeDepth.map(String.init) ?? "none")")
  print("shape\tbytes\tms\t/flat\tms at 2x\tgrowth (2 = linear)")
  var flatTimes: [Int: Double] = [:]
  for shape in markupShapes {
    var times: [Double] = []
    var sizes: [Int] = []
    for bytes in [size, 2 * size] {
      let markup = shape.make(bytes)
      sizes.append(markup.utf8.count)
      times.append(best(3) { _ = HTMLParser.parseDocument(markup, options: options) })
    }
    if flatTimes.isEmpty { flatTimes = [size: times[0], 2 * size: times[1]] }
    print(
      String(
        format: "%@\t%d\t%.1f\t%.2f\t%.1f\t%.2f", shape.name, sizes[0], times[0] * 1000,
        times[0] / (flatTimes[size] ?? times[0]), times[1] * 1000, times[1] / times[0]))
  }
}

/// `nesting [--count N] [--limit N|none]`: N nested `<div>`s against N
/// flat ones (`<div></div>`), best of 3 each, interleaved (issue 20: 2,000,000 nested divs in
/// about the time of 2,000,000 flat ones).
func runNesting(_ arguments: [String]) {
  let (count, options) = shapeArguments(arguments, amountFlag: "--count", default: 2_000_000)
  let nested = String(repeating: "<div>", count: count)
  let flat = String(repeating: "<div></div>", count: count)
  var nestedTime = Double.infinity
  var flatTime = Double.infinity
  var elements = (nested: 0, flat: 0)
  for _ in 0..<3 {
    flatTime = min(
      flatTime,
      best(1) {
        elements.flat = HTMLParser.parseDocument(flat, options: options).descendantElements.reduce(
          0
        ) { count, _ in count + 1 }
      })
    nestedTime = min(
      nestedTime,
      best(1) {
        elements.nested = HTMLParser.parseDocument(nested, options: options).descendantElements
          .reduce(0) { count, _ in count + 1 }
      })
  }
  print(
    String(
      format:
        "depth limit %@: %d nested <div> %.0f ms, %d flat <div></div> %.0f ms, nested / flat %.2f",
      options.maximumTreeDepth.map(String.init) ?? "none",
      elements.nested, nestedTime * 1000, elements.flat, flatTime * 1000, nestedTime / flatTime))
}

/// The options `shapes` and `nesting` share: `AMOUNT_FLAG N` (the size or count, else
/// `fallback`), `--limit N|none` (the depth limit).
func shapeArguments(_ arguments: [String], amountFlag: String, default fallback: Int)
  -> (amount: Int, options: HTMLParser.Options)
{
  var amount = fallback
  var options = HTMLParser.Options()
  var index = 0
  while index + 1 < arguments.count {
    switch arguments[index] {
    case amountFlag: amount = Int(arguments[index + 1]) ?? amount
    case "--limit": options.maximumTreeDepth = Int(arguments[index + 1])
    default: usage()
    }
    index += 2
  }
  return (amount, options)
}
