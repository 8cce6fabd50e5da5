/// A JavaScript `RangeError` a model throws (bindings turn it into one), beside ``DOMException``
/// and ``TypeError``. https://webidl.spec.whatwg.org/#exceptiondef-rangeerror
public struct RangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The ECMAScript error name: always `RangeError`.
  public var name: String { "RangeError" }
  /// A human-readable explanation.
  public var message: String

  /// Makes an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// `RangeError: message`.
  public var description: String { "RangeError: \(message)" }
}
