/// A namespace URI, with the ones the HTML parser uses spelled out.
///
/// https://infra.spec.whatwg.org/#namespaces
public enum Namespace: Hashable, Sendable {
  case html
  case svg
  case mathml
  case xlink
  case xml
  case xmlns
  /// Any other (non-empty) namespace URI.
  case other(String)

  /// Makes a namespace from its URI; `nil` and the empty string are the null namespace.
  public init?(uri: String?) {
    guard let uri, !uri.isEmpty else { return nil }
    switch uri {
    case Namespace.html.uri: self = .html
    case Namespace.svg.uri: self = .svg
    case Namespace.mathml.uri: self = .mathml
    case Namespace.xlink.uri: self = .xlink
    case Namespace.xml.uri: self = .xml
    case Namespace.xmlns.uri: self = .xmlns
    default: self = .other(uri)
    }
  }

  /// The namespace URI.
  public var uri: String {
    switch self {
    case .html: "http://www.w3.org/1999/xhtml"
    case .svg: "http://www.w3.org/2000/svg"
    case .mathml: "http://www.w3.org/1998/Math/MathML"
    case .xlink: "http://www.w3.org/1999/xlink"
    case .xml: "http://www.w3.org/XML/1998/namespace"
    case .xmlns: "http://www.w3.org/2000/xmlns/"
    case .other(let uri): uri
    }
  }
}
