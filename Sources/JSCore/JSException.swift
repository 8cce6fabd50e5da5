/// A JavaScript exception, as a Swift error: the thrown value with what JavaScriptCore reports
/// about it. Like every JSCore value it belongs to its context's thread (`Error` requires
/// `Sendable`; sending one to another thread is not supported).
public struct JSException: Error, @unchecked Sendable, CustomStringConvertible {
  /// The thrown value.
  public let value: JSValue
  /// The error's `name` (`TypeError`, …), or `nil` when a non-Error value was thrown.
  public let name: String?
  /// The error's `message`, or the thrown value as a string.
  public let message: String
  /// The script's source URL, when known.
  public let sourceURL: String?
  /// The 1-based line, when known.
  public let line: Int?
  /// The 1-based column, when known.
  public let column: Int?
  /// The stack trace JavaScriptCore recorded (`function@url:line:column` lines).
  public let stack: String?
  /// Whether the script was stopped by the virtual machine's execution time limit.
  public let isTimeLimit: Bool

  init(value: JSValue, isTimeLimit: Bool) {
    self.value = value
    self.isTimeLimit = isTimeLimit
    if value.isObject {
      let name = value.property("name")
      self.name = name.isUndefined ? nil : name.toString()
      let message = value.property("message")
      self.message = message.isUndefined ? value.toString() : message.toString()
      let sourceURL = value.property("sourceURL")
      self.sourceURL = sourceURL.isUndefined ? nil : sourceURL.toString()
      let line = value.property("line")
      self.line = line.isNumber ? Int(exactly: line.toDouble()) : nil
      let column = value.property("column")
      self.column = column.isNumber ? Int(exactly: column.toDouble()) : nil
      let stack = value.property("stack")
      self.stack = stack.isUndefined ? nil : stack.toString()
    } else {
      name = nil
      message = value.toString()
      sourceURL = nil
      line = nil
      column = nil
      stack = nil
    }
  }

  public var description: String {
    var text = isTimeLimit ? "terminated: time limit" : (name.map { "\($0): " } ?? "") + message
    if let sourceURL { text += " (\(sourceURL)" + (line.map { ":\($0)" } ?? "") + ")" }
    return text
  }
}

/// An error a native callback throws to make JavaScript throw.
public enum JSThrow: Error, @unchecked Sendable {
  /// A `TypeError` with this message (argument conversion failures, brand checks).
  case typeError(String)
  /// A `RangeError` with this message.
  case rangeError(String)
  /// An `Error` of the given constructor name (`Error`, `SyntaxError`, …) with a message.
  case error(name: String, message: String)
  /// This exact value (for example a DOMException object made by the bindings).
  case value(JSValue)
}
