/// An origin: a scheme/host/port tuple, or an opaque origin.
///
/// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin
public enum URLOrigin: Hashable, Sendable {
  /// An opaque origin; serializes as `null`.
  case opaque
  /// A tuple origin.
  case tuple(scheme: String, host: URLHost, port: UInt16?)

  /// The serialization of an origin: `null`, or `scheme://host[:port]`.
  ///
  /// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
  public var serialized: String {
    switch self {
    case .opaque:
      return "null"
    case .tuple(let scheme, let host, let port):
      var result = scheme + "://" + host.serialized
      if let port { result += ":" + String(port) }
      return result
    }
  }
}
