import DOM
import JSCore

/// Turns console arguments into text as Safari's console shows them: the formatter operation
/// (`%s %d %i %f %o %O %c`) on a leading string, then the remaining values separated by spaces;
/// strings raw at top level, numbers as JavaScript prints them, objects as brief previews
/// (`{a: 1, b: "x"}`, `[1, 2, 3]`), DOM nodes as tags (through ``nodeResolver``).
///
/// https://console.spec.whatwg.org/#formatter
public struct ConsoleFormatter {
  /// Gives the DOM node behind a JavaScript value (a wrapper), or `nil`; the runtime sets it.
  public var nodeResolver: ((JSValue) -> Node?)?
  /// How deep objects are expanded: values nested deeper show as `Object`, `Array`, ….
  public var maxDepth = 2
  /// How many array (and typed array, set) elements a preview shows before "… N more".
  public var maxElements = 100
  /// How many object properties (and map entries) a preview shows before "… N more".
  public var maxProperties = 100
  /// How many characters of a text node's data a preview shows.
  public var maxTextLength = 200

  /// Makes a formatter; `nodeResolver` identifies DOM node wrappers.
  public init(nodeResolver: ((JSValue) -> Node?)? = nil) {
    self.nodeResolver = nodeResolver
  }

  // MARK: - Logger and formatter

  /// The text the Logger operation prints for `data`: a lone argument or a non-string first
  /// argument prints the values joined by spaces; otherwise the format specifiers of the first
  /// argument consume the following ones, and the rest are appended.
  ///
  /// https://console.spec.whatwg.org/#logger
  public func format(_ data: [JSValue]) -> String {
    // 1. If logArgs is empty, return.
    guard let first = data.first else { return "" }
    // 3. If rest is empty, perform Printer(logLevel, « first »).
    // 4. Otherwise, if first is not a string, print all the arguments.
    guard data.count > 1, first.isString else { return data.map(display).joined(separator: " ") }
    // 4. Otherwise, perform Printer(logLevel, Formatter(args)).
    let (text, used) = substitute(first.toString(), arguments: data.dropFirst())
    let rest = data.dropFirst(1 + used)
    return ([text] + rest.map(display)).joined(separator: " ")
  }

  /// The Formatter operation on `format`: replaces each specifier, left to right, with the
  /// next argument converted as it says; returns the text and how many arguments it used.
  /// Specifiers left when the arguments run out stay as they are; text inserted by a
  /// substitution is not scanned again.
  ///
  /// https://console.spec.whatwg.org/#formatter
  public func substitute(_ format: String, arguments: ArraySlice<JSValue>) -> (String, Int) {
    let scalars = Array(format.unicodeScalars)
    // A String appended to in place (`UnicodeScalarView.append(contentsOf:)` copies the text
    // at each call: quadratic in the number of substitutions).
    var output = ""
    var next = arguments.startIndex
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%", index + 1 < scalars.count, next < arguments.endIndex {
        let current = arguments[next]
        var replacement: String?
        switch scalars[index + 1] {
        case "s": replacement = stringConversion(current)
        case "d", "i": replacement = numberConversion(current, function: "parseInt")
        case "f": replacement = numberConversion(current, function: "parseFloat")
        case "o", "O": replacement = preview(current, depth: 0)
        case "c": replacement = ""
        default: break
        }
        if let replacement {
          output += replacement
          next += 1
          index += 2
          continue
        }
      }
      output.unicodeScalars.append(scalar)
      index += 1
    }
    return (output, next - arguments.startIndex)
  }

  /// `%s`: `String(current)` (symbols included).
  func stringConversion(_ value: JSValue) -> String {
    if value.isString { return value.toString() }
    if value.isNumber { return NumberToString.string(value.toDouble()) }
    if value.isSymbol { return symbolDescription(value) }
    return value.toString()
  }

  /// `%d`/`%i`/`%f`: `parseInt(current, 10)` or `parseFloat(current)`; a symbol is NaN.
  func numberConversion(_ value: JSValue, function: String) -> String {
    if value.isSymbol { return "NaN" }
    let context = value.context
    let parse = context.globalObject.property(function)
    let arguments = function == "parseInt" ? [value, context.number(10)] : [value]
    guard let result = try? parse.call(this: context.undefined, arguments: arguments) else {
      return "NaN"
    }
    return NumberToString.string(result.toDouble())
  }

  // MARK: - Values

  /// A value as printed at top level: strings raw, everything else as ``preview(_:depth:)``.
  public func display(_ value: JSValue) -> String {
    value.isString ? value.toString() : preview(value, depth: 0)
  }

  /// A value as shown inside a preview (`depth` levels deep): strings quoted, `-0` kept,
  /// objects expanded while `depth` is below ``maxDepth``.
  public func preview(_ value: JSValue, depth: Int) -> String {
    if value.isUndefined { return "undefined" }
    if value.isNull { return "null" }
    if value.isBoolean { return value.toBool() ? "true" : "false" }
    if value.isNumber {
      let number = value.toDouble()
      return number == 0 && number.sign == .minus ? "-0" : NumberToString.string(number)
    }
    if value.isString { return Self.quoted(value.toString()) }
    if value.isSymbol { return symbolDescription(value) }
    if value.isBigInt { return value.toString() + "n" }
    return previewObject(value, depth: depth)
  }

  /// `String(symbol)`, e.g. `Symbol(key)`.
  func symbolDescription(_ value: JSValue) -> String {
    let string = value.context.globalObject.property("String")
    return (try? string.call(this: value.context.undefined, arguments: [value]))?.toString()
      ?? "Symbol()"
  }

  /// A string in double quotes, with quotes, backslashes and line breaks escaped.
  static func quoted(_ string: String) -> String {
    var output = "\""
    for character in string {
      switch character {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default: output.append(character)
      }
    }
    return output + "\""
  }

  func isInstance(_ value: JSValue, of constructorName: String) -> Bool {
    let constructor = value.context.globalObject.property(constructorName)
    guard constructor.isObject else { return false }
    return (try? value.isInstance(of: constructor)) ?? false
  }

  func previewObject(_ value: JSValue, depth: Int) -> String {
    let collapsed = depth >= maxDepth
    if let node = nodeResolver?(value) { return Self.describe(node, maxTextLength: maxTextLength) }
    if value.isFunction { return functionDescription(value) }
    if value.isArray { return collapsed ? "Array" : arrayPreview(value, depth: depth) }
    if value.isDate { return dateDescription(value) }
    if let kind = value.typedArrayKind {
      let name = Self.typedArrayName(kind)
      return collapsed ? name : name + " " + arrayPreview(value, depth: depth)
    }
    if value.isArrayBuffer {
      let length = NumberToString.string(value.property("byteLength").toDouble())
      return "ArrayBuffer {byteLength: \(length)}"
    }
    if isInstance(value, of: "Error") { return errorDescription(value) }
    if isInstance(value, of: "RegExp") { return value.toString() }
    if isInstance(value, of: "Map") {
      return collapsed ? "Map" : collectionPreview(value, name: "Map", isMap: true, depth: depth)
    }
    if isInstance(value, of: "Set") {
      return collapsed ? "Set" : collectionPreview(value, name: "Set", isMap: false, depth: depth)
    }
    for name in ["WeakMap", "WeakSet", "Promise", "WeakRef"] where isInstance(value, of: name) {
      return name
    }
    let className = constructorName(value)
    if collapsed { return className ?? "Object" }
    return (className.map { $0 + " " } ?? "") + propertiesPreview(value, depth: depth)
  }

  /// `function name()`, or `class Name` for a class.
  func functionDescription(_ value: JSValue) -> String {
    let name = value.property("name")
    let nameText = name.isString ? name.toString() : ""
    let toString = value.context.globalObject.property("Function").property("prototype")
      .property("toString")
    if let source = try? toString.call(this: value, arguments: []),
      source.toString().hasPrefix("class")
    {
      return nameText.isEmpty ? "class" : "class " + nameText
    }
    return "function " + nameText + "()"
  }

  /// `Name: message`, or `Name` when the message is empty.
  func errorDescription(_ value: JSValue) -> String {
    let name = value.property("name")
    let message = value.property("message")
    let nameText = name.isUndefined ? "Error" : name.toString()
    let messageText = message.isUndefined ? "" : message.toString()
    return messageText.isEmpty ? nameText : nameText + ": " + messageText
  }

  /// The ISO form of a date, or `Invalid Date`.
  func dateDescription(_ value: JSValue) -> String {
    guard let time = value.context.timeValue(of: value), time.isFinite else {
      return "Invalid Date"
    }
    return (try? value.invokeMethod("toISOString"))?.toString() ?? "Invalid Date"
  }

  /// The name of the value's constructor, unless it is `Object` (or there is none).
  func constructorName(_ value: JSValue) -> String? {
    let prototype = value.prototype
    guard prototype.isObject else { return nil }
    let name = prototype.property("constructor").property("name")
    guard name.isString else { return nil }
    let text = name.toString()
    return text.isEmpty || text == "Object" ? nil : text
  }

  func arrayPreview(_ value: JSValue, depth: Int) -> String {
    let lengthValue = value.property("length").toDouble()
    let length = lengthValue.isFinite && lengthValue > 0 ? Int(min(lengthValue, 4e9)) : 0
    var items: [String] = []
    for index in 0..<min(length, maxElements) {
      if value.isArray && !value.has(String(index)) {
        items.append("empty")
      } else {
        items.append(
          preview((try? value.get(at: index)) ?? value.context.undefined, depth: depth + 1))
      }
    }
    if length > maxElements { items.append("… \(length - maxElements) more") }
    return "[" + items.joined(separator: ", ") + "]"
  }

  func collectionPreview(_ value: JSValue, name: String, isMap: Bool, depth: Int) -> String {
    let from = value.context.globalObject.property("Array").property("from")
    guard let entries = try? from.call(this: value.context.undefined, arguments: [value]) else {
      return name
    }
    let countValue = entries.property("length").toDouble()
    let count = countValue.isFinite && countValue > 0 ? Int(min(countValue, 4e9)) : 0
    let limit = isMap ? maxProperties : maxElements
    var items: [String] = []
    for index in 0..<min(count, limit) {
      guard let entry = try? entries.get(at: index) else { continue }
      if isMap {
        let key = (try? entry.get(at: 0)) ?? value.context.undefined
        let item = (try? entry.get(at: 1)) ?? value.context.undefined
        items.append(preview(key, depth: depth + 1) + " => " + preview(item, depth: depth + 1))
      } else {
        items.append(preview(entry, depth: depth + 1))
      }
    }
    if count > limit { items.append("… \(count - limit) more") }
    return name + " {" + items.joined(separator: ", ") + "}"
  }

  func propertiesPreview(_ value: JSValue, depth: Int) -> String {
    let object = value.context.globalObject.property("Object")
    let keysFunction = object.property("keys")
    let describe = object.property("getOwnPropertyDescriptor")
    guard let keys = try? keysFunction.call(this: object, arguments: [value]) else { return "{}" }
    let countValue = keys.property("length").toDouble()
    let count = countValue.isFinite && countValue > 0 ? Int(min(countValue, 4e9)) : 0
    var items: [String] = []
    for index in 0..<min(count, maxProperties) {
      guard let keyValue = try? keys.get(at: index) else { continue }
      let key = keyValue.toString()
      let rendered: String
      if let descriptor = try? describe.call(this: object, arguments: [value, keyValue]),
        descriptor.isObject
      {
        let getter = descriptor.property("get")
        let setter = descriptor.property("set")
        if !getter.isUndefined || !setter.isUndefined {
          rendered = "(...)"
        } else {
          rendered = preview(descriptor.property("value"), depth: depth + 1)
        }
      } else {
        rendered = "undefined"
      }
      items.append(Self.propertyKey(key) + ": " + rendered)
    }
    if count > maxProperties { items.append("… \(count - maxProperties) more") }
    return "{" + items.joined(separator: ", ") + "}"
  }

  /// A property name as a preview shows it: raw when it is an identifier or an index, quoted
  /// otherwise.
  static func propertyKey(_ key: String) -> String {
    guard let first = key.unicodeScalars.first else { return "\"\"" }
    if key.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal && $0.isASCII }) {
      return key
    }
    func isStart(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "$" || scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }
    func isPart(_ scalar: Unicode.Scalar) -> Bool {
      isStart(scalar) || (scalar.isASCII && scalar.properties.numericType == .decimal)
    }
    if isStart(first) && key.unicodeScalars.allSatisfy(isPart) { return key }
    return quoted(key)
  }

  static func typedArrayName(_ kind: JSTypedArrayKind) -> String {
    switch kind {
    case .int8: "Int8Array"
    case .int16: "Int16Array"
    case .int32: "Int32Array"
    case .uint8: "Uint8Array"
    case .uint8Clamped: "Uint8ClampedArray"
    case .uint16: "Uint16Array"
    case .uint32: "Uint32Array"
    case .float32: "Float32Array"
    case .float64: "Float64Array"
    case .bigInt64: "BigInt64Array"
    case .bigUint64: "BigUint64Array"
    }
  }

  // MARK: - Nodes

  /// A DOM node as the console shows it in text: `<div id="x" class="y">`, `#text "…"`,
  /// `<!--…-->`, `#document`, `<!DOCTYPE html>`, `#document-fragment`.
  public static func describe(_ node: Node, maxTextLength: Int = 200) -> String {
    func clipped(_ text: String) -> String {
      text.count > maxTextLength ? String(text.prefix(maxTextLength)) + "…" : text
    }
    switch node {
    case let element as Element:
      var output = "<" + (element.prefix.map { $0 + ":" } ?? "") + element.localName
      for attribute in element.attributeList {
        let value = attribute.value.replacing("\"", with: "&quot;")
        output += " " + attribute.name.qualifiedName + "=\"" + value + "\""
      }
      return output + ">"
    case let section as CDATASection:
      return "<![CDATA[" + clipped(section.data) + "]]>"
    case let text as Text:
      return "#text " + quoted(clipped(text.data))
    case let comment as Comment:
      return "<!--" + clipped(comment.data) + "-->"
    case let instruction as ProcessingInstruction:
      return "<?" + instruction.target + " " + clipped(instruction.data) + "?>"
    case let doctype as DocumentType:
      return "<!DOCTYPE " + doctype.name + ">"
    case is Document:
      return "#document"
    case is DocumentFragment:
      return "#document-fragment"
    default:
      return node.nodeName
    }
  }
}
