/// The properties `element.style` knows: longhands with a value grammar, shorthands, longhands
/// kept as written, and the legacy `-webkit-` aliases.
///
/// Rule for properties without a grammar here: a name in ``asWrittenLonghands`` (standard
/// properties and common `-webkit-` ones) accepts any valid-looking value — no bad string or
/// url, no unmatched bracket, no top-level `!` or `{}` block — and serializes it as written with
/// whitespace normalized. Custom properties (`--name`) do the same and keep their name's case.
/// Any other name is an unknown property and its declarations are dropped.
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
      "background-position": .positionList,
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
      "font-style": .keyword(["normal", "italic", "oblique"]),
      "line-height": .lineHeight,
      "text-align": .keyword([
        "left", "right", "center", "justify", "start", "end", "match-parent", "-webkit-left",
        "-webkit-right", "-webkit-center",
      ]),
      "text-decoration": .normalized,
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
      "transition": .asWritten,
      "filter": .asWritten,
      "white-space": .keyword(["normal", "pre", "nowrap", "pre-wrap", "pre-line", "break-spaces"]),
      "float": .keyword(["left", "right", "none", "inline-start", "inline-end"]),
      "box-sizing": .keyword(["content-box", "border-box"]),
      "outline-width": lineWidth,
      "outline-style": .keyword(lineStyles.union(["auto"])),
      "outline-color": .color,
      "pointer-events": .keyword([
        "auto", "none", "visiblepainted", "visiblefill", "visiblestroke", "visible", "painted",
        "fill", "stroke", "all",
      ]),
      "box-shadow": .normalized,
      "text-shadow": .normalized,
      "border-radius": .normalized,
    ]
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
    switch longhand {
    case "background-image": "none"
    case "background-position": "0% 0%"
    case "background-size": "auto"
    case "background-repeat": "repeat"
    case "background-attachment": "scroll"
    case "background-origin": "padding-box"
    case "background-clip": "border-box"
    case "background-color": "transparent"
    case "overflow-x", "overflow-y": "visible"
    default:
      if longhand.hasSuffix("-width") {
        "medium"
      } else if longhand.hasSuffix("-style") {
        "none"
      } else if longhand.hasSuffix("-color") {
        "currentcolor"
      } else {
        "initial"
      }
    }
  }

  /// Standard and common `-webkit-` properties kept as written (see the type's documentation).
  static let asWrittenLonghands: Set<String> = [
    "accent-color", "align-content", "align-items", "align-self", "all", "animation",
    "animation-delay", "animation-direction", "animation-duration", "animation-fill-mode",
    "animation-iteration-count", "animation-name", "animation-play-state",
    "animation-timing-function", "appearance", "aspect-ratio", "backdrop-filter",
    "backface-visibility", "block-size", "border-block", "border-collapse", "border-image",
    "border-inline", "border-spacing", "border-top-left-radius", "border-top-right-radius",
    "border-bottom-left-radius", "border-bottom-right-radius", "caret-color", "clear", "clip",
    "clip-path", "color-scheme", "column-count", "column-gap", "column-width", "columns",
    "contain", "content", "content-visibility", "counter-increment", "counter-reset",
    "direction", "empty-cells", "fill", "fill-opacity", "flex", "flex-basis", "flex-direction",
    "flex-flow", "flex-grow", "flex-shrink", "flex-wrap", "font", "font-feature-settings",
    "font-kerning", "font-stretch", "font-variant", "font-variant-numeric", "gap", "grid",
    "grid-area", "grid-auto-columns", "grid-auto-flow", "grid-auto-rows", "grid-column",
    "grid-column-end", "grid-column-start", "grid-row", "grid-row-end", "grid-row-start",
    "grid-template", "grid-template-areas", "grid-template-columns", "grid-template-rows",
    "hyphens", "image-rendering", "inline-size", "inset", "isolation", "justify-content",
    "justify-items", "justify-self", "list-style", "list-style-image", "list-style-position",
    "list-style-type", "margin-block", "margin-inline", "mask", "mask-image", "max-block-size",
    "max-inline-size", "min-block-size", "min-inline-size", "mix-blend-mode", "object-fit",
    "object-position", "order", "outline-offset", "overflow-wrap", "overscroll-behavior",
    "padding-block", "padding-inline", "page-break-after", "page-break-before",
    "page-break-inside", "perspective", "perspective-origin", "place-content", "place-items",
    "place-self", "quotes", "resize", "rotate", "row-gap", "scale", "scroll-behavior",
    "scroll-margin", "scroll-padding", "scroll-snap-align", "scroll-snap-type",
    "scrollbar-color", "scrollbar-width", "stroke", "stroke-width", "tab-size", "table-layout",
    "text-decoration-color", "text-decoration-line", "text-decoration-style",
    "text-decoration-thickness", "text-overflow", "text-rendering", "text-underline-offset",
    "touch-action", "transform-origin", "transform-style", "transition-delay",
    "transition-duration", "transition-property", "transition-timing-function", "translate",
    "unicode-bidi", "user-select", "will-change", "word-break", "writing-mode", "zoom",
    "-webkit-appearance", "-webkit-box-orient", "-webkit-box-align", "-webkit-box-pack",
    "-webkit-font-smoothing", "-webkit-line-clamp", "-webkit-mask-image",
    "-webkit-overflow-scrolling", "-webkit-tap-highlight-color", "-webkit-text-fill-color",
    "-webkit-text-size-adjust", "-webkit-text-stroke", "-webkit-touch-callout",
    "-webkit-user-drag", "-webkit-user-select", "-webkit-user-modify", "-webkit-line-break",
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
    "-webkit-border-radius": "border-radius", "-webkit-box-shadow": "box-shadow",
    "-webkit-animation": "animation", "-webkit-flex": "flex", "-webkit-perspective": "perspective",
    "-webkit-backdrop-filter": "backdrop-filter",
    "-webkit-backface-visibility": "backface-visibility",
    "-webkit-align-items": "align-items", "-webkit-justify-content": "justify-content",
    "-webkit-flex-direction": "flex-direction", "-webkit-flex-wrap": "flex-wrap",
    "-webkit-order": "order", "word-wrap": "overflow-wrap",
  ]

  /// The canonical property name for `name` (lowercased, aliases resolved; custom properties
  /// keep their case), or `nil` for an unknown property.
  static func canonicalName(_ name: String) -> String? {
    if name.hasPrefix("--") { return name.count > 2 ? name : nil }
    let lower = name.asciiLowercased()
    let resolved = aliases[lower] ?? lower
    if longhands[resolved] != nil || CSSShorthand.named(resolved) != nil
      || asWrittenLonghands.contains(resolved)
    {
      return resolved
    }
    return nil
  }

  /// Every property name `element.style` supports, sorted (aliases included; custom
  /// properties not).
  static let supportedPropertyNames: [String] = {
    var names = Set(longhands.keys).union(asWrittenLonghands).union(aliases.keys)
    names.formUnion(CSSShorthand.all.map(\.name))
    return names.sorted()
  }()

  /// Parses `value` for property `name` (canonical) into the longhand declarations it sets, or
  /// `nil` when the value is invalid for the property.
  ///
  /// https://drafts.csswg.org/cssom/#parse-a-css-value
  static func parse(
    _ name: String, _ value: [CSSComponentValue], context: CSSParserContext
  ) -> [(name: String, value: String)]? {
    let trimmed = value.trimmingCSSWhitespace()
    guard !trimmed.isEmpty else { return nil }
    // Custom properties: any valid-looking value, as written.
    if name.hasPrefix("--") {
      guard CSSValueGrammar.isValidCustomPropertyValue(trimmed) else { return nil }
      return [(name, CSSSerialization.componentValues(trimmed))]
    }
    let shorthand = CSSShorthand.named(name)
    // CSS-wide keywords set the property (or each longhand) to the keyword.
    if trimmed.count == 1,
      let keyword = CSSValueGrammar.keyword(
        trimmed[0], in: CSSValueGrammar.cssWideKeywords)
    {
      return (shorthand?.longhands ?? [name]).map { ($0, keyword) }
    }
    if let shorthand { return shorthand.expand(trimmed, context: context) }
    // `var()` and friends make a longhand's value valid until computed-value time.
    if trimmed.contains(where: { $0.containsSubstitution }) {
      guard CSSValueGrammar.isValidLooking(trimmed) else { return nil }
      return [(name, CSSSerialization.componentValues(trimmed))]
    }
    let grammar = longhands[name] ?? .asWritten
    return grammar.serialize(trimmed, context: context).map { [(name, $0)] }
  }
}
