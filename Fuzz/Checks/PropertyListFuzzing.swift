import Foundation
import JSCore

/// The logic of the `FuzzPropertyList` fuzz target (docs/fuzzing.md).
///
/// The bytes drive ``JSLiteralGenerator`` to make a program whose value is an object literal;
/// the program runs in a fresh context of `virtualMachine` (one per process, as in the tool),
/// and its value is converted with ``JSValue/convertToPropertyList(path:limits:mode:)`` in both
/// modes. Asserted: nothing crashes; both modes give the same property list; and a property
/// list, turned back into a JavaScript value, converts to itself (unless it has a `__proto__`
/// key: see `hasPrototypeKey`; dates to within a millisecond: see `sameValue`).
///
/// docs/safari-behavior.md §4 (the results → property-list conversion).
package enum PropertyListFuzzing {
  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8], virtualMachine: VirtualMachine) -> String? {
    // Fuzzing finding (an out-of-memory): generated programs can run without end, e.g. an
    // array's `length` set to an object whose prototype is that array, whose `valueOf` then
    // joins 2^53 - 1 elements. The tool bounds scripts with the same time limit; a program or
    // conversion stopped by it is not a finding.
    virtualMachine.setExecutionTimeLimit(timeLimit)
    let context = JSContext(virtualMachine: virtualMachine)
    let source = JSLiteralGenerator.program(for: bytes)
    let value: JSValue
    do {
      value = try context.evaluateScript(source)
    } catch {
      return error.isTimeLimit ? nil : "the generated program threw:\n\(source)"
    }
    let strict = value.convertToPropertyList(mode: .strict)
    let jsc = value.convertToPropertyList(mode: .jsc)
    if (strict.diagnostics + jsc.diagnostics).contains(where: { $0.code == "time-limit" }) {
      return nil
    }
    let strictText = strict.propertyList.map { String(describing: $0) }
    guard strictText == jsc.propertyList.map({ String(describing: $0) }) else {
      return "the two modes give different property lists for:\n\(source)"
    }
    // A `__proto__` key goes through the `__proto__` setter when the value is rebuilt (as
    // JavaScriptCore's own NSDictionary bridge does with JSObjectSetProperty), so it cannot
    // round-trip: such lists are only checked for crashes.
    guard let propertyList = strict.propertyList, !hasPrototypeKey(propertyList) else {
      return nil
    }
    guard let back = try? context.value(from: propertyList) else {
      return "the property list does not convert back for:\n\(source)"
    }
    let again = back.convertToPropertyList(mode: .strict).propertyList
    guard let again, sameValue(again, propertyList) else {
      return """
        the property list does not round-trip for:
        \(source)
        first: \(propertyList)
        again: \(again.map { String(describing: $0) } ?? "none")
        """
    }
    return nil
  }

  /// The CPU seconds a generated program, or one conversion, may take.
  static let timeLimit = 1.0

  /// Whether a dictionary anywhere in `propertyList` has the key `__proto__`.
  static func hasPrototypeKey(_ propertyList: PropertyList) -> Bool {
    switch propertyList {
    case .array(let elements): return elements.contains(where: hasPrototypeKey)
    case .dictionary(let dictionary):
      return dictionary.contains { $0.key == "__proto__" || hasPrototypeKey($0.value) }
    default: return false
    }
  }

  /// Whether two property lists are the same, dictionaries in any key order, dates to within
  /// a millisecond: a `Date` keeps seconds since 2001 as a double, so milliseconds since 1970
  /// come back a hair off, and the JavaScript `Date` constructor then truncates
  /// (JavaScriptCore's bridge does the same with `timeIntervalSince1970 * 1000`), so a date may
  /// lose one millisecond per round trip.
  static func sameValue(_ a: PropertyList, _ b: PropertyList) -> Bool {
    switch (a, b) {
    case (.date(let x), .date(let y)):
      return abs(x.timeIntervalSince1970 - y.timeIntervalSince1970) <= 0.0011
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
    case (.dictionary(let x), .dictionary(let y)):
      // Unordered, as NSDictionary (and PropertyListDictionary's ==) compare. Fuzzing finding
      // (Fuzz/Regressions/FuzzPropertyList/): the conversion lists own keys, then inherited
      // enumerable ones (as JavaScriptCore's JSObjectCopyPropertyNames does), so `{a}` with
      // `"0"` from its prototype is `a, 0`; rebuilt, both are own and `"0"` comes first.
      return x.keys.count == y.keys.count
        && x.allSatisfy { entry in y[entry.key].map { sameValue(entry.value, $0) } ?? false }
    default:
      return String(describing: a) == String(describing: b)
    }
  }
}
