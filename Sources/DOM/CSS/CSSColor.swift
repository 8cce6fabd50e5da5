/// Parsing and serialization of `<color>` values as WebKit serializes specified colors.
///
/// - Named colors, `transparent`, `currentcolor` and system colors keep their keyword,
///   lowercased (`Red` → `red`): CSS Color 4 says a specified keyword serializes as the keyword
///   in lowercase, and WebKit and Blink both return the keyword from `element.style`.
/// - Hex colors, `rgb()`/`rgba()` and `hsl()`/`hsla()` become `rgb(r, g, b)`, or
///   `rgba(r, g, b, a)` when not opaque; channels are rounded 0–255 integers, and alpha is
///   kept at 8-bit precision and written with the fewest decimals (2, else 3) that round-trip
///   that byte (`#ff000080` → `rgba(255, 0, 0, 0.5)`), as WebKit stores these colors as 8-bit
///   sRGB.
/// - Other color functions (`hwb()`, `lab()`, `color()`, `color-mix()`…) are kept as written.
///
/// https://drafts.csswg.org/css-color-4/#serializing-color-values
enum CSSColor {
  /// The serialized color, or `nil` when `value` is not a color.
  static func serialize(_ value: CSSComponentValue) -> String? {
    switch value {
    case .token(.ident(let name)):
      let lower = name.asciiLowercased()
      return keywords.contains(lower) ? lower : nil
    case .token(.hash(let hex, _)):
      return hexColor(hex)
    case .function(let name, let arguments):
      switch name.asciiLowercased() {
      case "rgb", "rgba":
        return rgbFunction(arguments)
      case "hsl", "hsla":
        return hslFunction(arguments)
      case "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark":
        return arguments.isEmpty ? nil : CSSSerialization.componentValue(value).asciiLowercased()
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// Whether `value` is a color.
  static func isColor(_ value: CSSComponentValue) -> Bool { serialize(value) != nil }

  /// Writes 8-bit sRGB channels as `rgb()` or `rgba()`.
  static func rgbString(_ red: Int, _ green: Int, _ blue: Int, alpha: Int) -> String {
    let channels = "\(red), \(green), \(blue)"
    if alpha >= 255 { return "rgb(\(channels))" }
    return "rgba(\(channels), \(alphaString(alpha)))"
  }

  /// The shortest decimal (2 places, else 3) that maps back to the same alpha byte.
  ///
  /// https://drafts.csswg.org/css-color-4/#serializing-alpha-values
  static func alphaString(_ alpha: Int) -> String {
    let twoPlaces = (Double(alpha) / 255 * 100).rounded() / 100
    if Int((twoPlaces * 255).rounded()) == alpha { return CSSSerialization.number(twoPlaces) }
    return CSSSerialization.number((Double(alpha) / 255 * 1000).rounded() / 1000)
  }

  // MARK: - Hex

  /// https://drafts.csswg.org/css-color-4/#hex-notation
  private static func hexColor(_ hex: String) -> String? {
    var digits: [Int] = []
    for scalar in hex.unicodeScalars {
      guard let digit = Int(String(scalar), radix: 16) else { return nil }
      digits.append(digit)
    }
    switch digits.count {
    case 3, 4:
      let channels = digits.map { $0 * 17 }
      return rgbString(
        channels[0], channels[1], channels[2], alpha: digits.count == 4 ? channels[3] : 255)
    case 6, 8:
      let channels = stride(from: 0, to: digits.count, by: 2).map {
        digits[$0] * 16 + digits[$0 + 1]
      }
      return rgbString(
        channels[0], channels[1], channels[2], alpha: digits.count == 8 ? channels[3] : 255)
    default:
      return nil
    }
  }

  // MARK: - Functions

  /// The arguments of a color function: three channels and an optional alpha, in either the
  /// legacy comma syntax or the modern space syntax (`r g b / a`). `isLegacy` is true for commas.
  private static func channels(_ arguments: [CSSComponentValue])
    -> (values: [CSSComponentValue], alpha: CSSComponentValue?, isLegacy: Bool)?
  {
    let parts = arguments.withoutWhitespace
    if parts.contains(.token(.comma)) {
      let groups = arguments.splitOnCommas()
      guard groups.count == 3 || groups.count == 4, groups.allSatisfy({ $0.count == 1 }) else {
        return nil
      }
      let values = groups.map { $0[0] }
      return (Array(values.prefix(3)), values.count == 4 ? values[3] : nil, true)
    }
    if let slash = parts.firstIndex(of: .token(.delim("/"))) {
      guard slash == 3, parts.count == 5 else { return nil }
      return (Array(parts.prefix(3)), parts[4], false)
    }
    guard parts.count == 3 else { return nil }
    return (parts, nil, false)
  }

  /// An alpha value as a byte: a number 0–1 or a percentage, clamped.
  private static func alphaByte(_ value: CSSComponentValue?) -> Int? {
    let alpha: Double
    switch value {
    case nil: return 255
    case .token(.number(let number))?: alpha = number.value
    case .token(.percentage(let number))?: alpha = number.value / 100
    case .token(.ident(let name))? where name.asciiLowercased() == "none": alpha = 0
    default: return nil
    }
    return Int((min(max(alpha, 0), 1) * 255).rounded())
  }

  private static func byte(_ value: Double) -> Int { Int(min(max(value, 0), 255).rounded()) }

  /// https://drafts.csswg.org/css-color-4/#rgb-functions
  private static func rgbFunction(_ arguments: [CSSComponentValue]) -> String? {
    guard let (values, alpha, isLegacy) = channels(arguments) else { return nil }
    var bytes: [Int] = []
    var sawNumber = false
    var sawPercentage = false
    for value in values {
      switch value {
      case .token(.number(let number)):
        sawNumber = true
        bytes.append(byte(number.value))
      case .token(.percentage(let number)):
        sawPercentage = true
        bytes.append(byte(number.value * 255 / 100))
      case .token(.ident(let name)) where !isLegacy && name.asciiLowercased() == "none":
        bytes.append(0)
      default:
        return nil
      }
    }
    // The legacy syntax does not mix numbers and percentages.
    if isLegacy && sawNumber && sawPercentage { return nil }
    guard let alphaValue = alphaByte(alpha) else { return nil }
    return rgbString(bytes[0], bytes[1], bytes[2], alpha: alphaValue)
  }

  /// https://drafts.csswg.org/css-color-4/#the-hsl-notation
  private static func hslFunction(_ arguments: [CSSComponentValue]) -> String? {
    guard let (values, alpha, isLegacy) = channels(arguments) else { return nil }
    let hue: Double
    switch values[0] {
    case .token(.number(let number)): hue = number.value
    case .token(.dimension(let number, let unit)):
      switch unit.asciiLowercased() {
      case "deg": hue = number.value
      case "rad": hue = number.value * 180 / Double.pi
      case "grad": hue = number.value * 0.9
      case "turn": hue = number.value * 360
      default: return nil
      }
    case .token(.ident(let name)) where !isLegacy && name.asciiLowercased() == "none": hue = 0
    default: return nil
    }
    var fractions: [Double] = []
    for value in values.dropFirst() {
      switch value {
      case .token(.percentage(let number)): fractions.append(number.value / 100)
      case .token(.number(let number)) where !isLegacy: fractions.append(number.value / 100)
      case .token(.ident(let name)) where !isLegacy && name.asciiLowercased() == "none":
        fractions.append(0)
      default: return nil
      }
    }
    guard let alphaValue = alphaByte(alpha) else { return nil }
    let saturation = min(max(fractions[0], 0), 1)
    let lightness = min(max(fractions[1], 0), 1)
    // https://drafts.csswg.org/css-color-4/#hsl-to-rgb
    var normalizedHue = hue.truncatingRemainder(dividingBy: 360)
    if normalizedHue < 0 { normalizedHue += 360 }
    func channel(_ n: Double) -> Int {
      let k = (n + normalizedHue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return byte((lightness - a * max(-1, min(k - 3, 9 - k, 1))) * 255)
    }
    return rgbString(channel(0), channel(8), channel(4), alpha: alphaValue)
  }

  // MARK: - Keywords

  /// Named colors, `transparent`, `currentcolor` and the CSS system colors, lowercase.
  ///
  /// https://drafts.csswg.org/css-color-4/#named-colors
  static let keywords: Set<String> = [
    "transparent", "currentcolor",
    // System colors (https://drafts.csswg.org/css-color-4/#css-system-colors).
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext",
    "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext",
    "linktext", "mark", "marktext", "selecteditem", "selecteditemtext", "visitedtext",
    // Named colors.
    "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
    "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
    "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
    "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
    "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
    "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
    "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
    "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow",
    "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
    "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
    "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
    "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
    "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
    "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
    "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
    "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
    "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
    "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
    "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen",
    "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow",
    "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet",
    "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
  ]
}
