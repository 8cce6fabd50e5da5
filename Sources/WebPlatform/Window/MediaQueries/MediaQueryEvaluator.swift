import DOM

/// Evaluates media queries against a ``Viewport``: media types (`all` and `screen` match,
/// `print` and the rest do not), the size, ratio and resolution features in plain, `min-`/
/// `max-` and range forms, and the discrete features (orientation, hover, pointer, color
/// scheme, reduced motion, …).
///
/// Lengths accept `px`, `em`/`rem` (16px), `vw`/`vh`/`vmin`/`vmax`, `in`, `cm`, `mm`, `q`,
/// `pt`, `pc` and a unitless 0; resolutions `dppx`, `x`, `dpi`, `dpcm`.
///
/// https://drafts.csswg.org/mediaqueries-4/#evaluating
public struct MediaQueryEvaluator: Sendable {
  /// The display the queries are evaluated against.
  public var viewport: Viewport

  /// Makes an evaluator for `viewport`.
  public init(viewport: Viewport) {
    self.viewport = viewport
  }

  // MARK: - Evaluation

  /// Whether the media query list `text` matches (an empty list matches).
  public func matches(_ text: String) -> Bool {
    evaluate(MediaQuerySet(parsing: text))
  }

  /// Whether any query of the list matches; an empty list matches.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#mq-list
  public func evaluate(_ set: MediaQuerySet) -> Bool {
    set.queries.isEmpty || set.queries.contains(where: evaluate)
  }

  /// Whether one query matches: a condition that is "unknown" (an invalid feature,
  /// `<general-enclosed>`) makes it false, with or without `not`.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
  public func evaluate(_ query: MediaQuery) -> Bool {
    var result: Bool? = true
    if let mediaType = query.mediaType { result = mediaType == "all" || mediaType == "screen" }
    if result == true, let condition = query.condition { result = kleeneValue(condition) }
    guard let result else { return false }
    return query.qualifier == .not ? !result : result
  }

  /// Whether a condition holds (an "unknown" one does not).
  public func evaluate(_ condition: MediaCondition) -> Bool {
    kleeneValue(condition) == true
  }

  /// A condition's value in three-valued logic: `nil` for "unknown" (an invalid feature,
  /// `<general-enclosed>`); `not` keeps it unknown, `and` is false with a false part, `or` true
  /// with a true part.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#evaluating
  public func kleeneValue(_ condition: MediaCondition) -> Bool? {
    switch condition {
    case .feature(let feature): return feature.isValid ? evaluate(feature) : nil
    case .group(let inner): return kleeneValue(inner)
    case .not(let inner): return kleeneValue(inner).map { !$0 }
    case .and(let parts): return kleeneValue(of: parts, decidedBy: false)
    case .or(let parts): return kleeneValue(of: parts, decidedBy: true)
    case .generalEnclosed: return nil
    }
  }

  /// `and` (decided by a false part) or `or` (decided by a true part) in three-valued logic:
  /// the deciding value if a part has it, else unknown if a part is, else the other value.
  private func kleeneValue(of parts: [MediaCondition], decidedBy decisive: Bool) -> Bool? {
    var result: Bool? = !decisive
    for part in parts {
      let value = kleeneValue(part)
      if value == decisive { return decisive }
      if value == nil { result = nil }
    }
    return result
  }

  /// Whether a feature test holds.
  public func evaluate(_ feature: MediaFeature) -> Bool {
    if case .discrete = MediaFeatureKind.known[feature.name] {
      switch feature.test {
      case .boolean: return discreteBoolean(feature.name)
      case .plain(.ident(let keyword)): return discreteMatches(feature.name, keyword)
      case .plain(.number(let number)):
        return discreteMatches(feature.name, NumberToString.string(number))
      default: return false
      }
    }
    guard let actual = rangeValue(feature.name) else { return false }
    func compare(_ value: MediaFeatureValue, _ comparison: MediaComparison) -> Bool {
      guard let expected = number(value, for: feature.name) else { return false }
      switch comparison {
      case .lessThan: return actual < expected
      case .lessThanOrEqual: return actual <= expected
      case .greaterThan: return actual > expected
      case .greaterThanOrEqual: return actual >= expected
      case .equal: return actual == expected
      }
    }
    switch feature.test {
    case .boolean: return actual != 0
    case .plain(let value): return compare(value, .equal)
    case .min(let value): return compare(value, .greaterThanOrEqual)
    case .max(let value): return compare(value, .lessThanOrEqual)
    case .nameFirst(let comparison, let value): return compare(value, comparison)
    case .valueFirst(let value, let comparison): return compare(value, comparison.flipped)
    case .between(let low, let first, let second, let high):
      return compare(low, first.flipped) && compare(high, second)
    }
  }

  /// The viewport's value of a range feature, in the feature's canonical unit (px, dppx, a
  /// ratio as a number).
  func rangeValue(_ name: String) -> Double? {
    switch name {
    case "width": viewport.width
    case "height": viewport.height
    case "device-width": viewport.screen.width
    case "device-height": viewport.screen.height
    case "aspect-ratio": viewport.height > 0 ? viewport.width / viewport.height : .infinity
    case "device-aspect-ratio":
      viewport.screen.height > 0 ? viewport.screen.width / viewport.screen.height : .infinity
    case "resolution", "-webkit-device-pixel-ratio": viewport.devicePixelRatio
    case "color": Double(viewport.colorBits)
    case "color-index", "monochrome": 0
    default: nil
    }
  }

  /// A feature value in the feature's canonical unit.
  func number(_ value: MediaFeatureValue, for name: String) -> Double? {
    switch value {
    case .number(let number):
      return number
    case .ratio(let numerator, let denominator):
      return denominator == 0 ? .infinity : numerator / denominator
    case .dimension(let number, let unit):
      if let perUnit = MediaFeatureKind.dppxPerUnit[unit],
        MediaFeatureKind.known[name].map(isResolution) == true
      {
        return number * perUnit
      }
      switch unit {
      case "vw": return number * viewport.width / 100
      case "vh": return number * viewport.height / 100
      case "vmin": return number * min(viewport.width, viewport.height) / 100
      case "vmax": return number * max(viewport.width, viewport.height) / 100
      default: return MediaFeatureKind.pixelsPerUnit[unit].map { number * $0 }
      }
    case .ident:
      return nil
    }
  }

  private func isResolution(_ kind: MediaFeatureKind) -> Bool {
    if case .resolution = kind { return true }
    return false
  }

  /// The viewport's value of a discrete feature.
  func discreteValue(_ name: String) -> String {
    switch name {
    case "grid": "0"
    case "orientation": viewport.height >= viewport.width ? "portrait" : "landscape"
    case "prefers-color-scheme": viewport.prefersColorScheme.rawValue
    case "prefers-reduced-motion": viewport.prefersReducedMotion ? "reduce" : "no-preference"
    case "prefers-reduced-transparency":
      viewport.prefersReducedTransparency ? "reduce" : "no-preference"
    case "prefers-contrast": viewport.prefersContrast.rawValue
    case "hover": viewport.hover.rawValue
    case "pointer": viewport.pointer.rawValue
    case "display-mode": viewport.displayMode.rawValue
    case "inverted-colors": viewport.invertedColors ? "inverted" : "none"
    case "forced-colors": viewport.forcedColors ? "active" : "none"
    case "dynamic-range", "video-dynamic-range": viewport.dynamicRange.rawValue
    case "color-gamut": viewport.colorGamut.rawValue
    case "scan": "progressive"
    case "update": "fast"
    case "overflow-block", "overflow-inline": "scroll"
    case "scripting": "enabled"
    default: "none"
    }
  }

  /// `(name: keyword)` for a discrete feature.
  func discreteMatches(_ name: String, _ keyword: String) -> Bool {
    switch name {
    case "any-hover":
      if keyword == "none" { return !viewport.anyHover.contains(.hover) }
      return viewport.anyHover.contains(.hover)
    case "any-pointer":
      if keyword == "none" { return viewport.anyPointer.subtracting([.none]).isEmpty }
      return viewport.anyPointer.contains { $0.rawValue == keyword }
    case "color-gamut":
      // A display matches every gamut it covers.
      let order = ["srgb", "p3", "rec2020"]
      guard let wanted = order.firstIndex(of: keyword),
        let actual = order.firstIndex(of: viewport.colorGamut.rawValue)
      else { return false }
      return wanted <= actual
    case "dynamic-range", "video-dynamic-range":
      return keyword == "standard" || viewport.dynamicRange == .high
    default:
      return discreteValue(name) == keyword
    }
  }

  /// `(name)` for a discrete feature: true unless its value is `none`, `no-preference` or 0.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#mq-boolean-context
  func discreteBoolean(_ name: String) -> Bool {
    switch name {
    case "any-hover": return viewport.anyHover.contains(.hover)
    case "any-pointer": return !viewport.anyPointer.subtracting([.none]).isEmpty
    default:
      let value = discreteValue(name)
      return value != "none" && value != "no-preference" && value != "0"
    }
  }
}
