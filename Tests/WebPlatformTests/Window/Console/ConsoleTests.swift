import JSCore
import Testing

@testable import WebPlatform

@Suite("Console")
struct ConsoleTests {
  let context = JSContext()

  func values(_ items: String...) -> [JSValue] { items.map { context.string($0) } }

  @Test func recordsLevelsTextAndSources() {
    let console = Console()
    console.log(values("a", "b"), source: ConsoleSource(url: "Action.js", line: 3, column: 5))
    console.info(values("i"))
    console.warn(values("w"))
    console.error(values("e"))
    console.debug(values("d"))
    console.log([])
    #expect(console.messages.map(\.level) == [.log, .info, .warn, .error, .debug])
    #expect(console.messages.map(\.severity) == [.log, .info, .warning, .error, .debug])
    #expect(console.messages[0].text == "a b")
    #expect(console.messages[0].source == ConsoleSource(url: "Action.js", line: 3, column: 5))
  }

  @Test func groupsIndent() {
    let console = Console()
    console.group(values("outer"))
    console.log(values("in 1"))
    console.groupCollapsed([])
    console.log(values("in 2"))
    console.groupEnd()
    console.groupEnd()
    console.groupEnd()
    console.log(values("out"))
    let summary = console.messages.map { "\($0.level.rawValue):\($0.groupDepth):\($0.text)" }
    #expect(
      summary == [
        "group:0:outer", "log:1:in 1", "groupCollapsed:1:console.groupCollapsed", "log:2:in 2",
        "groupEnd:1:", "groupEnd:0:", "log:0:out",
      ])
    #expect(console.messages[3].indentedText == "    in 2")
  }

  @Test func countsPerLabel() {
    let console = Console()
    console.count()
    console.count()
    console.count("x")
    console.countReset()
    console.count()
    console.countReset("nope")
    #expect(
      console.messages.map(\.text) == [
        "default: 1", "default: 2", "x: 1", "default: 1", "Count for 'nope' does not exist",
      ])
    #expect(console.messages.last?.severity == .warning)
  }

  @Test func timersUseTheLoopClock() {
    let clock = VirtualClock()
    let console = Console(clock: clock)
    console.time()
    clock.advance(by: 1_500)
    console.timeLog("default", [context.number(1)])
    clock.advance(by: 0.25)
    console.timeEnd()
    console.timeEnd()
    console.time("t")
    console.time("t")
    #expect(
      console.messages.map(\.text) == [
        "default: 1500ms 1", "default: 1500.25ms", "Timer 'default' does not exist",
        "Timer 't' already exists",
      ])
    #expect(console.messages[1].timestamp == 1_500.25)
  }

  @Test func assertPrintsOnlyOnFailure() throws {
    let console = Console()
    console.assert(true, values("never"))
    console.assert(false, [])
    console.assert(false, values("x is %s", "bad"))
    console.assert(false, [context.number(1), context.string("two")])
    #expect(
      console.messages.map(\.text) == [
        "Assertion failed", "Assertion failed: x is bad", "Assertion failed 1 two",
      ])
    #expect(console.messages.allSatisfy { $0.level == .assert && $0.severity == .error })
  }

  @Test func traceTableDirClear() throws {
    let console = Console()
    console.trace([], stack: "f@Action.js:1:1")
    console.table(try context.evaluateScript("({r: {c: 1}})"))
    console.table(context.string("plain"))
    console.dir(try context.evaluateScript("({a: 'b'})"))
    console.group([])
    console.clear()
    console.log(values("after"))
    #expect(console.messages[0].text == "console.trace()")
    #expect(console.messages[0].stack == "f@Action.js:1:1")
    #expect(console.messages[1].level == .table)
    #expect(console.messages[1].text == "(index) | c\nr       | 1")
    #expect(console.messages[2].level == .log && console.messages[2].text == "plain")
    #expect(console.messages[3].text == "{a: \"b\"}")
    #expect(console.messages.last?.groupDepth == 0)
    #expect(console.messages.contains { $0.level == .clear })
  }

  @Test func onMessageSeesEveryMessage() {
    let console = Console()
    var seen: [String] = []
    console.onMessage = { seen.append($0.text) }
    console.log(values("one"))
    console.error(values("two"))
    #expect(seen == ["one", "two"])
  }
}
