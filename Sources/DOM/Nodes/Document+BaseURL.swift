extension Document {
  /// The document base URL, serialized: the first `base` element's `href` resolved against the
  /// document's URL, or the URL itself.
  ///
  /// Resolution here follows RFC 3986 reference resolution; the WHATWG URL parser replaces it
  /// when the URL module lands.
  ///
  /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
  public var baseURL: String {
    let base = descendantElements.first {
      $0.isHTML("base") && $0.attributeValue(localName: "href") != nil
    }
    guard let href = base?.attributeValue(localName: "href") else { return url }
    return ReferenceResolution.resolve(href.strippingASCIIWhitespace(), against: url) ?? url
  }
}

/// RFC 3986 §5 reference resolution, for the document base URL.
enum ReferenceResolution {
  private struct Parts {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?
  }

  private static func split(_ s: String) -> Parts {
    var rest = Substring(s)
    var parts = Parts(path: "")
    if let hash = rest.firstIndex(of: "#") {
      parts.fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      parts.query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    if let colon = rest.firstIndex(of: ":"),
      let first = rest.first, first.isASCII, first.isLetter,
      rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      )
    {
      parts.scheme = rest[..<colon].lowercased()
      rest = rest[rest.index(after: colon)...]
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      parts.authority = String(rest[..<end])
      rest = rest[end...]
    }
    parts.path = String(rest)
    return parts
  }

  private static func removeDotSegments(_ path: String) -> String {
    var output: [Substring] = []
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    for (i, segment) in segments.enumerated() {
      let last = i == segments.count - 1
      if segment == "." {
        if last { output.append("") }
      } else if segment == ".." {
        if output.count > 1 { output.removeLast() }
        if last { output.append("") }
      } else {
        output.append(segment)
      }
    }
    return output.joined(separator: "/")
  }

  static func resolve(_ reference: String, against base: String) -> String? {
    let r = split(reference)
    let b = split(base)
    var t = Parts(path: "")
    if let scheme = r.scheme {
      t = r
      t.scheme = scheme
      t.path = removeDotSegments(r.path)
    } else {
      guard let scheme = b.scheme else { return nil }
      t.scheme = scheme
      if let authority = r.authority {
        t.authority = authority
        t.path = removeDotSegments(r.path)
        t.query = r.query
      } else {
        t.authority = b.authority
        if r.path.isEmpty {
          t.path = b.path
          t.query = r.query ?? b.query
        } else {
          if r.path.hasPrefix("/") {
            t.path = removeDotSegments(r.path)
          } else if b.authority != nil && b.path.isEmpty {
            t.path = removeDotSegments("/" + r.path)
          } else {
            let dir = b.path.lastIndex(of: "/").map { String(b.path[...$0]) } ?? ""
            t.path = removeDotSegments(dir + r.path)
          }
          t.query = r.query
        }
      }
      t.fragment = r.fragment
    }
    var out = (t.scheme ?? "") + ":"
    if let authority = t.authority { out += "//" + authority }
    out += t.path
    if let query = t.query { out += "?" + query }
    if let fragment = t.fragment { out += "#" + fragment }
    return out
  }
}
