import JSCore
import Testing

/// Short string results returned again and again are handed back as kept string cells
/// (`StringResultCache`): whatever the cache keeps, evicts or lets the collector see, each
/// result must be exactly the text the native function returned.
@Suite struct StringResultTests {
  private func context() throws -> JSContext {
    let context = JSContext()
    // name(i): one of 1,500 texts (more than the cache's slots, so kept cells are replaced),
    // short and long, ASCII and not, and the empty string.
    let name = context.makeFunction(name: "name", length: 1) { call in
      let index = Int(try call.number(0))
      switch index % 5 {
      case 0: return .string("n\(index)")
      case 1: return .string("é\(index)😀")
      case 2: return .string(String(repeating: "x", count: 40) + "\(index)")
      case 3: return .string(index % 2 == 0 ? "" : "http://www.w3.org/1999/xhtml")
      default: return .string("DIV")
      }
    }
    try context.globalObject.set("name", name)
    return context
  }

  @Test func repeatedAndCollidingResultsAreTheirOwnText() throws {
    let context = try context()
    let result = try context.evaluateScript(
      """
      function expected(i) {
        switch (i % 5) {
          case 0: return "n" + i;
          case 1: return "é" + i + "😀";
          case 2: return "x".repeat(40) + i;
          case 3: return i % 2 === 0 ? "" : "http://www.w3.org/1999/xhtml";
          default: return "DIV";
        }
      }
      var bad = [];
      for (var round = 0; round < 4; round++) {
        for (var i = 0; i < 1500; i++) {
          var got = name(i);
          if (got !== expected(i) || typeof got !== "string") bad.push(i);
        }
        var junk = [];
        for (var j = 0; j < 20000; j++) junk.push("j" + j);
      }
      bad.length + ":" + bad.slice(0, 5).join(",")
      """)
    #expect(try result.toString() == "0:")
    context.collectGarbageSynchronously()
    #expect(
      try context.evaluateScript("name(0) + name(0) + name(4) + name(1)").toString()
        == "n0n0DIVé1😀")
  }

  /// A kept cell is a string primitive like any other: comparisons, property keys and
  /// `Object(...)` wrappers behave as for a fresh string.
  @Test func keptResultsBehaveAsStrings() throws {
    let context = try context()
    let result = try context.evaluateScript(
      """
      var a = name(4), b = name(4), c = name(4), o = {};
      o[c] = 1;
      [a === b, b === c, typeof c, o.DIV, Object(c) instanceof String, c.length].join(",")
      """)
    #expect(try result.toString() == "true,true,string,1,true,3")
  }
}
