/// The error the `URL` and `URLSearchParams` interfaces throw where the standard throws an
/// ECMAScript `TypeError` (an invalid URL, a malformed init pair). Bindings map it to `TypeError`.
///
/// https://webidl.spec.whatwg.org/#exceptiondef-typeerror
public struct URLTypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The ECMAScript error name: always `TypeError`.
  public var name: String { "TypeError" }
  /// A message for the error.
  public let message: String

  /// Makes an error with `message`.
  public init(message: String) { self.message = message }

  /// The error for a URL string that does not parse (with an optional base).
  static func invalidURL(_ input: String, base: String?) -> URLTypeError {
    if let base { return URLTypeError(message: "Invalid URL: '\(input)' with base '\(base)'") }
    return URLTypeError(message: "Invalid URL: '\(input)'")
  }

  /// `TypeError: message`.
  public var description: String { "TypeError: " + message }
}
