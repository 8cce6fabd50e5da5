/// A JavaScript `TypeError` thrown by a WebIDL algorithm (bindings turn it into one).
///
/// https://webidl.spec.whatwg.org/#exceptiondef-typeerror
public struct TypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A human-readable explanation.
  public var message: String

  /// Makes an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { "TypeError: \(message)" }
}
