/// The value type of a media feature, and the media features known to the parser: a feature
/// not in ``known``, or given a value its kind does not accept, is kept but not valid
/// (``MediaFeature/isValid``): it evaluates to "unknown".
///
/// https://drafts.csswg.org/mediaqueries-5/#media-descriptor-table
public enum MediaFeatureKind: Equatable, Sendable {
  case length, ratio, resolution, integer, number
  /// A discrete feature and its keywords.
  case discrete([String])

  /// Whether the feature is a range feature (min-/max- prefixes and range syntax).
  public var isRange: Bool {
    if case .discrete = self { return false }
    return true
  }

  /// Whether `value` is a valid value of this kind.
  public func accepts(_ value: MediaFeatureValue) -> Bool {
    switch (self, value) {
    case (.length, .dimension(_, let unit)): return Self.pixelsPerUnit[unit] != nil
    case (.length, .number(let number)): return number == 0
    case (.ratio, .ratio(let a, let b)): return a >= 0 && b >= 0
    case (.ratio, .number(let number)): return number >= 0
    case (.resolution, .dimension(let number, let unit)):
      return number >= 0 && Self.dppxPerUnit[unit] != nil
    case (.integer, .number(let number)): return number == number.rounded() && number >= 0
    case (.number, .number): return true
    case (.discrete(let keywords), .ident(let name)): return keywords.contains(name)
    case (.discrete(let keywords), .number(let number)):
      return keywords.contains(HTMLMicrosyntax.bestRepresentation(of: number))
    default: return false
    }
  }

  /// The known media features and their value types.
  public static let known: [String: MediaFeatureKind] = [
    "width": .length, "height": .length, "device-width": .length, "device-height": .length,
    "aspect-ratio": .ratio, "device-aspect-ratio": .ratio, "resolution": .resolution,
    "-webkit-device-pixel-ratio": .number, "color": .integer, "color-index": .integer,
    "monochrome": .integer,
    "grid": .discrete(["0", "1"]),
    "orientation": .discrete(["portrait", "landscape"]),
    "prefers-color-scheme": .discrete(["light", "dark"]),
    "prefers-reduced-motion": .discrete(["no-preference", "reduce"]),
    "prefers-reduced-transparency": .discrete(["no-preference", "reduce"]),
    "prefers-contrast": .discrete(["no-preference", "more", "less", "custom"]),
    "hover": .discrete(["none", "hover"]), "any-hover": .discrete(["none", "hover"]),
    "pointer": .discrete(["none", "coarse", "fine"]),
    "any-pointer": .discrete(["none", "coarse", "fine"]),
    "display-mode": .discrete([
      "browser", "fullscreen", "standalone", "minimal-ui", "picture-in-picture",
    ]),
    "inverted-colors": .discrete(["none", "inverted"]),
    "forced-colors": .discrete(["none", "active"]),
    "dynamic-range": .discrete(["standard", "high"]),
    "video-dynamic-range": .discrete(["standard", "high"]),
    "color-gamut": .discrete(["srgb", "p3", "rec2020"]),
    "scan": .discrete(["interlace", "progressive"]),
    "update": .discrete(["none", "slow", "fast"]),
    "overflow-block": .discrete(["none", "scroll", "paged"]),
    "overflow-inline": .discrete(["none", "scroll"]),
    "scripting": .discrete(["none", "initial-only", "enabled"]),
  ]

  /// CSS pixels per length unit (the viewport units, 0 here, are resolved against a viewport).
  public static let pixelsPerUnit: [String: Double] = [
    "px": 1, "em": 16, "rem": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
    "pt": 96.0 / 72, "pc": 16, "vw": 0, "vh": 0, "vmin": 0, "vmax": 0,
  ]

  /// dppx per resolution unit.
  public static let dppxPerUnit: [String: Double] = [
    "dppx": 1, "x": 1, "dpi": 1.0 / 96, "dpcm": 2.54 / 96,
  ]
}
