import DOM
import JSCore
import Testing

@testable import WebPlatform

/// What the `console` namespace records: level, formatted text, group depth, loop time and the
/// calling script's location (from the JavaScript stack).
@Suite struct WindowConsoleTests {
  static func run(_ source: String, sourceURL: String = "console-test.js") throws -> Runtime {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(source, sourceURL: sourceURL)
    runtime.runEventLoop()
    return runtime
  }

  @Test func levelsAndFormattedText() throws {
    let runtime = try Self.run(
      """
      console.log("hello", 1, { a: 1, b: "x" }, [1, 2]);
      console.info("%s is %d years", "Ann", 42.5);
      console.warn("careful");
      console.error(new Error("bad"));
      console.debug(null, undefined, true);
      console.dirxml(document.body);
      console.dir({ nested: { deep: 1 } });
      console.log();
      """)
    let messages = runtime.consoleMessages
    #expect(messages.map(\.level) == [.log, .info, .warn, .error, .debug, .dirxml, .dir])
    #expect(messages[0].text == "hello 1 {a: 1, b: \"x\"} [1, 2]")
    #expect(messages[1].text == "Ann is 42 years")
    #expect(messages[2].severity == .warning)
    #expect(messages[3].text.contains("bad"))
    #expect(messages[4].text == "null undefined true")
    #expect(messages[5].text == "<body class=\"page home\">")
  }

  @Test func theCallingScriptsLocation() throws {
    let runtime = try Self.run(
      """
      console.log("first line");
        console.warn("indented, third line");

      function helper() {
        console.error("inside a function");
      }
      helper();
      """)
    let sources = runtime.consoleMessages.map(\.source)
    #expect(sources.map { $0?.url } == ["console-test.js", "console-test.js", "console-test.js"])
    #expect(sources.map { $0?.line } == [1, 2, 5])
    #expect(sources.map { $0?.column } == [12, 15, 16], "the call's opening parenthesis")
  }

  @Test func countTimeGroupAssertTable() throws {
    let runtime = try Self.run(
      """
      console.count();
      console.count("x");
      console.count();
      console.countReset();
      console.count();
      console.countReset("never");
      console.time("load");
      setTimeout(() => { console.timeLog("load", "halfway"); }, 750);
      setTimeout(() => { console.timeEnd("load"); }, 1500);
      console.group("outer");
      console.log("inside");
      console.groupCollapsed();
      console.log("deeper");
      console.groupEnd();
      console.groupEnd();
      console.assert(1 === 1, "never printed");
      console.assert(false, "failed: %s", "why");
      console.assert(false);
      console.table([{ a: 1, b: 2 }, { a: 3 }]);
      console.clear();
      """)
    let summary = runtime.consoleMessages.map { "\($0.level.rawValue)/\($0.groupDepth)/\($0.text)" }
    #expect(
      Array(summary.prefix(16)) == [
        "count/0/default: 1", "count/0/x: 1", "count/0/default: 2", "count/0/default: 1",
        "countReset/0/Count for 'never' does not exist", "group/0/outer", "log/1/inside",
        "groupCollapsed/1/console.groupCollapsed", "log/2/deeper", "groupEnd/1/", "groupEnd/0/",
        "assert/0/Assertion failed: failed: why", "assert/0/Assertion failed",
        summary[13], "clear/0/", "timeLog/0/load: 750ms halfway",
      ])
    #expect(summary[13].hasPrefix("table/0/"))
    #expect(summary.last == "timeEnd/0/load: 1500ms")
    #expect(runtime.consoleMessages.last?.timestamp == 1500)
  }

  @Test func traceRecordsTheStack() throws {
    let runtime = try Self.run(
      """
      function outer() { inner(); }
      function inner() { console.trace("here"); }
      outer();
      """)
    let message = try #require(runtime.consoleMessages.first)
    #expect(message.level == .trace)
    #expect(message.text == "here")
    let stack = try #require(message.stack)
    #expect(stack.hasPrefix("inner@console-test.js:2:"))
    #expect(stack.contains("outer@console-test.js:1:"))
    #expect(!stack.contains("actionjs://"))
    #expect(message.source?.line == 2)
  }

  @Test func bothWorldsPrintToTheOneConsole() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate("console.log('extension')", sourceURL: "Action.js")
    try runtime.evaluate("console.log('page')", sourceURL: "page.js", in: runtime.pageWorld)
    #expect(runtime.consoleMessages.map(\.text) == ["extension", "page"])
    #expect(runtime.consoleMessages.map { $0.source?.url } == ["Action.js", "page.js"])
  }
}
