/// The value grammar of a longhand property, reduced to what `element.style` needs: it checks
/// a value and returns its serialization (as WebKit serializes specified values), or `nil`
/// when the value is invalid for the property.
///
/// https://drafts.csswg.org/css-values-4/#value-defs
enum CSSValueGrammar: Sendable {
  /// One keyword of the set (lowercase).
  case keyword(Set<String>)
  /// A `<length>`, optionally `<percentage>`, or one of the keywords; `calc()` and friends are
  /// kept as written. `quirky` properties accept unitless numbers as `px` in quirks mode.
  case length(keywords: Set<String>, percentages: Bool, negative: Bool, quirky: Bool)
  /// A `<color>`.
  case color
  /// A `<number>` or `<percentage>` (`opacity`).
  case alphaValue
  /// An `<integer>` or `auto` (`z-index`).
  case integerOrAuto
  /// `font-weight`: `normal | bold | bolder | lighter | <number [1,1000]>`.
  case fontWeight
  /// `font-family`: a comma list of family names and generic families.
  case fontFamily
  /// `line-height`: `normal | <number> | <length-percentage>`, non-negative.
  case lineHeight
  /// A comma list of `none | <image>` (`background-image`).
  case imageList
  /// A comma list of `<bg-position>`.
  case positionList
  /// A comma list of `<bg-size>`.
  case sizeList
  /// A comma list of `<repeat-style>`.
  case repeatList
  /// A comma list of one keyword each (`background-attachment`, `-origin`, `-clip`).
  case keywordList(Set<String>)
  /// A comma list of one coordinate each: a keyword of the set, a length-percentage, or a
  /// keyword and an offset (`background-position-x`, `-y`).
  case coordinateList(Set<String>)
  /// A non-negative `<number>` (`flex-grow`, `flex-shrink`).
  case nonNegativeNumber
  /// `none | [underline || overline || line-through || blink]` (`text-decoration-line`).
  case textDecorationLine
  /// One or two non-negative length-percentages, the second dropped when the same
  /// (`border-top-left-radius`…).
  case radius
  /// An identifier (lowercased) or a string (`list-style-type`).
  case identOrString
  /// `normal | italic | oblique <angle>?` (`font-style`).
  case fontStyle
  /// A `font-width` keyword or a non-negative percentage.
  case fontWidth
  /// `none` or a comma list of shadows, each written as WebKit does: the color first, then the
  /// lengths, `inset` last (`1px 1px #000` → `rgb(0, 0, 0) 1px 1px`; fixture `style/values`).
  case shadowList
  /// `none | <url>` (`marker-start`…).
  case urlOrNone
  /// `none | [filled | open] || [dot | circle | double-circle | triangle | sesame] | <string>`
  /// (`text-emphasis-style`), written fill first. https://drafts.csswg.org/css-text-decor-4/#text-emphasis-style-property
  case textEmphasisStyle
  /// `auto? [none | <length [0,∞]>]` (`contain-intrinsic-width`…).
  /// https://drafts.csswg.org/css-sizing-4/#intrinsic-size-override
  case containIntrinsicLength
  /// A grid track list (``CSSGridGrammar/trackList(_:template:)``): `template` for
  /// `grid-template-rows`/`-columns` (`none`, line names, `repeat()`).
  case gridTracks(template: Bool)
  /// `grid-template-areas`.
  case gridTemplateAreas
  /// `grid-auto-flow`.
  case gridAutoFlow
  /// `auto | <color>` (`accent-color`).
  case colorOrAuto
  /// `auto || <ratio>`, the ratio written `a / b` (`2` → `2 / 1`; fixture
  /// `style/more-shorthands`). https://drafts.csswg.org/css-sizing-4/#aspect-ratio
  case aspectRatio
  /// `none | <custom-ident>+` (`container-name`), identifiers keeping their case.
  case customIdentList
  /// `mask-size` (``maskSize(_:)``).
  case maskSizeList
  /// `offset-path` (``offsetPath(_:)``).
  case offsetPath
  /// `offset-position` or `offset-anchor`: one of the keywords or a `<position>`.
  case offsetPosition(Set<String>)
  /// `offset-rotate` (``offsetRotate(_:)``).
  case offsetRotate
  /// Any valid-looking value, with keywords lowercased and colors serialized as colors.
  case normalized
  /// Any valid-looking value, kept as written with normalized whitespace (identifiers keep
  /// their case, numbers are reformatted).
  case asWritten

  /// The serialization of `value` for this grammar, or `nil` when it does not match.
  func serialize(_ value: [CSSComponentValue], context: CSSParserContext) -> String? {
    let parts = value.withoutWhitespace
    guard !parts.isEmpty, !value.contains(where: { $0.isInvalidAnywhere }) else { return nil }
    switch self {
    case .keyword(let keywords):
      return parts.count == 1 ? Self.keyword(parts[0], in: keywords) : nil
    case .length(let keywords, let percentages, let negative, let quirky):
      guard parts.count == 1 else { return nil }
      return Self.length(
        parts[0], keywords: keywords, percentages: percentages, negative: negative,
        unitless: quirky && context.isQuirksMode)
    case .color:
      return parts.count == 1 ? CSSColor.serialize(parts[0]) : nil
    case .alphaValue:
      guard parts.count == 1 else { return nil }
      switch parts[0] {
      case .token(.number(let number)): return CSSSerialization.number(number.value)
      // WebKit writes a percentage as a number (`50%` → `0.5`; fixture `style/values`).
      case .token(.percentage(let number)): return CSSSerialization.number(number.value / 100)
      default: return Self.mathFunction(parts[0])
      }
    case .integerOrAuto:
      guard parts.count == 1 else { return nil }
      if case .token(.number(let number)) = parts[0], number.isInteger {
        return CSSSerialization.number(number.value)
      }
      return Self.keyword(parts[0], in: ["auto"]) ?? Self.mathFunction(parts[0])
    case .fontWeight:
      guard parts.count == 1 else { return nil }
      if case .token(.number(let number)) = parts[0], number.value >= 1, number.value <= 1000 {
        return CSSSerialization.number(number.value)
      }
      return Self.keyword(parts[0], in: ["normal", "bold", "bolder", "lighter"])
        ?? Self.mathFunction(parts[0])
    case .fontFamily:
      return Self.fontFamily(value)
    case .lineHeight:
      guard parts.count == 1 else { return nil }
      if case .token(.number(let number)) = parts[0] {
        return number.value >= 0 ? CSSSerialization.number(number.value) : nil
      }
      return Self.length(
        parts[0], keywords: ["normal"], percentages: true, negative: false, unitless: false)
    case .imageList:
      return Self.list(value) { layer in
        layer.count == 1 ? Self.keyword(layer[0], in: ["none"]) ?? Self.image(layer[0]) : nil
      }
    case .positionList:
      return Self.list(value) { Self.position($0) }
    case .sizeList:
      return Self.list(value) { Self.size($0) }
    case .repeatList:
      return Self.list(value) { Self.repeatStyle($0) }
    case .keywordList(let keywords):
      return Self.list(value) { layer in
        layer.count == 1 ? Self.keyword(layer[0], in: keywords) : nil
      }
    case .coordinateList(let keywords):
      return Self.list(value) { layer in
        let texts = layer.compactMap {
          Self.length(
            $0, keywords: keywords, percentages: true, negative: true, unitless: false)
        }
        guard texts.count == layer.count, layer.count == 1 || layer.count == 2 else { return nil }
        return texts.joined(separator: " ")
      }
    case .nonNegativeNumber:
      guard parts.count == 1 else { return nil }
      if case .token(.number(let number)) = parts[0], number.value >= 0 {
        return CSSSerialization.number(number.value)
      }
      return Self.mathFunction(parts[0])
    case .textDecorationLine:
      if parts.count == 1, let none = Self.keyword(parts[0], in: ["none"]) { return none }
      // Written in WebKit's order, each once (`blink underline` → `underline blink`).
      let lines = ["underline", "overline", "line-through", "blink"]
      let found = parts.compactMap { Self.keyword($0, in: Set(lines)) }
      guard found.count == parts.count else { return nil }
      return lines.filter(found.contains).joined(separator: " ")
    case .radius:
      guard parts.count == 1 || parts.count == 2 else { return nil }
      let texts = parts.compactMap {
        Self.length($0, keywords: [], percentages: true, negative: false, unitless: false)
      }
      guard texts.count == parts.count else { return nil }
      return texts.count == 2 && texts[0] != texts[1] ? texts.joined(separator: " ") : texts[0]
    case .shadowList:
      if parts.count == 1, let none = Self.keyword(parts[0], in: ["none"]) { return none }
      return Self.list(value) { layer in
        var color: String?
        var inset: String?
        var lengths: [String] = []
        for part in layer {
          if inset == nil, let keyword = Self.keyword(part, in: ["inset"]) {
            inset = keyword
          } else if color == nil, let text = CSSColor.serialize(part) {
            color = text
          } else if let text = Self.length(
            part, keywords: [], percentages: false, negative: true, unitless: false)
          {
            lengths.append(text)
          } else {
            return nil
          }
        }
        guard (2...4).contains(lengths.count) else { return nil }
        return ([color].compactMap { $0 } + lengths + [inset].compactMap { $0 })
          .joined(separator: " ")
      }
    case .fontStyle:
      guard let keyword = Self.keyword(parts[0], in: ["normal", "italic", "oblique"]) else {
        return nil
      }
      if parts.count == 1 { return keyword }
      guard parts.count == 2, keyword == "oblique",
        case .token(.dimension(let number, let unit)) = parts[1],
        ["deg", "grad", "rad", "turn"].contains(unit.asciiLowercased())
      else { return nil }
      return "oblique " + CSSSerialization.number(number.value) + unit.asciiLowercased()
    case .fontWidth:
      guard parts.count == 1 else { return nil }
      if case .token(.percentage(let number)) = parts[0], number.value >= 0 {
        return CSSSerialization.number(number.value) + "%"
      }
      return Self.keyword(parts[0], in: Self.fontWidthKeywords)
    case .identOrString:
      guard parts.count == 1 else { return nil }
      if case .token(.string(let text)) = parts[0] { return CSSSerialization.string(text) }
      guard let name = parts[0].ident else { return nil }
      return CSSSerialization.identifier(name.asciiLowercased())
    case .urlOrNone:
      guard parts.count == 1 else { return nil }
      if let keyword = Self.keyword(parts[0], in: ["none"]) { return keyword }
      if case .token(.url(let url)) = parts[0] { return CSSSerialization.url(url) }
      if case .function(let name, let arguments) = parts[0], name.asciiLowercased() == "url",
        arguments.withoutWhitespace.count == 1,
        case .token(.string(let url)) = arguments.withoutWhitespace[0]
      {
        return CSSSerialization.url(url)
      }
      return nil
    case .gridTracks(let template):
      return CSSGridGrammar.trackList(parts, template: template)
    case .gridTemplateAreas:
      return CSSGridGrammar.templateAreas(parts)
    case .gridAutoFlow:
      return CSSGridGrammar.autoFlow(parts)
    case .colorOrAuto:
      guard parts.count == 1 else { return nil }
      return Self.keyword(parts[0], in: ["auto"]) ?? CSSColor.serialize(parts[0])
    case .aspectRatio:
      return Self.aspectRatio(parts)
    case .maskSizeList:
      return Self.list(value) { Self.maskSize($0) }
    case .offsetPath:
      return Self.offsetPath(parts)
    case .offsetPosition(let keywords):
      return Self.offsetPosition(parts, keywords: keywords)
    case .offsetRotate:
      return Self.offsetRotate(parts)
    case .customIdentList:
      if parts.count == 1, let keyword = Self.keyword(parts[0], in: ["none"]) { return keyword }
      var names: [String] = []
      for part in parts {
        guard let name = part.ident,
          Self.keyword(
            part, in: Self.cssWideKeywords.union(["none", "default", "and", "or", "not"]))
            == nil
        else { return nil }
        names.append(CSSSerialization.identifier(name))
      }
      return names.joined(separator: " ")
    case .textEmphasisStyle:
      return Self.textEmphasisStyle(parts)
    case .containIntrinsicLength:
      var rest = parts[...]
      let auto = Self.keyword(parts[0], in: ["auto"]) != nil
      if auto { rest = rest.dropFirst() }
      guard rest.count == 1, let first = rest.first,
        let size = Self.length(
          first, keywords: ["none"], percentages: false, negative: false, unitless: false)
      else { return nil }
      return auto ? "auto " + size : size
    case .normalized:
      guard Self.isValidLooking(value) else { return nil }
      return CSSSerialization.componentValues(Self.normalize(value))
    case .asWritten:
      guard Self.isValidLooking(value) else { return nil }
      return CSSSerialization.componentValues(value)
    }
  }

  // MARK: - Building blocks

  private static func aspectRatio(_ parts: [CSSComponentValue]) -> String? {
    var rest = parts[...]
    var auto = false
    if let first = rest.first, keyword(first, in: ["auto"]) != nil {
      auto = true
      rest = rest.dropFirst()
    }
    if !auto, let last = rest.last, keyword(last, in: ["auto"]) != nil {
      auto = true
      rest = rest.dropLast()
    }
    if rest.isEmpty { return auto ? "auto" : nil }
    func number(_ part: CSSComponentValue) -> String? {
      guard case .token(.number(let number)) = part, number.value >= 0 else { return nil }
      return CSSSerialization.number(number.value)
    }
    let items = Array(rest)
    let ratio: String
    if items.count == 1, let first = number(items[0]) {
      ratio = first + " / 1"
    } else if items.count == 3, items[1] == .token(.delim("/")), let first = number(items[0]),
      let second = number(items[2])
    {
      ratio = first + " / " + second
    } else {
      return nil
    }
    return auto ? "auto " + ratio : ratio
  }

  private static func textEmphasisStyle(_ parts: [CSSComponentValue]) -> String? {
    if parts.count == 1 {
      if case .token(.string(let text)) = parts[0] { return CSSSerialization.string(text) }
      if let keyword = keyword(parts[0], in: ["none"]) { return keyword }
    }
    guard parts.count <= 2 else { return nil }
    var fill: String?
    var shape: String?
    for part in parts {
      if fill == nil, let text = keyword(part, in: ["filled", "open"]) {
        fill = text
      } else if shape == nil,
        let text = keyword(part, in: ["dot", "circle", "double-circle", "triangle", "sesame"])
      {
        shape = text
      } else {
        return nil
      }
    }
    return [fill, shape].compactMap { $0 }.joined(separator: " ")
  }

  /// The lowercased keyword when `value` is an identifier in `keywords`.
  static func keyword(_ value: CSSComponentValue, in keywords: Set<String>) -> String? {
    guard let name = value.ident?.asciiLowercased(), keywords.contains(name) else { return nil }
    return keywordAliases[name] ?? name
  }

  /// Prefixed keywords WebKit parses as the standard one (`display: -webkit-flex` reads
  /// `flex`; fixture `style/values`).
  static let keywordAliases: [String: String] = [
    "-webkit-flex": "flex", "-webkit-inline-flex": "inline-flex",
  ]

  /// The units of `<length>`. https://drafts.csswg.org/css-values-4/#lengths
  static let lengthUnits: Set<String> = [
    "px", "em", "rem", "ex", "rex", "ch", "rch", "ic", "ric", "cap", "rcap", "lh", "rlh", "vw",
    "vh", "vmin", "vmax", "vi", "vb", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "svi", "svb",
    "lvi", "lvb", "dvi", "dvb", "svmin", "svmax", "lvmin", "lvmax", "dvmin", "dvmax", "cqw",
    "cqh", "cqi", "cqb", "cqmin", "cqmax", "cm", "mm", "q", "in", "pt", "pc",
  ]

  /// `calc()`, `min()`, `max()`, `clamp()` (and `-webkit-calc()`), kept as written with the
  /// name lowercased. https://drafts.csswg.org/css-values-4/#calc-notation
  static func mathFunction(_ value: CSSComponentValue) -> String? {
    guard case .function(let name, let arguments) = value, !arguments.isEmpty else { return nil }
    let lower = name.asciiLowercased()
    guard ["calc", "-webkit-calc", "min", "max", "clamp"].contains(lower) else { return nil }
    if lower == "calc", let simplified = CSSCalcSimplification.simplify(arguments) {
      return "calc(" + simplified + ")"
    }
    return lower + "(" + CSSSerialization.componentValues(arguments) + ")"
  }

  /// A `<length>` (`0` → `0px`), `<percentage>` or keyword.
  static func length(
    _ value: CSSComponentValue, keywords: Set<String>, percentages: Bool, negative: Bool,
    unitless: Bool
  ) -> String? {
    switch value {
    case .token(.dimension(let number, let unit)):
      let lower = unit.asciiLowercased()
      guard lengthUnits.contains(lower), negative || number.value >= 0 else { return nil }
      return CSSSerialization.number(number.value) + lower
    case .token(.percentage(let number)):
      guard percentages, negative || number.value >= 0 else { return nil }
      return CSSSerialization.number(number.value) + "%"
    case .token(.number(let number)):
      // https://drafts.csswg.org/css-values-4/#zero-value and the unitless-length quirk.
      guard number.value == 0 || (unitless && (negative || number.value >= 0)) else { return nil }
      return CSSSerialization.number(number.value) + "px"
    case .token(.ident):
      return keyword(value, in: keywords)
    default:
      return mathFunction(value)
    }
  }

  /// The image functions kept as written. https://drafts.csswg.org/css-images-4/#image-values
  static let imageFunctions: Set<String> = [
    "url", "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
    "repeating-radial-gradient", "repeating-conic-gradient", "-webkit-linear-gradient",
    "-webkit-radial-gradient", "-webkit-repeating-linear-gradient",
    "-webkit-repeating-radial-gradient", "-webkit-gradient", "image-set", "-webkit-image-set",
    "cross-fade", "-webkit-cross-fade", "image", "element", "-webkit-canvas",
  ]

  /// An `<image>`: `url("…")` or an image function (colors inside normalized).
  static func image(_ value: CSSComponentValue) -> String? {
    switch value {
    case .token(.url(let url)):
      return CSSSerialization.url(url)
    case .function(let name, let arguments):
      guard imageFunctions.contains(name.asciiLowercased()), !arguments.isEmpty else { return nil }
      if name.asciiLowercased() == "url" {
        let inner = arguments.withoutWhitespace
        guard inner.count == 1, case .token(.string(let url)) = inner[0] else { return nil }
        return CSSSerialization.url(url)
      }
      return CSSSerialization.componentValue(normalize([value])[0])
    default:
      return nil
    }
  }

  /// Splits a comma list into layers, serializes each, and joins them with `", "`.
  static func list(
    _ value: [CSSComponentValue], layer: ([CSSComponentValue]) -> String?
  ) -> String? {
    var serialized: [String] = []
    for part in value.splitOnCommas() {
      guard let text = layer(part.withoutWhitespace) else { return nil }
      serialized.append(text)
    }
    return serialized.joined(separator: ", ")
  }

  /// One component of `<bg-position>`: a keyword or a length-percentage.
  static func positionComponent(_ value: CSSComponentValue) -> String? {
    length(
      value, keywords: ["left", "right", "top", "bottom", "center"], percentages: true,
      negative: true, unitless: false)
  }

  /// A `<bg-position>` layer, written with two values when one is given (`center` →
  /// `center center`, `top` → `center top`) and horizontal first when two keywords are
  /// swapped (`top left` → `left top`). https://drafts.csswg.org/css-backgrounds-3/#background-position
  static func position(_ parts: [CSSComponentValue]) -> String? {
    guard (1...4).contains(parts.count) else { return nil }
    let values = parts.compactMap(positionComponent)
    guard values.count == parts.count else { return nil }
    let vertical: Set<String> = ["top", "bottom"]
    let horizontal: Set<String> = ["left", "right"]
    switch values.count {
    case 1:
      return vertical.contains(values[0]) ? "center " + values[0] : values[0] + " center"
    case 2:
      if vertical.contains(values[0]) || horizontal.contains(values[1]) {
        guard !vertical.contains(values[1]), !horizontal.contains(values[0]) else { return nil }
        return values[1] + " " + values[0]
      }
      return values[0] + " " + values[1]
    default:
      return values.joined(separator: " ")
    }
  }

  /// A `<bg-size>` layer (`50% auto` → `50%`). https://drafts.csswg.org/css-backgrounds-3/#background-size
  static func size(_ parts: [CSSComponentValue]) -> String? {
    if parts.count == 1, let keyword = keyword(parts[0], in: ["cover", "contain"]) {
      return keyword
    }
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let values = parts.compactMap {
      length($0, keywords: ["auto"], percentages: true, negative: false, unitless: false)
    }
    guard values.count == parts.count else { return nil }
    // WebKit writes a length size with both values (`10px` → `10px auto`; `style/background`).
    if values.count == 1 && values[0] != "auto" { return values[0] + " auto" }
    return values.count == 2 && values.allSatisfy({ $0 == "auto" })
      ? "auto" : values.joined(separator: " ")
  }

  /// Splits a serialized `<bg-position>` (``position(_:)``) into its horizontal and vertical
  /// parts (`left top` → `left`, `top`; `right 10px top 5px` → `right 10px`, `top 5px`).
  static func splitPosition(_ position: String) -> (x: String, y: String) {
    let words = position.split(separator: " ").map(String.init)
    switch words.count {
    case 4: return (words[0] + " " + words[1], words[2] + " " + words[3])
    case 3:
      let keywords: Set<String> = ["left", "right", "top", "bottom", "center"]
      return keywords.contains(words[1])
        ? (words[0], words[1] + " " + words[2]) : (words[0] + " " + words[1], words[2])
    case 2: return (words[0], words[1])
    default: return (position, "center")
    }
  }

  /// The `font-width` keyword a percentage stands for, if any (`75%` → `condensed`).
  /// https://drafts.csswg.org/css-fonts-4/#font-width-prop
  static func fontWidthKeyword(_ value: String) -> String? {
    let table: [String: String] = [
      "50%": "ultra-condensed", "62.5%": "extra-condensed", "75%": "condensed",
      "87.5%": "semi-condensed", "100%": "normal", "112.5%": "semi-expanded",
      "125%": "expanded", "150%": "extra-expanded", "200%": "ultra-expanded",
    ]
    return fontWidthKeywords.contains(value) ? value : table[value]
  }

  /// The `font-width` keywords. https://drafts.csswg.org/css-fonts-4/#font-width-prop
  static let fontWidthKeywords: Set<String> = [
    "normal", "ultra-condensed", "extra-condensed", "condensed", "semi-condensed",
    "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
  ]

  /// A `<repeat-style>` layer, in its shortest form (`repeat no-repeat` → `repeat-x`).
  /// https://drafts.csswg.org/css-backgrounds-3/#background-repeat
  static func repeatStyle(_ parts: [CSSComponentValue]) -> String? {
    let single: Set<String> = ["repeat-x", "repeat-y"]
    let pair: Set<String> = ["repeat", "no-repeat", "space", "round"]
    if parts.count == 1, let keyword = keyword(parts[0], in: single.union(pair)) { return keyword }
    guard parts.count == 2, let x = keyword(parts[0], in: pair), let y = keyword(parts[1], in: pair)
    else { return nil }
    if x == y { return x }
    if x == "repeat" && y == "no-repeat" { return "repeat-x" }
    if x == "no-repeat" && y == "repeat" { return "repeat-y" }
    return x + " " + y
  }

  /// The generic font families. https://drafts.csswg.org/css-fonts-4/#generic-font-families
  static let genericFamilies: Set<String> = [
    "serif", "sans-serif", "cursive", "fantasy", "monospace", "system-ui", "ui-serif",
    "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    "-apple-system", "-webkit-system-font", "-webkit-body",
  ]

  /// `font-family`, as WebKit writes it: generic families as lowercase keywords, other names
  /// unquoted when they are one identifier, else in double quotes (`Times New Roman` →
  /// `"Times New Roman"`, `'Arial'` → `Arial`).
  /// https://drafts.csswg.org/css-fonts-4/#font-family-prop
  static func fontFamily(_ value: [CSSComponentValue]) -> String? {
    var families: [String] = []
    for part in value.splitOnCommas() {
      let items = part.withoutWhitespace
      if items.count == 1, case .token(.string(let name)) = items[0] {
        let isIdent = CSSTokenizer.tokenize(name) == [.ident(name)]
        let isKeyword =
          genericFamilies.contains(name.asciiLowercased())
          || cssWideKeywords.contains(name.asciiLowercased())
          || name.asciiLowercased() == "default"
        families.append(isIdent && !isKeyword ? name : CSSSerialization.string(name))
        continue
      }
      let names = items.compactMap(\.ident)
      guard !names.isEmpty, names.count == items.count else { return nil }
      if names.count == 1, genericFamilies.contains(names[0].asciiLowercased()) {
        families.append(names[0].asciiLowercased())
      } else if names.count == 1 {
        guard !cssWideKeywords.contains(names[0].asciiLowercased()) else { return nil }
        families.append(CSSSerialization.identifier(names[0]))
      } else {
        families.append(CSSSerialization.string(names.joined(separator: " ")))
      }
    }
    return families.joined(separator: ", ")
  }

  /// The CSS-wide keywords, valid for every property.
  /// https://drafts.csswg.org/css-values-4/#common-keywords
  static let cssWideKeywords: Set<String> = [
    "initial", "inherit", "unset", "revert", "revert-layer",
  ]

  /// Whether a value with `var()` is valid until computed-value time: not empty, nothing
  /// invalid, no top-level `!`, `;` or `{}` block. A `;` inside a block or function is fine:
  /// WebKit keeps `color: var(--a, {;})` and `var(--a, (;))` (fixture
  /// `style/substitution-more`, `spColorSemiBlock`).
  ///
  /// https://drafts.csswg.org/css-variables/#using-variables
  static func isValidSubstitutionValue(_ value: [CSSComponentValue]) -> Bool {
    !value.isEmpty && isValidCustomPropertyValue(value)
      && !value.contains { item in
        if case .block(open: .openCurly, _) = item { return true }
        return false
      }
  }

  /// Whether a value may be kept as written: nothing invalid, no `;` anywhere, no top-level
  /// `!` or `{}` block.
  static func isValidLooking(_ value: [CSSComponentValue]) -> Bool {
    func containsSemicolon(_ values: [CSSComponentValue]) -> Bool {
      values.contains { item in
        switch item {
        case .token(.semicolon): return true
        case .function(_, let arguments): return containsSemicolon(arguments)
        case .block(_, let contents): return containsSemicolon(contents)
        default: return false
        }
      }
    }
    return !value.isEmpty && isValidCustomPropertyValue(value) && !containsSemicolon(value)
      && !value.contains { item in
        if case .block(open: .openCurly, _) = item { return true }
        return false
      }
  }

  /// Whether a value is valid for a custom property: nothing invalid, no top-level `!` or `;`
  /// (a `;` can only come from `setProperty()`: `setProperty("--x", "a;b")` sets nothing in
  /// WebKit; fixture `style/substitution-more`, `spSemi`).
  /// https://drafts.csswg.org/css-variables/#defining-variables
  static func isValidCustomPropertyValue(_ value: [CSSComponentValue]) -> Bool {
    !value.contains {
      $0.isInvalidAnywhere || $0 == .token(.delim("!")) || $0 == .token(.semicolon)
    }
  }

  /// The values with identifiers and function names lowercased and colors serialized.
  static func normalize(_ value: [CSSComponentValue]) -> [CSSComponentValue] {
    value.map { item in
      if let color = CSSColor.serialize(item) { return .serialized(color) }
      switch item {
      case .token(.ident(let name)): return .token(.ident(name.asciiLowercased()))
      case .function(let name, let arguments):
        let lower = name.asciiLowercased()
        if lower == "url" { return item }
        return .function(name: lower, arguments: normalize(arguments))
      case .block(let open, let contents): return .block(open: open, contents: normalize(contents))
      default: return item
      }
    }
  }
}
