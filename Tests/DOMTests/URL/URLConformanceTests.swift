import Foundation
import Testing

@testable import DOM

/// The WPT URL suites from `Tests/Conformance/wpt-url`, checked against the
/// `Fixtures/*-EXPECTATIONS` lists.
@Suite("WPT URL conformance")
struct URLConformanceTests {
  /// The components `urltestdata.json` and `setters_tests.json` compare.
  static func component(_ name: String, of url: DOMURL) -> String? {
    switch name {
    case "href": return url.href
    case "origin": return url.origin
    case "protocol": return url.protocol
    case "username": return url.username
    case "password": return url.password
    case "host": return url.host
    case "hostname": return url.hostname
    case "port": return url.port
    case "pathname": return url.pathname
    case "search": return url.search
    case "hash": return url.hash
    case "searchParams": return url.searchParams.toString()
    default: return nil
    }
  }

  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func urlTestData() throws {
    var outcomes: [URLConformance.Outcome] = []
    for entry in try URLConformance.loadCases("urltestdata.json") {
      guard let input = entry["input"] as? String else { continue }
      let base = entry["base"] as? String
      var id = URLConformance.escape(input)
      if let base { id += "|base=" + URLConformance.escape(base) }
      var failure: String? = nil
      let url = DOMURL.parse(input, base: base)
      if entry["failure"] as? Bool == true {
        if let url { failure = "expected failure, got \(url.href)" }
      } else if let url {
        for key in [
          "href", "origin", "protocol", "username", "password", "host", "hostname", "port",
          "pathname", "search", "searchParams", "hash",
        ] {
          guard let expected = entry[key] as? String else { continue }
          let actual = Self.component(key, of: url)
          if !URLConformance.same(actual, expected) {
            failure = "\(key): expected \(expected), got \(actual ?? "nil")"
            break
          }
        }
      } else {
        failure = "parse failed"
      }
      outcomes.append(.init(id: id, failure: failure, reason: URLConformance.idnaReason(input)))
    }
    URLConformance.check("urltestdata", file: "urltestdata.json", outcomes)
  }

  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func settersTests() throws {
    guard let root = try URLConformance.loadJSON("setters_tests.json") as? [String: Any] else {
      Issue.record("setters_tests.json is not an object")
      return
    }
    var outcomes: [URLConformance.Outcome] = []
    for setter in root.keys.sorted() where setter != "comment" {
      for entry in (root[setter] as? [Any] ?? []).compactMap({ $0 as? [String: Any] }) {
        guard let href = entry["href"] as? String, let value = entry["new_value"] as? String,
          let expected = entry["expected"] as? [String: Any]
        else { continue }
        let id =
          setter + "|" + URLConformance.escape(href) + "|" + URLConformance.escape(value)
        var failure: String? = nil
        if let url = DOMURL.parse(href) {
          Self.set(setter, to: value, on: url)
          for key in expected.keys.sorted() {
            guard let want = expected[key] as? String else { continue }
            let actual = Self.component(key, of: url)
            if !URLConformance.same(actual, want) {
              failure = "\(key): expected \(want), got \(actual ?? "nil")"
              break
            }
          }
        } else {
          failure = "href did not parse"
        }
        outcomes.append(.init(id: id, failure: failure, reason: URLConformance.idnaReason(value)))
      }
    }
    URLConformance.check("setters_tests", file: "setters_tests.json", outcomes)
  }

  static func set(_ setter: String, to value: String, on url: DOMURL) {
    switch setter {
    case "href": try? url.setHref(value)
    case "protocol": url.protocol = value
    case "username": url.username = value
    case "password": url.password = value
    case "host": url.host = value
    case "hostname": url.hostname = value
    case "port": url.port = value
    case "pathname": url.pathname = value
    case "search": url.search = value
    case "hash": url.hash = value
    default: Issue.record("unknown setter \(setter)")
    }
  }

  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func urlencodedParserData() throws {
    var outcomes: [URLConformance.Outcome] = []
    for entry in try URLConformance.loadCases("urlencoded-parser-data.json") {
      guard let input = entry["input"] as? String, let output = entry["output"] as? [[String]]
      else { continue }
      let params = URLSearchParams(input)
      let actual = params.map { [$0.name, $0.value] }
      let matches =
        actual.count == output.count
        && zip(actual, output).allSatisfy { a, b in
          a.count == b.count && zip(a, b).allSatisfy { URLConformance.same($0, $1) }
        }
      outcomes.append(
        .init(id: URLConformance.escape(input), failure: matches ? nil : "got \(actual)"))
    }
    URLConformance.check("urlencoded-parser-data", file: "urlencoded-parser-data.json", outcomes)
  }

  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func percentEncoding() throws {
    var outcomes: [URLConformance.Outcome] = []
    for entry in try URLConformance.loadCases("percent-encoding.json") {
      guard let input = entry["input"] as? String,
        let output = entry["output"] as? [String: String],
        let utf8 = output["utf-8"]
      else { continue }
      for encoding in output.keys.sorted() {
        let id = URLConformance.escape(input) + "|" + encoding
        // The WPT test loads <a href="https://doesnotmatter.invalid/?X#X"> in a document with
        // that encoding: the query uses the document encoding, the fragment always UTF-8.
        var failure: String? = nil
        if let url = DOMURL.parse("https://doesnotmatter.invalid/?\(input)#\(input)") {
          if !URLConformance.same(url.hash, "#" + utf8) {
            failure = "hash \(url.hash)"
          } else if let expected = output[encoding],
            !URLConformance.same(url.search, "?" + expected)
          {
            failure = "search \(url.search)"
          }
        } else {
          failure = "parse failed"
        }
        outcomes.append(
          .init(
            id: id, failure: failure,
            reason: "needs legacy encoders (\(encoding)); DOM percent-encodes queries as UTF-8"))
      }
    }
    URLConformance.check("percent-encoding", file: "percent-encoding.json", outcomes)
  }

  /// toascii.json: the constructor, and the host and hostname setters.
  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func toASCII() throws {
    var outcomes: [URLConformance.Outcome] = []
    for entry in try URLConformance.loadCases("toascii.json") {
      guard let input = entry["input"] as? String else { continue }
      let output = entry["output"] as? String
      let failure = Self.checkHost(input, output: output, setters: true)
      outcomes.append(
        .init(
          id: URLConformance.escape(input), failure: failure,
          reason: URLConformance.idnaReason(input)))
    }
    URLConformance.check("toascii", file: "toascii.json", outcomes)
  }

  /// IdnaTestV2.json, as WPT runs it: `new URL("https://" + input + "/x")`, with `:/?#\`
  /// percent-encoded and the empty input skipped.
  @Test(.enabled(if: URLConformance.isDataAvailable, "Tests/Conformance/wpt-url not found"))
  func idnaTestV2() throws {
    var outcomes: [URLConformance.Outcome] = []
    for entry in try URLConformance.loadCases("IdnaTestV2.json") {
      guard let input = entry["input"] as? String, !input.isEmpty else { continue }
      let output = entry["output"] as? String
      var encoded = ""
      for scalar in input.unicodeScalars {
        switch scalar {
        case ":", "/", "?", "#", "\\":
          encoded += "%" + String(scalar.value, radix: 16, uppercase: true)
        default: encoded.unicodeScalars.append(scalar)
        }
      }
      let failure = Self.checkHost(encoded, output: output, setters: false)
      outcomes.append(
        .init(
          id: URLConformance.escape(input), failure: failure,
          reason: URLConformance.idnaReason(input)))
    }
    URLConformance.check("IdnaTestV2", file: "IdnaTestV2.json", outcomes)
  }

  /// Checks `https://<input>/x` against the expected host `output` (`nil`: failure).
  static func checkHost(_ input: String, output: String?, setters: Bool) -> String? {
    let url = DOMURL.parse("https://\(input)/x")
    guard let output else {
      if let url { return "expected failure, got \(url.href)" }
      if setters {
        for setter in ["host", "hostname"] {
          guard let target = DOMURL.parse("https://x/x") else { return "base" }
          set(setter, to: input, on: target)
          if target.hostname != "x" { return "\(setter) setter gave \(target.hostname)" }
        }
      }
      return nil
    }
    guard let url else { return "parse failed, expected \(output)" }
    if !URLConformance.same(url.host, output) || !URLConformance.same(url.hostname, output)
      || url.pathname != "/x" || !URLConformance.same(url.href, "https://\(output)/x")
    {
      return "got \(url.href)"
    }
    if setters {
      for setter in ["host", "hostname"] {
        guard let target = DOMURL.parse("https://x/x") else { return "base" }
        set(setter, to: input, on: target)
        if !URLConformance.same(target.hostname, output) {
          return "\(setter) setter gave \(target.hostname)"
        }
      }
    }
    return nil
  }
}
