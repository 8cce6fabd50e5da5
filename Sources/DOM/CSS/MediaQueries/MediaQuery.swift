/// A value in a media feature: a number, a dimension, a keyword or a ratio.
///
/// https://drafts.csswg.org/mediaqueries-4/#typedef-mf-value
public enum MediaFeatureValue: Equatable, Sendable {
  case number(Double)
  case dimension(Double, unit: String)
  case ident(String)
  case ratio(Double, Double)

  /// The value as CSSOM serializes it (`400px`, `16 / 9`, `dark`).
  public var serialized: String {
    switch self {
    case .number(let value): HTMLMicrosyntax.bestRepresentation(of: value)
    case .dimension(let value, let unit): HTMLMicrosyntax.bestRepresentation(of: value) + unit
    case .ident(let name): name
    case .ratio(let numerator, let denominator):
      HTMLMicrosyntax.bestRepresentation(of: numerator) + " / "
        + HTMLMicrosyntax.bestRepresentation(of: denominator)
    }
  }
}

/// A comparison in range syntax. https://drafts.csswg.org/mediaqueries-4/#typedef-mf-comparison
public enum MediaComparison: String, Equatable, Sendable {
  case lessThan = "<"
  case lessThanOrEqual = "<="
  case greaterThan = ">"
  case greaterThanOrEqual = ">="
  case equal = "="

  /// The comparison with its operands swapped (`a < b` is `b > a`).
  public var flipped: MediaComparison {
    switch self {
    case .lessThan: .greaterThan
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThan: .lessThan
    case .greaterThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    }
  }
}

/// A media feature test, e.g. `(min-width: 400px)`, `(hover)`, `(400px <= width < 800px)`.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-features
public struct MediaFeature: Equatable, Sendable {
  /// How the feature is tested.
  public enum Test: Equatable, Sendable {
    /// `(name)`: the feature's value in a boolean context.
    case boolean
    /// `(name: value)`.
    case plain(MediaFeatureValue)
    /// `(min-name: value)`.
    case min(MediaFeatureValue)
    /// `(max-name: value)`.
    case max(MediaFeatureValue)
    /// `(name op value)`.
    case nameFirst(MediaComparison, MediaFeatureValue)
    /// `(value op name)`.
    case valueFirst(MediaFeatureValue, MediaComparison)
    /// `(value op name op value)`.
    case between(MediaFeatureValue, MediaComparison, MediaComparison, MediaFeatureValue)
  }

  /// The feature name, lowercase, without a `min-`/`max-` prefix (`-webkit-min-device-pixel-ratio`
  /// is `-webkit-device-pixel-ratio` with a `min-` test, as WebKit reads it).
  public var name: String
  /// The test.
  public var test: Test
  /// Whether the feature is known and its value is one it takes. WebKit keeps a feature that
  /// is not (`(bogus: 1)`, `(min-orientation: portrait)`) as written, and it evaluates to
  /// "unknown", which makes the query false (fixture `css-syntax/media-unknown`).
  public var isValid: Bool

  /// Makes a feature test.
  public init(name: String, test: Test, isValid: Bool = true) {
    self.name = name
    self.test = test
    self.isValid = isValid
  }

  /// The feature as CSSOM serializes it.
  public var serialized: String {
    switch test {
    case .boolean: "(" + name + ")"
    case .plain(let value): "(" + name + ": " + value.serialized + ")"
    // WebKit writes the prefix before the whole name: `(-webkit-min-device-pixel-ratio: 1.5)`
    // reads back as `(min--webkit-device-pixel-ratio: 1.5)` (fixture `css-syntax/media-unknown`).
    case .min(let value): "(min-" + name + ": " + value.serialized + ")"
    case .max(let value): "(max-" + name + ": " + value.serialized + ")"
    case .nameFirst(let op, let value): "(\(name) \(op.rawValue) \(value.serialized))"
    case .valueFirst(let value, let op): "(\(value.serialized) \(op.rawValue) \(name))"
    case .between(let low, let op1, let op2, let high):
      "(\(low.serialized) \(op1.rawValue) \(name) \(op2.rawValue) \(high.serialized))"
    }
  }
}

/// A media condition: features combined with `not`, `and`, `or` and parentheses.
///
/// https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition
public indirect enum MediaCondition: Equatable, Sendable {
  case feature(MediaFeature)
  /// `( condition )`.
  case group(MediaCondition)
  case not(MediaCondition)
  case and([MediaCondition])
  case or([MediaCondition])
  /// `<general-enclosed>`: a function or a parenthesized block that is neither a condition nor
  /// a feature (`(a, b)`, `f(x)`, `(min-width: 50%)`), kept as written (WebKit writes its
  /// tokens back); it evaluates to "unknown".
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-general-enclosed
  case generalEnclosed(String)

  /// The condition as CSSOM serializes it.
  public var serialized: String {
    switch self {
    case .feature(let feature): feature.serialized
    case .group(let inner): "(" + inner.serialized + ")"
    case .not(let inner): "not " + inner.serialized
    case .and(let parts): parts.map(\.serialized).joined(separator: " and ")
    case .or(let parts): parts.map(\.serialized).joined(separator: " or ")
    case .generalEnclosed(let text): text
    }
  }
}

/// One media query: an optional `only`/`not`, a media type and a condition; a query that does
/// not parse is `not all` (an unknown feature or value is kept: see ``MediaFeature/isValid``
/// and ``MediaCondition/generalEnclosed(_:)``).
///
/// https://drafts.csswg.org/mediaqueries-4/#media
public struct MediaQuery: Equatable, Sendable {
  /// The `only` or `not` keyword.
  public enum Qualifier: String, Equatable, Sendable {
    case only, not
  }

  /// `only` or `not`, if written.
  public var qualifier: Qualifier?
  /// The media type, lowercase, or `nil` for a bare condition.
  public var mediaType: String?
  /// The condition, if any.
  public var condition: MediaCondition?

  /// Makes a query.
  public init(qualifier: Qualifier? = nil, mediaType: String? = nil, condition: MediaCondition?) {
    self.qualifier = qualifier
    self.mediaType = mediaType
    self.condition = condition
  }

  /// `not all`: what an invalid query becomes.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#error-handling
  public static let notAll = MediaQuery(qualifier: .not, mediaType: "all", condition: nil)

  /// The query as CSSOM serializes it.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-media-query
  public var serialized: String {
    var output = ""
    // 1. If the media query is negated (or only), append the keyword and a space.
    if let qualifier { output += qualifier.rawValue + " " }
    guard let mediaType else { return output + (condition?.serialized ?? "") }
    // 3. Without a condition, append the type and return.
    guard let condition else { return output + mediaType }
    // 4. If type is not "all" or the query has a qualifier, append type and " and ".
    if mediaType != "all" || qualifier != nil { output += mediaType + " and " }
    // 5. Append the condition.
    return output + condition.serialized
  }
}

/// A media query list: comma-separated queries, true when any is (or when empty).
///
/// https://drafts.csswg.org/mediaqueries-4/#media-query-list
public struct MediaQuerySet: Equatable, Sendable {
  /// The queries, in order (invalid ones as ``MediaQuery/notAll``).
  public var queries: [MediaQuery]

  /// Makes a list of queries.
  public init(queries: [MediaQuery]) {
    self.queries = queries
  }

  /// Parses a media query list; never fails (invalid queries become `not all`).
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query-list
  public init(parsing text: String) {
    queries = MediaQueryParser.parseList(text)
  }

  /// The media text (`MediaQueryList.media`, `MediaList.mediaText`): the serialized queries
  /// joined by ", ".
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-media-query-list
  public var serialized: String { queries.map(\.serialized).joined(separator: ", ") }
}
