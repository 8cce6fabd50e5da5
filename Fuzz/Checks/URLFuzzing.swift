import DOM

/// The logic of the `FuzzURL` fuzz target (docs/fuzzing.md).
///
/// The bytes (UTF-8, invalid sequences replaced) are a URL string; a NUL splits them into the
/// input and a base URL. Asserted: nothing crashes, and a URL that parses serializes to a string
/// that parses again to the same URL with the same serialization (the URL standard's
/// idempotence goal).
///
/// https://url.spec.whatwg.org/#url-parsing
package enum URLFuzzing {
  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
    let input = String(parts[0])
    let base = parts.count > 1 ? String(parts[1]) : nil
    guard let url = WebURL.parse(input, base: base) else { return nil }
    let href = url.href
    guard let reparsed = WebURL(href) else {
      return "\(href) (from \(input)) does not parse again"
    }
    guard reparsed == url, reparsed.href == href else {
      return "\(href) (from \(input)) reparses as \(reparsed.href)"
    }
    _ = url.serialized(excludingFragment: true)
    _ = DOMURL(url).searchParams
    return nil
  }
}
