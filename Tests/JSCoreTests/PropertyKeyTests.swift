import JSCore
import Testing

/// The property names a hooked object's `get` hook receives (`JSPropertyKey`): array indexes
/// as numbers, every other name as its exact text (non-ASCII, lone surrogates, leading zeros,
/// the largest index, long names).
@Suite struct PropertyKeyTests {
  final class Payload {}
  final class Seen { var keys: [String] = [] }

  @Test func namesAndIndexesReachTheHookIntact() throws {
    let context = JSContext()
    let seen = Seen()
    var hooks = JSPropertyHooks(context: context)
    hooks.get = { _, key in
      seen.keys.append(key.index.map { "#\($0)" } ?? "'\(key.name)'")
      return nil
    }
    let hookedClass = JSNativeClass(name: "Hooked", hooks: hooks)
    let object = context.makeObject(of: hookedClass, carrying: Payload(), prototype: nil)
    try context.globalObject.set("o", object)
    _ = try context.evaluateScript(
      """
      o[0]; o[7]; o["12"]; o["01"]; o["-1"]; o[4294967294]; o[4294967295]; o["1e3"];
      o.length; o["é"]; o["日本語"]; o["\\uD800"]; o["x\\uDC00y"]; o["0123456789"];
      o["a-rather-long-property-name"]; o[""];
      """)
    #expect(
      seen.keys == [
        "#0", "#7", "#12", "'01'", "'-1'", "#4294967294", "'4294967295'", "'1e3'", "'length'",
        "'é'", "'日本語'", "'\u{FFFD}'", "'x\u{FFFD}y'", "'0123456789'",
        "'a-rather-long-property-name'", "''",
      ])
  }
}
