import JSCore
import Testing

/// String arguments passed again and again are found by identity (`StringArgumentCache`): the
/// answer must always be the argument's own text, whatever the engine does with the cells in
/// between, and an object's `toString` must run on every call.
@Suite struct StringArgumentTests {
  private func context(recording seen: Recorder) throws -> JSContext {
    let context = JSContext()
    let echo = context.makeFunction(name: "echo", length: 1) { call in
      let text = try call.string(0)
      seen.values.append(text)
      return .string(text)
    }
    try context.globalObject.set("echo", echo)
    return context
  }

  final class Recorder { var values: [String] = [] }

  @Test func repeatedLiteralsAndFreshStringsCrossAsThemselves() throws {
    let seen = Recorder()
    let context = try context(recording: seen)
    let result = try context.evaluateScript(
      """
      var bad = [];
      var names = ["align", "width", "height", "bgcolor"];
      for (var i = 0; i < 2000; i++) {
        var name = names[i % 4];
        if (echo(name) !== name) bad.push(name);
        if (echo("literal") !== "literal") bad.push("literal");
        var fresh = "n" + i;
        if (echo(fresh) !== fresh) bad.push(fresh);
        if (i % 500 === 0) { var junk = []; for (var j = 0; j < 20000; j++) junk.push("j" + j); }
      }
      bad.join(",")
      """)
    #expect(try result.toString() == "")
    context.collectGarbageSynchronously()
    #expect(try context.evaluateScript("echo('after') + echo('after')").toString() == "afterafter")
  }

  @Test func anObjectIsConvertedEveryTime() throws {
    let seen = Recorder()
    let context = try context(recording: seen)
    let result = try context.evaluateScript(
      """
      var calls = 0, o = { toString: function () { calls++; return "x" + calls; } };
      for (var i = 0; i < 5; i++) echo(o);
      calls
      """)
    #expect(try result.toDouble() == 5)
    #expect(seen.values == ["x1", "x2", "x3", "x4", "x5"])
  }

  @Test func longAndNonASCIIStringsCrossIntact() throws {
    let seen = Recorder()
    let context = try context(recording: seen)
    let result = try context.evaluateScript(
      """
      var long = new Array(200).join("é"), ok = true;
      for (var i = 0; i < 5; i++) ok = ok && echo(long) === long && echo("日本") === "日本";
      ok
      """)
    #expect(try result.toBool())
  }
}
