import JSCore

/// Turns fuzz bytes into a small JavaScript program whose completion value is an object
/// literal: nested objects and arrays, strings, numbers, `null`, `undefined`, `Date`s, getters
/// (some throwing), functions, symbols, BigInts, typed arrays and maps, and cycles made by
/// assignments to earlier containers. Every byte string gives a program that parses; the
/// program's shape follows the bytes, so the fuzzer can steer it.
///
/// Used by ``PropertyListFuzzing``.
package struct JSLiteralGenerator {
  private var bytes: [UInt8]
  private var position = 0
  /// Containers made so far (each registered in the program's `refs` array).
  private var containers = 0
  /// Values made so far; generation stops adding children past ``maximumValues``.
  private var values = 0
  /// Getters made so far (each keeps its value under its number).
  private var getters = 0
  private static let maximumDepth = 8
  private static let maximumValues = 400

  /// A generator reading `bytes`.
  package init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The program for `bytes`.
  package static func program(for bytes: [UInt8]) -> String {
    var generator = JSLiteralGenerator(bytes)
    return generator.program()
  }

  private mutating func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  private mutating func program() -> String {
    var lines = [
      "const refs = [];",
      "function R(v) { refs.push(v); return v; }",
      // A getter's value is made on its first call and kept: every conversion must see the
      // same value (a getter making a new object per call would differ between the two).
      "const memo = new Map();",
      "function M(i, f) { if (!memo.has(i)) memo.set(i, f()); return memo.get(i); }",
      "const root = \(value(depth: 0));",
    ]
    // The bytes left make cycles: refs[a][key] = refs[b]. An assignment may throw (a cyclic
    // `__proto__`, an array `length`); the program goes on.
    while containers > 0, let a = next(), let b = next(), let k = next() {
      let from = Int(a) % containers
      let to = Int(b) % containers
      lines.append("try { refs[\(from)][\(key(k))] = refs[\(to)]; } catch (e) {}")
    }
    lines.append("root;")
    return lines.joined(separator: "\n")
  }

  private mutating func value(depth: Int) -> String {
    values += 1
    guard let byte = next() else { return "null" }
    let nested = depth < Self.maximumDepth && values < Self.maximumValues
    switch byte % 16 {
    case 0: return "null"
    case 1: return "undefined"
    case 2: return byte & 0x10 == 0 ? "true" : "false"
    case 3: return number()
    case 4, 5: return string()
    case 6: return "new Date(\(number()))"
    case 7 where nested, 8 where nested: return array(depth: depth)
    case 9 where nested, 10 where nested: return object(depth: depth)
    case 11: return "function f() {}"
    case 12: return "Symbol(\(string()))"
    case 13: return "\(next() ?? 0)n"
    case 14:
      return ["new Uint8Array(3)", "new Map([[1, 2]])", "Object.create(null)", "/x/g"][
        Int(next() ?? 0) % 4]
    default: return containers > 0 ? "refs[\(Int(next() ?? 0) % containers)]" : "0"
    }
  }

  private mutating func number() -> String {
    let choices = [
      "0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "5e-324", "NaN", "Infinity", "-Infinity",
      "2147483648", "9007199254740993", "8.64e15", "8.64e15 + 1", "1e21",
    ]
    let byte = next() ?? 0
    return byte < 0xF0 ? choices[Int(byte) % choices.count] : "\(Int(byte) - 0x100)"
  }

  private mutating func string() -> String {
    let alphabet: [String] = [
      "a", "b", " ", "\\\"", "\\\\", "\\n", "\\u0000", "é", "😀", "\\ud800", "\\udfff", "<", "&",
      "%", "\\u{10FFFF}", "0",
    ]
    let length = Int(next() ?? 0) % 12
    var text = ""
    for _ in 0..<length {
      text += alphabet[Int(next() ?? 0) % alphabet.count]
    }
    return "\"\(text)\""
  }

  private mutating func key(_ byte: UInt8) -> String {
    let keys = ["\"a\"", "\"b\"", "\"__proto__\"", "\"0\"", "\"length\"", "\"\"", "1", "\"é\""]
    return keys[Int(byte) % keys.count]
  }

  private mutating func array(depth: Int) -> String {
    containers += 1
    let count = Int(next() ?? 0) % 6
    var items: [String] = []
    for _ in 0..<count {
      // A hole now and then.
      if let peek = bytes.dropFirst(position).first, peek == 0xFF {
        position += 1
        items.append("")
      } else {
        items.append(value(depth: depth + 1))
      }
    }
    return "R([\(items.joined(separator: ", "))])"
  }

  private mutating func object(depth: Int) -> String {
    containers += 1
    let count = Int(next() ?? 0) % 6
    var members: [String] = []
    for _ in 0..<count {
      let selector = next() ?? 0
      let name = key(selector >> 3)
      switch selector % 8 {
      case 0:
        getters += 1
        let id = getters
        let made = value(depth: depth + 1)
        members.append("get [\(name)]() { return M(\(id), () => \(made)); }")
      case 1: members.append("get [\(name)]() { throw new Error(\"getter\"); }")
      default: members.append("[\(name)]: \(value(depth: depth + 1))")
      }
    }
    return "R({\(members.joined(separator: ", "))})"
  }
}
