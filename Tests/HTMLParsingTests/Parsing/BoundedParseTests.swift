import DOM
import Foundation
import Testing

@testable import HTMLParsing

/// Fragment parses with a CPU-time deadline (issue 20): markup a script hands over is parsed
/// within the script time limit, and a parse that gives up leaves nothing behind.
@Suite struct BoundedParseTests {
  /// The thread's CPU time, in nanoseconds.
  static func threadCPUTime() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  static func context() throws -> Element {
    let document = HTMLParser.parseDocument("<!DOCTYPE html><body><div id=c></div>")
    return try #require(document.getElementById("c"))
  }

  @Test func aFarDeadlineParsesAsWithout() throws {
    let context = try Self.context()
    let markup = "<p class=a>one<b>two</b></p><!--c--><table><td>x</table>"
    let bounded = HTMLParser.parseFragment(
      markup, context: context, cpuDeadline: Self.threadCPUTime() + 60_000_000_000)
    let plain = HTMLParser.parseFragment(markup, context: context)
    let holder = try context.nodeDocument.createElement("div")
    try holder.appendChild(try #require(bounded))
    let other = try context.nodeDocument.createElement("div")
    try other.appendChild(plain)
    #expect(holder.innerHTML == other.innerHTML)
    #expect(holder.innerHTML.contains("<b>two</b>"))
  }

  @Test func aPassedDeadlineGivesUp() throws {
    let context = try Self.context()
    let markup = String(repeating: "<div>", count: 20_000)
    #expect(HTMLParser.parseFragment(markup, context: context, cpuDeadline: 0) == nil)
  }

  /// Four million nested `div`s (20 MB) take seconds; with a deadline a quarter second away
  /// the parse gives up close to it.
  @Test func deepNestingStopsNearTheDeadline() throws {
    let context = try Self.context()
    let markup = String(repeating: "<div>", count: 4_000_000)
    let start = Self.threadCPUTime()
    let result = HTMLParser.parseFragment(
      markup, context: context, cpuDeadline: start + 250_000_000)
    let spent = Double(Self.threadCPUTime() - start) / 1e9
    #expect(result == nil)
    #expect(spent < 2, "\(spent) s of CPU")
  }
}
