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

  static func options(_ engine: HTMLParser.Options.Engine) -> HTMLParser.Options {
    var options = HTMLParser.Options()
    options.engine = engine
    return options
  }

  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func aFarDeadlineParsesAsWithout(engine: HTMLParser.Options.Engine) throws {
    let context = try Self.context()
    let markup = "<p class=a>one<b>two</b></p><!--c--><table><td>x</table>"
    let bounded = HTMLParser.parseFragment(
      markup, context: context, options: Self.options(engine),
      cpuDeadline: Self.threadCPUTime() + 60_000_000_000)
    let plain = HTMLParser.parseFragment(markup, context: context, options: Self.options(engine))
    let holder = try context.nodeDocument.createElement("div")
    try holder.appendChild(try #require(bounded))
    let other = try context.nodeDocument.createElement("div")
    try other.appendChild(plain)
    #expect(holder.innerHTML == other.innerHTML)
    #expect(holder.innerHTML.contains("<b>two</b>"))
  }

  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func aPassedDeadlineGivesUp(engine: HTMLParser.Options.Engine) throws {
    let context = try Self.context()
    let markup = String(repeating: "<div>", count: 20_000)
    #expect(
      HTMLParser.parseFragment(
        markup, context: context, options: Self.options(engine), cpuDeadline: 0) == nil)
  }

  /// Two hundred thousand nested `div`s take gumbo minutes; with a deadline a quarter second
  /// away the parse gives up close to it.
  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func deepNestingStopsNearTheDeadline(engine: HTMLParser.Options.Engine) throws {
    let context = try Self.context()
    let markup = String(repeating: "<div>", count: 200_000)
    let start = Self.threadCPUTime()
    let result = HTMLParser.parseFragment(
      markup, context: context, options: Self.options(engine), cpuDeadline: start + 250_000_000)
    let spent = Double(Self.threadCPUTime() - start) / 1e9
    #expect(result == nil)
    #expect(spent < 2, "\(spent) s of CPU")
  }

  /// Giving up leaks nothing with the gumbo engine: a thousand abandoned parses of a 100 KB
  /// input give back every chunk of gumbo's arena (the arena goes as a whole). The Swift engine
  /// allocates no arena: what it built is released with the fragment.
  @Test func abandonedParsesLeaveNoMemory() throws {
    let context = try Self.context()
    let markup = String(repeating: "<div><span>text</span>", count: 5_000)
    // Every chunk a parse takes is given back, whether it finished or was given up: counted by
    // the arena itself (the process's resident memory also moves with the tests beside this).
    let counts = GumboTreeConverter.arenaChunks
    let options = Self.options(.gumbo)
    let allocatedBefore = counts.allocated
    var abandoned = 0
    for _ in 0..<1_000 {
      let parsed = HTMLParser.parseFragment(
        markup, context: context, options: options, cpuDeadline: Self.threadCPUTime() + 200_000)
      if parsed == nil { abandoned += 1 }
    }
    #expect(abandoned > 0, "some parses passed their deadline")
    #expect(counts.allocated > allocatedBefore)
    #expect(counts.leakingParses == 0)
  }
}
