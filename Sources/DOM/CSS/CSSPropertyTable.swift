/// The properties `element.style` knows: longhands with a value grammar, shorthands, longhands
/// kept as written, and the legacy `-webkit-` aliases.
///
/// Rule for properties without a grammar here: a name in ``asWrittenLonghands`` (standard
/// properties and common `-webkit-` ones) accepts any valid-looking value — no bad string or
/// url, no unmatched bracket, no top-level `!` or `{}` block — and serializes it as written with
/// whitespace normalized. Custom properties (`--name`) do the same and keep their name's case.
/// Any other name is an unknown property and its declarations are dropped — unprefixed
/// `user-select` among them: WebKit 2.50 has only `-webkit-user-select` (fixture
/// `style/more-shorthands`).
///
/// https://drafts.csswg.org/cssom/#concept-declarations-specified-order
enum CSSPropertyTable {
  private static let sizeKeywords: Set<String> = [
    "min-content", "max-content", "fit-content", "-webkit-min-content", "-webkit-max-content",
    "-webkit-fit-content", "-webkit-fill-available", "stretch",
  ]

  private static let lineStyles: Set<String> = [
    "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
  ]

  private static let lineWidth = CSSValueGrammar.length(
    keywords: ["thin", "medium", "thick"], percentages: false, negative: false, quirky: true)

  private static func length(
    _ keywords: Set<String> = [], negative: Bool = false, quirky: Bool = true
  ) -> CSSValueGrammar {
    .length(keywords: keywords, percentages: true, negative: negative, quirky: quirky)
  }

  /// The longhands with a value grammar.
  static let longhands: [String: CSSValueGrammar] = {
    var table: [String: CSSValueGrammar] = [
      "color": .color,
      "background-color": .color,
      "background-image": .imageList,
      "background-position-x": .coordinateList(["left", "right", "center"]),
      "background-position-y": .coordinateList(["top", "bottom", "center"]),
      "background-size": .sizeList,
      "background-repeat": .repeatList,
      "background-attachment": .keywordList(["scroll", "fixed", "local"]),
      "background-origin": .keywordList(["border-box", "padding-box", "content-box"]),
      "background-clip": .keywordList(["border-box", "padding-box", "content-box", "text"]),
      "display": .keyword([
        "none", "block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid",
        "table", "inline-table", "table-row", "table-cell", "table-column", "table-caption",
        "table-row-group", "table-header-group", "table-footer-group", "table-column-group",
        "list-item", "contents", "flow-root", "run-in", "ruby", "ruby-text", "-webkit-box",
        "-webkit-inline-box", "-webkit-flex", "-webkit-inline-flex",
      ]),
      "visibility": .keyword(["visible", "hidden", "collapse"]),
      "opacity": .alphaValue,
      "position": .keyword(["static", "relative", "absolute", "fixed", "sticky", "-webkit-sticky"]),
      "top": length(["auto"], negative: true),
      "right": length(["auto"], negative: true),
      "bottom": length(["auto"], negative: true),
      "left": length(["auto"], negative: true),
      "width": length(sizeKeywords.union(["auto"])),
      "height": length(sizeKeywords.union(["auto"])),
      "min-width": length(sizeKeywords.union(["auto"])),
      "min-height": length(sizeKeywords.union(["auto"])),
      "max-width": length(sizeKeywords.union(["none"])),
      "max-height": length(sizeKeywords.union(["none"])),
      "font-size": length([
        "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large",
        "larger", "smaller", "-webkit-xxx-large",
      ]),
      "font-weight": .fontWeight,
      "font-family": .fontFamily,
      "font-style": .fontStyle,
      "line-height": .lineHeight,
      "text-align": .keyword([
        "left", "right", "center", "justify", "start", "end", "match-parent", "-webkit-left",
        "-webkit-right", "-webkit-center",
      ]),
      "text-decoration-line": .textDecorationLine,
      "text-transform": .keyword(["none", "capitalize", "uppercase", "lowercase", "full-width"]),
      "text-indent": length(negative: true),
      "letter-spacing": length(["normal"], negative: true),
      "word-spacing": length(["normal"], negative: true),
      "vertical-align": length(
        ["baseline", "sub", "super", "text-top", "text-bottom", "middle", "top", "bottom"],
        negative: true),
      "z-index": .integerOrAuto,
      "overflow-x": .keyword(["visible", "hidden", "clip", "scroll", "auto", "overlay"]),
      "overflow-y": .keyword(["visible", "hidden", "clip", "scroll", "auto", "overlay"]),
      "cursor": .normalized,
      "transform": .asWritten,
      "filter": .asWritten,
      "float": .keyword(["left", "right", "none", "inline-start", "inline-end"]),
      "box-sizing": .keyword(["content-box", "border-box"]),
      "outline-width": lineWidth,
      "outline-style": .keyword(lineStyles.union(["auto"])),
      "outline-color": .color,
      "pointer-events": .keyword([
        "auto", "none", "visiblepainted", "visiblefill", "visiblestroke", "visible", "painted",
        "fill", "stroke", "all",
      ]),
      "box-shadow": .shadowList,
      "text-shadow": .shadowList,
      "flex-grow": .nonNegativeNumber,
      "flex-shrink": .nonNegativeNumber,
      "flex-basis": length(sizeKeywords.union(["auto", "content"])),
      "flex-direction": .keyword(["row", "row-reverse", "column", "column-reverse"]),
      "flex-wrap": .keyword(["nowrap", "wrap", "wrap-reverse"]),
      "row-gap": length(["normal"]),
      "column-gap": length(["normal"]),
      "column-width": .length(
        keywords: ["auto"], percentages: false, negative: false, quirky: false),
      "column-count": .integerOrAuto,
      "list-style-position": .keyword(["inside", "outside"]),
      "list-style-image": .imageList,
      "list-style-type": .identOrString,
      "font-variant-caps": .keyword([
        "normal", "small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase",
        "titling-caps",
      ]),
      "font-width": .fontWidth,
      "-webkit-box-shadow": .shadowList,
      "font-variant-ligatures": .keyword([
        "normal", "none", "common-ligatures", "no-common-ligatures", "discretionary-ligatures",
        "no-discretionary-ligatures", "historical-ligatures", "no-historical-ligatures",
        "contextual", "no-contextual",
      ]),
      "font-variant-numeric": .keyword([
        "normal", "lining-nums", "oldstyle-nums", "proportional-nums", "tabular-nums",
        "diagonal-fractions", "stacked-fractions", "ordinal", "slashed-zero",
      ]),
      "font-variant-east-asian": .keyword([
        "normal", "jis78", "jis83", "jis90", "jis04", "simplified", "traditional", "full-width",
        "proportional-width", "ruby",
      ]),
      "font-variant-position": .keyword(["normal", "sub", "super"]),
      "font-variant-emoji": .keyword(["normal", "text", "emoji", "unicode"]),
      "font-variant-alternates": .keyword(["normal", "historical-forms"]),
    ]
    let alignment: Set<String> = [
      "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "self-start",
      "self-end", "left", "right", "baseline", "space-between", "space-around", "space-evenly",
    ]
    for (name, extra) in [
      ("align-content", []), ("justify-content", []), ("align-items", []),
      ("justify-items", ["legacy"]), ("align-self", ["auto"]), ("justify-self", ["auto"]),
    ] as [(String, Set<String>)] {
      table[name] = .keyword(alignment.union(extra))
    }
    for corner in ["top-left", "top-right", "bottom-right", "bottom-left"] {
      table["border-\(corner)-radius"] = .radius
    }
    for axis in ["block", "inline"] {
      for end in ["start", "end"] {
        table["border-\(axis)-\(end)-width"] = lineWidth
        table["border-\(axis)-\(end)-style"] = .keyword(lineStyles)
        table["border-\(axis)-\(end)-color"] = .color
        table["margin-\(axis)-\(end)"] = length(["auto"], negative: true)
        table["padding-\(axis)-\(end)"] = length()
        table["inset-\(axis)-\(end)"] = length(["auto"], negative: true)
      }
    }
    let scrollMargin = CSSValueGrammar.length(
      keywords: [], percentages: false, negative: true, quirky: false)
    let scrollPadding = CSSValueGrammar.length(
      keywords: ["auto"], percentages: true, negative: false, quirky: false)
    for side in [
      "top", "right", "bottom", "left", "block-start", "block-end", "inline-start", "inline-end",
    ] {
      table["scroll-margin-" + side] = scrollMargin
      table["scroll-padding-" + side] = scrollPadding
    }
    for end in ["start", "mid", "end"] { table["marker-" + end] = .urlOrNone }
    table["-webkit-text-stroke-width"] = .length(
      keywords: ["thin", "medium", "thick"], percentages: false, negative: false, quirky: false)
    table["-webkit-text-stroke-color"] = .color
    table["text-emphasis-style"] = .textEmphasisStyle
    table["text-emphasis-color"] = .color
    table["contain-intrinsic-width"] = .containIntrinsicLength
    table["contain-intrinsic-height"] = .containIntrinsicLength
    table["grid-template-rows"] = .gridTracks(template: true)
    table["grid-template-columns"] = .gridTracks(template: true)
    table["grid-auto-rows"] = .gridTracks(template: false)
    table["grid-auto-columns"] = .gridTracks(template: false)
    table["grid-template-areas"] = .gridTemplateAreas
    table["grid-auto-flow"] = .gridAutoFlow
    let maskBoxes: Set<String> = [
      "border-box", "padding-box", "content-box", "fill-box", "stroke-box", "view-box",
    ]
    table["mask-image"] = .imageList
    table["-webkit-mask-position-x"] = .coordinateList(["left", "right", "center"])
    table["-webkit-mask-position-y"] = .coordinateList(["top", "bottom", "center"])
    table["mask-size"] = .maskSizeList
    table["mask-repeat"] = .repeatList
    table["mask-origin"] = .keywordList(maskBoxes)
    table["mask-clip"] = .keywordList(maskBoxes.union(["no-clip"]))
    table["mask-composite"] = .keywordList(["add", "subtract", "intersect", "exclude"])
    table["mask-mode"] = .keywordList(["alpha", "luminance", "match-source"])
    table["offset-path"] = .offsetPath
    table["offset-distance"] = length(negative: true, quirky: false)
    table["offset-position"] = .offsetPosition(["normal", "auto"])
    table["offset-anchor"] = .offsetPosition(["auto"])
    table["offset-rotate"] = .offsetRotate
    table["accent-color"] = .colorOrAuto
    table["aspect-ratio"] = .aspectRatio
    table["column-rule-width"] = lineWidth
    table["column-rule-style"] = .keyword(lineStyles)
    table["column-rule-color"] = .color
    table["container-name"] = .customIdentList
    table["container-type"] = .keyword(["normal", "size", "inline-size"])
    table["white-space-collapse"] = .keyword([
      "collapse", "preserve", "preserve-breaks", "break-spaces", "preserve-spaces",
    ])
    table["text-wrap-mode"] = .keyword(["wrap", "nowrap"])
    table["text-wrap-style"] = .keyword(["auto", "balance", "pretty", "stable"])
    table["overscroll-behavior-x"] = .keyword(["auto", "contain", "none"])
    table["overscroll-behavior-y"] = .keyword(["auto", "contain", "none"])
    for side in ["top", "right", "bottom", "left"] {
      table["margin-" + side] = length(["auto"], negative: true)
      table["padding-" + side] = length()
      table["border-\(side)-width"] = lineWidth
      table["border-\(side)-style"] = .keyword(lineStyles)
      table["border-\(side)-color"] = .color
    }
    return table
  }()

  /// The initial values of the longhands that shorthands set when a part is omitted.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#initial-values
  static func initialValue(_ longhand: String) -> String {
    if let value = initialValues[longhand] { return value }
    if longhand.hasPrefix("margin-") || longhand.hasPrefix("padding-") { return "0px" }
    if longhand.hasPrefix("scroll-margin-") { return "0px" }
    if longhand.hasPrefix("scroll-padding-") || longhand.hasPrefix("overscroll-behavior-") {
      return "auto"
    }
    if longhand.hasPrefix("marker-") || longhand.hasPrefix("contain-intrinsic-") { return "none" }
    if longhand.hasSuffix("-radius") { return "0px" }
    if longhand.hasPrefix("inset-") { return "auto" }
    if longhand.hasSuffix("-width") { return "medium" }
    if longhand.hasSuffix("-style") { return "none" }
    if longhand.hasSuffix("-color") { return "currentcolor" }
    return "initial"
  }

  private static let initialValues: [String: String] = [
    "top": "auto", "right": "auto", "bottom": "auto", "left": "auto",
    "background-image": "none", "background-position-x": "0%", "background-position-y": "0%",
    "background-size": "auto", "background-repeat": "repeat", "background-attachment": "scroll",
    "background-origin": "padding-box", "background-clip": "border-box",
    "background-color": "transparent", "overflow-x": "visible", "overflow-y": "visible",
    "border-image-source": "none", "border-image-slice": "100%", "border-image-width": "1",
    "border-image-outset": "0", "border-image-repeat": "stretch",
    "mask-image": "none", "-webkit-mask-position-x": "0%", "-webkit-mask-position-y": "0%",
    "mask-size": "auto", "mask-repeat": "repeat", "mask-origin": "border-box",
    "mask-clip": "border-box", "mask-composite": "add", "mask-mode": "match-source",
    "mask-border-source": "none", "mask-border-slice": "0", "mask-border-width": "auto",
    "mask-border-outset": "0", "mask-border-repeat": "stretch",
    "offset-path": "none", "offset-distance": "0px", "offset-position": "normal",
    "offset-anchor": "auto", "offset-rotate": "auto",
    "list-style-position": "outside", "list-style-image": "none", "list-style-type": "disc",
    "flex-grow": "0", "flex-shrink": "1", "flex-basis": "auto", "flex-direction": "row",
    "flex-wrap": "nowrap", "column-width": "auto", "column-count": "auto",
    "row-gap": "normal", "column-gap": "normal", "text-decoration-line": "none",
    "align-content": "normal", "justify-content": "normal", "align-items": "normal",
    "justify-items": "legacy", "align-self": "auto", "justify-self": "auto",
    "font-style": "normal", "font-variant-caps": "normal", "font-weight": "normal",
    "font-width": "normal", "font-size": "medium", "line-height": "normal",
    "font-family": "initial", "font-size-adjust": "none", "font-kerning": "auto",
    "font-variant-alternates": "normal", "font-variant-ligatures": "normal",
    "font-variant-numeric": "normal", "font-variant-east-asian": "normal",
    "font-variant-position": "normal", "font-variant-emoji": "normal",
    "font-feature-settings": "normal", "font-optical-sizing": "auto",
    "font-variation-settings": "normal", "grid-row-start": "auto", "grid-row-end": "auto",
    "grid-column-start": "auto", "grid-column-end": "auto", "transition-duration": "0s",
    "transition-timing-function": "ease", "transition-delay": "0s",
    "transition-behavior": "normal", "transition-property": "all", "animation-duration": "auto",
    "animation-timing-function": "ease", "animation-delay": "0s",
    "animation-iteration-count": "1", "animation-direction": "normal",
    "animation-fill-mode": "none", "animation-play-state": "running", "animation-name": "none",
    "animation-timeline": "auto", "animation-range-start": "normal",
    "animation-range-end": "normal", "-webkit-text-stroke-width": "0px",
    "container-name": "none", "container-type": "normal", "text-wrap-mode": "wrap",
    "text-wrap-style": "auto", "white-space-collapse": "collapse", "grid-template-rows": "none",
    "grid-template-columns": "none",
    "grid-template-areas": "none", "grid-auto-flow": "row", "grid-auto-rows": "auto",
    "grid-auto-columns": "auto",
  ]

  /// Standard and common `-webkit-` properties kept as written (see the type's documentation).
  static let asWrittenLonghands: Set<String> = [
    "align-content", "align-items", "align-self", "all", "animation-delay",
    "animation-direction", "animation-duration", "animation-fill-mode",
    "animation-iteration-count", "animation-name", "animation-play-state",
    "animation-timing-function", "appearance", "backdrop-filter",
    "backface-visibility", "block-size", "border-collapse",
    "border-spacing",
    "caret-color", "clear", "clip",
    "clip-path", "color-scheme",
    "contain", "content", "content-visibility", "counter-increment", "counter-reset",
    "direction", "empty-cells", "fill", "fill-opacity",
    "font-feature-settings",
    "font-kerning", "font-variant-numeric",
    "grid-column-end", "grid-column-start",
    "grid-row-end", "grid-row-start",

    "hyphens", "image-rendering", "inline-size", "isolation", "justify-content",
    "justify-items", "justify-self",
    "max-block-size",
    "max-inline-size", "min-block-size", "min-inline-size", "mix-blend-mode", "object-fit",
    "object-position", "order", "outline-offset", "overflow-wrap",
    "page-break-after", "page-break-before",
    "page-break-inside", "perspective", "perspective-origin",
    "quotes", "resize", "rotate", "scale", "scroll-behavior",
    "scroll-snap-align", "scroll-snap-type",
    "scrollbar-color", "scrollbar-width", "stroke", "stroke-width", "tab-size", "table-layout",
    "text-decoration-color", "text-decoration-skip-ink", "text-decoration-style",
    "text-decoration-thickness", "text-overflow", "text-rendering", "text-underline-offset",
    "touch-action", "transform-origin", "transform-style", "transition-delay",
    "transition-behavior",
    "transition-duration", "animation-timeline", "animation-range-start", "animation-range-end",
    "transition-property", "transition-timing-function", "translate",
    "unicode-bidi", "will-change", "word-break", "writing-mode", "zoom",
    "-webkit-appearance", "-webkit-box-orient", "-webkit-box-align", "-webkit-box-pack",
    "-webkit-font-smoothing", "-webkit-line-clamp",
    "-webkit-overflow-scrolling", "-webkit-tap-highlight-color", "-webkit-text-fill-color",
    "-webkit-text-size-adjust", "-webkit-touch-callout",
    "-webkit-user-drag", "-webkit-user-select", "-webkit-user-modify", "-webkit-line-break",
    "-webkit-mask-clip",
  ]

  /// Legacy names that WebKit treats as aliases of a standard property.
  ///
  /// https://compat.spec.whatwg.org/#css-simple-aliases
  static let aliases: [String: String] = [
    "-webkit-transform": "transform", "-webkit-transform-origin": "transform-origin",
    "-webkit-transform-style": "transform-style", "-webkit-transition": "transition",
    "-webkit-transition-delay": "transition-delay",
    "-webkit-transition-duration": "transition-duration",
    "-webkit-transition-property": "transition-property",
    "-webkit-transition-timing-function": "transition-timing-function",
    "-webkit-filter": "filter", "-webkit-box-sizing": "box-sizing",
    "-webkit-border-radius": "border-radius",
    "-webkit-animation": "animation", "-webkit-flex": "flex", "-webkit-perspective": "perspective",
    "-webkit-backdrop-filter": "backdrop-filter",
    "-webkit-backface-visibility": "backface-visibility",
    "-webkit-align-items": "align-items", "-webkit-justify-content": "justify-content",
    "-webkit-flex-direction": "flex-direction", "-webkit-flex-wrap": "flex-wrap",
    "-webkit-order": "order", "word-wrap": "overflow-wrap", "grid-gap": "gap",
    "font-stretch": "font-width",
    "grid-row-gap": "row-gap", "-webkit-mask-image": "mask-image",
    "-webkit-mask-size": "mask-size", "-webkit-mask-position": "mask-position",
    "-webkit-mask-repeat": "mask-repeat", "-webkit-mask-origin": "mask-origin",
    "-webkit-text-emphasis": "text-emphasis",
    "-webkit-text-emphasis-style": "text-emphasis-style",
    "-webkit-text-emphasis-color": "text-emphasis-color", "grid-column-gap": "column-gap",
  ]

  /// The canonical property name for `name` (lowercased, aliases resolved; custom properties
  /// keep their case), or `nil` for an unknown property.
  static func canonicalName(_ name: String) -> String? {
    if name.hasPrefix("--") { return name.count > 2 ? name : nil }
    let lower = name.asciiLowercased()
    let resolved = aliases[lower] ?? lower
    if longhands[resolved] != nil || CSSShorthand.named(resolved) != nil
      || asWrittenLonghands.contains(resolved) || CSSShorthand.allLonghands.contains(resolved)
    {
      return resolved
    }
    return nil
  }

  /// Every property name `element.style` supports, sorted (aliases included; custom
  /// properties not).
  static let supportedPropertyNames: [String] = {
    var names = Set(longhands.keys).union(asWrittenLonghands).union(aliases.keys)
      .union(CSSShorthand.allLonghands)
    names.formUnion(CSSShorthand.all.map(\.name))
    return names.sorted()
  }()

  /// Parses `value` for property `name` (canonical) into the longhand declarations it sets
  /// (not important), or `nil` when the value is invalid for the property. `source` is the
  /// value's tokens as written: a custom property's value and a value with `var()` are written
  /// from them, as WebKit does (``CSSSerialization/asWritten(_:trimmingTrailingWhitespace:)``;
  /// `keepsTrailingWhitespace` for `setProperty()`, where WebKit keeps a `var()` value's
  /// trailing whitespace).
  ///
  /// https://drafts.csswg.org/cssom/#parse-a-css-value
  static func parse(
    _ name: String, _ value: [CSSComponentValue], source: [CSSSourceToken]? = nil,
    keepsTrailingWhitespace: Bool = false, context: CSSParserContext
  ) -> [CSSDeclaration]? {
    let trimmed = value.trimmingCSSWhitespace()
    let hasSubstitution = trimmed.contains(where: { $0.containsSubstitution })
    // Custom properties: any valid-looking value, as written; an empty one too (`--x: ;`,
    // https://drafts.csswg.org/css-variables-2/#guaranteed-invalid; fixture
    // `style/substitution-more`, `spEmpty2`).
    if name.hasPrefix("--") {
      guard CSSValueGrammar.isValidCustomPropertyValue(trimmed) else { return nil }
      let text =
        source.map { CSSSerialization.asWritten($0, trimmingTrailingWhitespace: true) }
        ?? CSSSerialization.componentValues(trimmed)
      return [
        CSSDeclaration(
          name: name, value: text, important: false, hasSubstitution: hasSubstitution)
      ]
    }
    guard !trimmed.isEmpty else { return nil }
    let shorthand = CSSShorthand.named(name)
    // CSS-wide keywords set the property (or each longhand) to the keyword.
    if trimmed.count == 1,
      let keyword = CSSValueGrammar.keyword(
        trimmed[0], in: CSSValueGrammar.cssWideKeywords)
    {
      return (shorthand?.longhands ?? [name]).map {
        CSSDeclaration(name: $0, value: keyword, important: false)
      }
    }
    // `var()` and friends make a value valid until computed-value time. WebKit writes such a
    // value from its tokens as written — whitespace runs, number and unit text, unquoted
    // `url()` escaped like an identifier (fixtures `style/substitution-text`,
    // `style/substitution-more`).
    if hasSubstitution {
      guard CSSValueGrammar.isValidSubstitutionValue(trimmed) else { return nil }
      let text =
        source.map {
          CSSSerialization.asWritten($0, trimmingTrailingWhitespace: !keepsTrailingWhitespace)
        } ?? CSSSerialization.componentValues(trimmed)
      guard let shorthand else {
        return [CSSDeclaration(name: name, value: text, important: false, hasSubstitution: true)]
      }
      return shorthand.longhands.map {
        CSSDeclaration(name: $0, value: text, important: false, pendingShorthand: shorthand.name)
      }
    }
    if let shorthand {
      guard let values = shorthand.expand(trimmed, context: context) else { return nil }
      return zip(shorthand.longhands, values).map {
        CSSDeclaration(name: $0.0, value: $0.1, important: false)
      }
    }
    let grammar = longhands[name] ?? .asWritten
    return grammar.serialize(trimmed, context: context).map {
      [CSSDeclaration(name: name, value: $0, important: false)]
    }
  }
}
