import Foundation

/// How values that are not property-list values are treated.
public enum PropertyListConversionMode: String, Sendable {
  /// Remove them, with one diagnostic per removed value (docs/safari-behavior.md §4.4 `--plist strict`).
  case strict
  /// Keep JavaScriptCore's raw result (`NSNull`, cycles), as `JSConvertedValue`.
  case jsc
}

/// Bounds that keep a hostile value from exhausting memory or recursing forever.
public struct PropertyListConversionLimits: Sendable {
  /// The deepest nesting of arrays and objects converted.
  public var maximumDepth = 100
  /// The most values (containers and leaves) converted.
  public var maximumNodes = 200_000
  /// The most UTF-8 bytes of strings (values and keys) converted.
  public var maximumStringBytes = 32 * 1024 * 1024
  /// The longest array converted (longer ones are cut, with a diagnostic).
  public var maximumArrayLength = 100_000

  /// The defaults.
  public init() {}
}

/// The result of converting a JS value for a request handler.
public struct PropertyListConversion {
  /// JavaScriptCore's raw result (`nil` when the value converts to `nil`: `undefined`,
  /// symbols, BigInts, or everything was over a limit).
  public var raw: JSConvertedValue?
  /// The property list after the strict pass (`nil` when nothing is left).
  public var propertyList: PropertyList?
  /// What was dropped, replaced or noticed.
  public var diagnostics: [JSConversionDiagnostic]
}

extension JSValue {
  /// Converts this value as Safari's preprocessing bridge is taken to (docs/safari-behavior.md §4.1:
  /// `-[JSValue toObject]`), then applies the property-list pass of §4.4.
  ///
  /// Both modes give the raw value and the strict property list; `mode` decides what the
  /// diagnostics say about the values the strict pass leaves out. In ``PropertyListConversionMode/strict``
  /// they are removals (`null-removed`, `cycle`, `invalid-date`); in ``PropertyListConversionMode/jsc``
  /// the raw value is the one handed on, so each is reported as kept (`null-kept`, `cycle-kept`,
  /// `invalid-date-kept`). The other diagnostics are the same in both modes.
  ///
  /// - Parameters:
  ///   - path: the name of the root in diagnostics (`results`).
  ///   - mode: how the values that are not property-list values are reported.
  public func convertToPropertyList(
    path: String = "results", limits: PropertyListConversionLimits = PropertyListConversionLimits(),
    mode: PropertyListConversionMode = .strict
  ) -> PropertyListConversion {
    var converter = JSToObjectConverter(context: context, limits: limits)
    let raw = converter.convert(self, path: path, depth: 0)
    var diagnostics = converter.diagnostics
    let propertyList = raw.flatMap {
      StrictPropertyListPass.apply($0, path: path, mode: mode, &diagnostics)
    }
    return PropertyListConversion(raw: raw, propertyList: propertyList, diagnostics: diagnostics)
  }
}

/// §4.1: the JSValue → Objective-C object conversion, with a memo by object identity.
struct JSToObjectConverter {
  let context: JSContext
  let limits: PropertyListConversionLimits
  var diagnostics: [JSConversionDiagnostic] = []
  /// Containers being converted (the current path), by identity, with their paths.
  private var inProgress: [(value: JSValue, path: String)] = []
  private var nodes = 0
  private var stringBytes = 0
  private var stopped = false

  init(context: JSContext, limits: PropertyListConversionLimits) {
    self.context = context
    self.limits = limits
  }

  private mutating func note(
    _ code: String, _ severity: JSConversionDiagnostic.Severity, _ path: String, _ message: String
  ) {
    diagnostics.append(
      JSConversionDiagnostic(code: code, severity: severity, path: path, message: message))
  }

  private mutating func countString(_ string: String, path: String) -> Bool {
    stringBytes += string.utf8.count
    if stringBytes > limits.maximumStringBytes {
      limit(path, "strings exceed \(limits.maximumStringBytes) bytes in total")
      return false
    }
    return true
  }

  /// A getter (or proxy trap) ran past the virtual machine's time limit: the conversion
  /// stops there, so a results object with many looping getters costs one time limit, not
  /// one per getter.
  private mutating func stopForTimeLimit(_ path: String) {
    if !stopped {
      note(
        "time-limit", .error, path,
        "Reading the value ran past the script time limit; conversion stopped.")
    }
    stopped = true
  }

  private mutating func limit(_ path: String, _ message: String) {
    if !stopped { note("conversion-limit", .error, path, "Conversion stopped: \(message).") }
    stopped = true
  }

  /// The converted value, or `nil` for JSValue's `nil` (undefined, symbol, BigInt).
  mutating func convert(_ value: JSValue, path: String, depth: Int) -> JSConvertedValue? {
    if stopped { return nil }
    nodes += 1
    if nodes > limits.maximumNodes {
      limit(path, "more than \(limits.maximumNodes) values")
      return nil
    }
    if value.isUndefined { return nil }
    if value.isNull { return .null }
    if value.isBoolean { return .boolean(value.toBool()) }
    if value.isNumber { return .number(value.toDouble()) }
    if value.isString {
      let string = value.toString()
      return countString(string, path: path) ? .string(string) : nil
    }
    if value.isSymbol || value.isBigInt {
      note(
        "unsupported-value", .warning, path,
        "A \(value.isSymbol ? "Symbol" : "BigInt") has no property-list form; JavaScriptCore gives nil."
      )
      return nil
    }
    guard value.isObject else { return nil }
    if value.isDate {
      return .date(millisecondsSince1970: context.timeValue(of: value) ?? .nan)
    }
    // A cycle: a container already on the current path.
    if let enclosing = inProgress.first(where: { $0.value.isStrictlyEqual(to: value) }) {
      return .cycle(to: enclosing.path)
    }
    if depth >= limits.maximumDepth {
      limit(path, "nesting deeper than \(limits.maximumDepth)")
      return nil
    }
    inProgress.append((value, path))
    defer { inProgress.removeLast() }
    if value.isArray {
      return .array(convertArray(value, path: path, depth: depth))
    }
    // Any other object: a dictionary of its enumerable properties.
    let className: String
    do {
      className = try Self.className(of: value)
    } catch {
      if error.isTimeLimit {
        stopForTimeLimit(path)
        return nil
      }
      className = "undefined"
    }
    if !["Object", ""].contains(className) {
      note(
        "converted-object", .warning, path,
        "A \(className) is not a property list; it was converted to a dictionary of its enumerable properties."
      )
    }
    // A typed array converts to a dictionary of its indices; a big one would make the engine
    // list every index name before any limit is checked, so its length is checked first.
    if let count = value.typedArrayElementCount, count > limits.maximumArrayLength {
      note(
        "conversion-limit", .error, path,
        "A \(className) of \(count) elements is over the limit of "
          + "\(limits.maximumArrayLength); it was not converted.")
      return nil
    }
    var entries: [(key: String, value: JSConvertedValue)] = []
    for name in value.propertyNames {
      if stopped { break }
      guard countString(name, path: path) else { break }
      let childPath = Self.append(key: name, to: path)
      let child: JSValue
      do {
        child = try value.get(name)
      } catch {
        if error.isTimeLimit {
          stopForTimeLimit(childPath)
          break
        }
        note("getter-threw", .warning, childPath, "Reading the property threw: \(error.message)")
        continue
      }
      guard let converted = convert(child, path: childPath, depth: depth + 1) else {
        if child.isUndefined {
          note("undefined-omitted", .info, childPath, "undefined is left out of dictionaries.")
        }
        continue
      }
      entries.append((name, converted))
    }
    return .dictionary(entries)
  }

  private mutating func convertArray(_ array: JSValue, path: String, depth: Int)
    -> [JSConvertedValue]
  {
    let length = Int(UInt32(truncatingIfNeeded: Int64(array.property("length").toDouble())))
    if length > limits.maximumArrayLength {
      note(
        "conversion-limit", .error, path,
        "The array has \(length) elements; only the first \(limits.maximumArrayLength) were converted."
      )
    }
    var elements: [JSConvertedValue] = []
    for index in 0..<min(length, limits.maximumArrayLength) {
      if stopped { break }
      let childPath = path + "[\(index)]"
      let element: JSValue
      do {
        element = try array.get(at: index)
      } catch {
        if error.isTimeLimit {
          stopForTimeLimit(childPath)
          break
        }
        note("getter-threw", .warning, childPath, "Reading the element threw: \(error.message)")
        elements.append(.null)
        continue
      }
      // Arrays keep their length: `nil` (undefined, holes) becomes NSNull.
      elements.append(convert(element, path: childPath, depth: depth + 1) ?? .null)
    }
    return elements
  }

  /// The name of the constructor of `value`'s prototype (`""` without a prototype). Its
  /// getters run as the script wrote them: what they throw is thrown, so that a time limit
  /// stops the conversion.
  static func className(of value: JSValue) throws(JSException) -> String {
    let prototype = value.prototype
    if prototype.isNull { return "" }
    let constructor = try prototype.get("constructor")
    guard constructor.isObject else { return "undefined" }
    return try constructor.get("name").toStringChecked()
  }

  static func append(key: String, to path: String) -> String {
    let isIdentifier =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$")
      } && !(key.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true)
    if isIdentifier { return path + "." + key }
    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return path + "[\"\(escaped)\"]"
  }
}

/// §4.4: keep what is a property list, remove the rest with one diagnostic each (in `jsc`
/// mode the diagnostic says the raw value keeps it).
enum StrictPropertyListPass {
  static func apply(
    _ value: JSConvertedValue, path: String, mode: PropertyListConversionMode,
    _ diagnostics: inout [JSConversionDiagnostic]
  ) -> PropertyList? {
    func note(
      _ code: String, _ severity: JSConversionDiagnostic.Severity, _ path: String, _ message: String
    ) {
      diagnostics.append(
        JSConversionDiagnostic(code: code, severity: severity, path: path, message: message))
    }
    /// A value the strict list leaves out: removed, or (jsc) kept in the raw value.
    func leftOut(_ removed: String, _ kept: String, _ path: String, _ what: String) {
      switch mode {
      case .strict: note(removed, .warning, path, "\(what); removed.")
      case .jsc: note(kept, .warning, path, "\(what); kept (jsc mode).")
      }
    }
    func apply(_ value: JSConvertedValue, path: String) -> PropertyList? {
      Self.apply(value, path: path, mode: mode, &diagnostics)
    }
    switch value {
    case .null:
      leftOut("null-removed", "null-kept", path, "NSNull is not a property-list value")
      return nil
    case .boolean(let value): return .boolean(value)
    case .number(let number):
      if !number.isFinite {
        note(
          "non-finite-number", .warning, path,
          "\(number) is kept as a real, but XML property lists and JSON cannot hold it.")
      }
      return .real(number)
    case .string(let string): return .string(string)
    case .date(let milliseconds):
      guard milliseconds.isFinite else {
        leftOut(
          "invalid-date", "invalid-date-kept", path, "An invalid Date is not a property-list value")
        return nil
      }
      return .date(Date(timeIntervalSince1970: milliseconds / 1000))
    case .array(let elements):
      var result: [PropertyList] = []
      for (index, element) in elements.enumerated() {
        if let converted = apply(element, path: path + "[\(index)]") {
          result.append(converted)
        }
      }
      return .array(result)
    case .dictionary(let entries):
      var result = PropertyListDictionary()
      for (key, entry) in entries {
        if let converted = apply(entry, path: JSToObjectConverter.append(key: key, to: path)) {
          result[key] = converted
        }
      }
      return .dictionary(result)
    case .cycle(let target):
      leftOut("cycle", "cycle-kept", path, "A reference back to \(target) (a cycle)")
      return nil
    }
  }
}

extension JSContext {
  /// The JavaScript value for a property list (docs/safari-behavior.md §4.2, the finalize argument):
  /// strings, numbers (integers and reals), booleans, `Date`s, arrays and plain objects; data
  /// becomes an `ArrayBuffer` (Safari's behaviour for `NSData` is unknown).
  public func value(from propertyList: PropertyList) throws(JSException) -> JSValue {
    switch propertyList {
    case .string(let string): return self.string(string)
    case .integer(let integer): return number(Double(integer))
    case .real(let real): return number(real)
    case .boolean(let boolean): return self.boolean(boolean)
    case .date(let date):
      return try self.date(millisecondsSince1970: date.timeIntervalSince1970 * 1000)
    case .data(let bytes): return try arrayBuffer(bytes)
    case .array(let elements):
      var values: [JSValue] = []
      for element in elements { values.append(try value(from: element)) }
      return try array(values)
    case .dictionary(let dictionary):
      // The page may have put setters (or getter-only accessors) on `Object.prototype` for
      // these keys; with no prototype while the keys are set they cannot run, and the keys are
      // the object's own. Then it gets the realm's `Object.prototype`, as a host dictionary has.
      let object = self.object()
      let objectPrototype = object.prototype
      object.prototype = null
      for (key, element) in dictionary { try object.set(key, try value(from: element)) }
      object.prototype = objectPrototype
      return object
    }
  }
}
