/// A shorthand property: its longhands in WebKit's order, how a value expands to them, how
/// they serialize back (``CSSShorthand+Serialization.swift``), and whether `cssText` uses it.
///
/// The longhand lists and orders are WebKit's (`CSSProperties.json`): `border` also resets
/// the five `border-image-*` longhands, `outline` is `color style width`, `background` has
/// `background-position-x`/`-y`, `font` resets eighteen longhands, `text-decoration` is only
/// `text-decoration-line`. Fixtures: `style/border`, `style/background`, `style/font`,
/// `style/other-shorthands`.
///
/// https://drafts.csswg.org/css-cascade-5/#shorthand-property
package struct CSSShorthand: Sendable {
  /// How a value is spread over the longhands.
  enum Expansion: Sendable {
    /// One to four values, `top right bottom left` (`margin`, `padding`, `inset`,
    /// `border-width`…).
    case sides
    /// One or two values, the second defaulting to the first (`overflow`, `gap`, `place-*`,
    /// `margin-block`…).
    case pair
    /// Each part matches one longhand's grammar, in any order; omitted longhands get their
    /// initial value (`outline`, `border-top`, `list-style`, `flex-flow`, `columns`).
    case anyOrder
    /// The value is the single longhand's (`text-decoration`).
    case single
    /// `border`: a line value on all four sides, and `border-image` reset; `border-block`
    /// and `border-inline`: on both sides of the axis.
    case border
    /// One value for every longhand (`marker`).
    case same
    /// `container`: `<container-name> [/ <container-type>]?`.
    case container
    /// `grid-template` (``expandGridTemplate(_:)``).
    case gridTemplate
    /// `grid` (``expandGrid(_:)``).
    case grid
    /// `white-space`: a legacy keyword (``whiteSpaceKeywords``) or `collapse || mode`.
    case whiteSpace
    /// `border-radius`: up to four horizontal radii, optionally `/` and vertical ones.
    case borderRadius
    /// `border-image`: `source || slice [/ width [/ outset]] || repeat`.
    case borderImage
    /// `background`: comma-separated layers.
    case background
    /// `mask`: comma-separated layers (``expandMask(_:)``), `mask-border` reset.
    case mask
    /// `offset` (``expandOffset(_:)``).
    case offset
    /// `font`: `[style || small-caps || weight || width]? size [/ line-height]? family`, or a
    /// system font keyword.
    case font
    /// `font-variant`: each keyword sets one of its longhands.
    case fontVariant
    /// `flex`: `none | [grow shrink? || basis]`.
    case flex
    /// `background-position`: comma-separated `<bg-position>`s, split into x and y.
    case position
    /// `grid-row`, `grid-column` (two lines) and `grid-area` (four): `line [/ line]*`.
    case gridLines
    /// `transition` and `animation`: comma-separated layers, each part to the longhand whose
    /// grammar takes it (times: duration first, then delay).
    case timeLayers
  }

  /// How the longhands serialize back (WebKit's `ShorthandSerializer`).
  enum Serialization: Sendable {
    /// Top, right, bottom, left with repeats dropped.
    case quad
    /// One value when both are the same, else two.
    case pair
    /// The longhands that are not initial, in order; the first when all are.
    case omittingInitialValues
    /// Every longhand, in order (`flex`).
    case allValues
    /// `border`, `border-block`, `border-inline`.
    case border
    /// The longhands' common value (`marker`).
    case same
    /// `container`: the name, then ` / ` and the type unless it is `normal`.
    case container
    /// `grid-template`.
    case gridTemplate
    /// `grid`.
    case grid
    /// `white-space`: the legacy keyword for the pair when there is one, else both values.
    case whiteSpace
    /// `border-radius`.
    case borderRadius
    /// `border-image`.
    case borderImage
    /// `background` and `background-position`: layer by layer.
    case layered
    /// `mask`: layer by layer like `background`, only while `mask-border` is initial.
    case mask
    /// `offset` (``serializeOffset(_:)``).
    case offset
    /// `font`.
    case font
    /// `font-variant`: not serialized here (only its longhands are written).
    case longhandsOnly
    /// `grid-row`, `grid-column`, `grid-area`: the lines joined with ` / `, trailing ones that
    /// repeat what they default to left out.
    case gridLines
    /// `transition`, `animation`: layer by layer, the non-initial values.
    case timeLayers
  }

  /// The shorthand's name.
  let name: String
  /// Its longhands, in WebKit's order (the order they are appended to a declaration block).
  let longhands: [String]
  /// How a value expands.
  let expansion: Expansion
  /// How the longhands serialize.
  let serialization: Serialization
  /// Whether `cssText` writes the longhands as this shorthand when it can. WebKit never does
  /// for `font`, `font-variant`, a side's border shorthand (`border-left`…), `columns`,
  /// `border-block-start`-like logical sides (`canUseShorthandForLonghand` in WebKit's
  /// `StyleProperties.cpp`); fixtures `style/border`, `style/font`, `style/other-shorthands`.
  /// WebKit 2.50 does not either for `-webkit-text-stroke`, `text-emphasis`, `column-rule`,
  /// `container` and `mask-position` (fixture `style/more-shorthands`).
  let collapsesInCSSText: Bool
  /// The longhands `cssText` writes on their own after this shorthand even when it wrote
  /// them in the shorthand. WebKit 2.50 does so for `mask-size`, `mask-composite` and
  /// `mask-mode` after `mask` (`mask: url("m.png") no-repeat; mask-size: auto;
  /// mask-composite: add; mask-mode: match-source;`, fixture `style/mask`): the standard
  /// says nothing of it.
  let longhandsWrittenBeside: Set<String>

  init(
    _ name: String, _ longhands: [String], _ expansion: Expansion, _ serialization: Serialization,
    collapses: Bool = true, writtenBeside: Set<String> = []
  ) {
    self.name = name
    self.longhands = longhands
    self.expansion = expansion
    self.serialization = serialization
    self.collapsesInCSSText = collapses
    self.longhandsWrittenBeside = writtenBeside
  }

  /// The `mask-border` longhands, reset by `mask`.
  /// https://drafts.fxtf.org/css-masking-1/#the-mask-border
  static let maskBorderLonghands = [
    "mask-border-source", "mask-border-slice", "mask-border-width", "mask-border-outset",
    "mask-border-repeat",
  ]

  /// The `white-space` keywords and the `white-space-collapse` and `text-wrap-mode` values
  /// each stands for. https://drafts.csswg.org/css-text-4/#white-space-property
  static let whiteSpaceKeywords: [(keyword: String, collapse: String, mode: String)] = [
    ("normal", "collapse", "wrap"), ("pre", "preserve", "nowrap"),
    ("pre-wrap", "preserve", "wrap"), ("pre-line", "preserve-breaks", "wrap"),
    ("nowrap", "collapse", "nowrap"), ("break-spaces", "break-spaces", "wrap"),
  ]

  /// The font longhands after `font-family`: reset by `font`, not written in it.
  static let fontResetLonghands = [
    "font-size-adjust", "font-kerning", "font-variant-alternates", "font-variant-ligatures",
    "font-variant-numeric", "font-variant-east-asian", "font-variant-position",
    "font-variant-emoji", "font-feature-settings", "font-optical-sizing",
    "font-variation-settings",
  ]

  /// The supported shorthands. The preferred order for a longhand is the one with more
  /// longhands first (WebKit's `matchingShorthandsForLonghand`).
  static let all: [CSSShorthand] = {
    let sides = ["top", "right", "bottom", "left"]
    let borderImage = [
      "border-image-source", "border-image-slice", "border-image-width", "border-image-outset",
      "border-image-repeat",
    ]
    var list: [CSSShorthand] = [
      CSSShorthand(
        "border",
        ["width", "style", "color"].flatMap { part in sides.map { "border-\($0)-\(part)" } }
          + borderImage, .border, .border),
      CSSShorthand(
        "font",
        [
          "font-style", "font-variant-caps", "font-weight", "font-width", "font-size",
          "line-height", "font-family",
        ] + fontResetLonghands, .font, .font, collapses: false),
      CSSShorthand(
        "background",
        [
          "background-image", "background-position-x", "background-position-y",
          "background-size", "background-repeat", "background-attachment", "background-origin",
          "background-clip", "background-color",
        ], .background, .layered),
      CSSShorthand(
        "mask",
        [
          "mask-image", "-webkit-mask-position-x", "-webkit-mask-position-y", "mask-size",
          "mask-repeat", "mask-origin", "mask-clip", "mask-composite", "mask-mode",
        ] + maskBorderLonghands, .mask, .mask,
        writtenBeside: ["mask-size", "mask-composite", "mask-mode"]),
      CSSShorthand(
        "offset",
        ["offset-path", "offset-distance", "offset-position", "offset-anchor", "offset-rotate"],
        .offset, .offset, collapses: false),
      CSSShorthand(
        "font-variant",
        [
          "font-variant-ligatures", "font-variant-caps", "font-variant-alternates",
          "font-variant-numeric", "font-variant-east-asian", "font-variant-position",
          "font-variant-emoji",
        ], .fontVariant, .longhandsOnly, collapses: false),
      CSSShorthand("border-image", borderImage, .borderImage, .borderImage),
      CSSShorthand("margin", sides.map { "margin-" + $0 }, .sides, .quad),
      CSSShorthand("padding", sides.map { "padding-" + $0 }, .sides, .quad),
      CSSShorthand("inset", sides, .sides, .quad),
      CSSShorthand(
        "border-radius",
        ["top-left", "top-right", "bottom-right", "bottom-left"].map { "border-\($0)-radius" },
        .borderRadius, .borderRadius),
    ]
    for part in ["width", "style", "color"] {
      list.append(
        CSSShorthand("border-" + part, sides.map { "border-\($0)-\(part)" }, .sides, .quad))
    }
    for side in sides {
      list.append(
        CSSShorthand(
          "border-" + side, ["width", "style", "color"].map { "border-\(side)-\($0)" }, .anyOrder,
          .omittingInitialValues, collapses: false))
    }
    list += [
      CSSShorthand(
        "outline", ["outline-color", "outline-style", "outline-width"], .anyOrder,
        .omittingInitialValues),
      CSSShorthand(
        "list-style", ["list-style-position", "list-style-image", "list-style-type"], .anyOrder,
        .omittingInitialValues),
      CSSShorthand("flex", ["flex-grow", "flex-shrink", "flex-basis"], .flex, .allValues),
      CSSShorthand(
        "flex-flow", ["flex-direction", "flex-wrap"], .anyOrder, .omittingInitialValues),
      CSSShorthand(
        "columns", ["column-width", "column-count"], .anyOrder, .omittingInitialValues,
        collapses: false),
      CSSShorthand("overflow", ["overflow-x", "overflow-y"], .pair, .pair),
      CSSShorthand("gap", ["row-gap", "column-gap"], .pair, .pair),
      CSSShorthand("place-content", ["align-content", "justify-content"], .pair, .pair),
      CSSShorthand("place-items", ["align-items", "justify-items"], .pair, .pair),
      CSSShorthand("place-self", ["align-self", "justify-self"], .pair, .pair),
      CSSShorthand(
        "background-position", ["background-position-x", "background-position-y"], .position,
        .layered),
      CSSShorthand(
        "mask-position", ["-webkit-mask-position-x", "-webkit-mask-position-y"], .position,
        .layered, collapses: false),
      CSSShorthand(
        "grid-area", ["grid-row-start", "grid-column-start", "grid-row-end", "grid-column-end"],
        .gridLines, .gridLines, collapses: false),
      CSSShorthand(
        "grid-row", ["grid-row-start", "grid-row-end"], .gridLines, .gridLines, collapses: false),
      CSSShorthand(
        "grid-column", ["grid-column-start", "grid-column-end"], .gridLines, .gridLines,
        collapses: false),
      CSSShorthand(
        "transition",
        [
          "transition-duration", "transition-timing-function", "transition-delay",
          "transition-behavior", "transition-property",
        ], .timeLayers, .timeLayers),
      CSSShorthand(
        "animation",
        [
          "animation-duration", "animation-timing-function", "animation-delay",
          "animation-iteration-count", "animation-direction", "animation-fill-mode",
          "animation-play-state", "animation-name", "animation-timeline",
          "animation-range-start", "animation-range-end",
        ], .timeLayers, .timeLayers),
      CSSShorthand("text-decoration", ["text-decoration-line"], .single, .omittingInitialValues),
    ]
    list += [
      CSSShorthand(
        "-webkit-text-stroke", ["-webkit-text-stroke-width", "-webkit-text-stroke-color"],
        .anyOrder, .omittingInitialValues, collapses: false),
      CSSShorthand(
        "text-emphasis", ["text-emphasis-style", "text-emphasis-color"], .anyOrder,
        .omittingInitialValues, collapses: false),
      CSSShorthand(
        "contain-intrinsic-size", ["contain-intrinsic-width", "contain-intrinsic-height"],
        .pair, .pair),
      CSSShorthand(
        "grid",
        [
          "grid-template-columns", "grid-template-rows", "grid-template-areas", "grid-auto-flow",
          "grid-auto-columns", "grid-auto-rows",
        ], .grid, .grid),
      CSSShorthand(
        "grid-template", ["grid-template-rows", "grid-template-columns", "grid-template-areas"],
        .gridTemplate, .gridTemplate),
      CSSShorthand(
        "column-rule", ["column-rule-width", "column-rule-style", "column-rule-color"],
        .anyOrder, .omittingInitialValues, collapses: false),
      CSSShorthand(
        "container", ["container-name", "container-type"], .container, .container,
        collapses: false),
      CSSShorthand(
        "text-wrap", ["text-wrap-mode", "text-wrap-style"], .anyOrder, .omittingInitialValues),
      CSSShorthand(
        "white-space", ["white-space-collapse", "text-wrap-mode"], .whiteSpace, .whiteSpace),
      CSSShorthand("marker", ["marker-start", "marker-mid", "marker-end"], .same, .same),
      CSSShorthand(
        "overscroll-behavior", ["overscroll-behavior-x", "overscroll-behavior-y"], .pair, .pair),
      CSSShorthand("scroll-margin", sides.map { "scroll-margin-" + $0 }, .sides, .quad),
      CSSShorthand("scroll-padding", sides.map { "scroll-padding-" + $0 }, .sides, .quad),
    ]
    for axis in ["block", "inline"] {
      list.append(
        CSSShorthand(
          "border-" + axis,
          ["width", "style", "color"].flatMap { part in
            ["start", "end"].map { "border-\(axis)-\($0)-\(part)" }
          }, .border, .border))
      for end in ["start", "end"] {
        list.append(
          CSSShorthand(
            "border-\(axis)-\(end)",
            ["width", "style", "color"].map { "border-\(axis)-\(end)-\($0)" }, .anyOrder,
            .omittingInitialValues, collapses: false))
      }
      for box in ["scroll-margin", "scroll-padding"] {
        list.append(
          CSSShorthand(
            "\(box)-\(axis)", ["start", "end"].map { "\(box)-\(axis)-\($0)" }, .pair, .pair))
      }
      for part in ["width", "style", "color"] {
        list.append(
          CSSShorthand(
            "border-\(axis)-\(part)", ["start", "end"].map { "border-\(axis)-\($0)-\(part)" },
            .pair, .pair))
      }
      list.append(
        CSSShorthand(
          "margin-" + axis, ["start", "end"].map { "margin-\(axis)-\($0)" }, .pair, .pair))
      list.append(
        CSSShorthand(
          "padding-" + axis, ["start", "end"].map { "padding-\(axis)-\($0)" }, .pair, .pair))
      list.append(
        CSSShorthand("inset-" + axis, ["start", "end"].map { "inset-\(axis)-\($0)" }, .pair, .pair))
    }
    return list.sorted { $0.longhands.count > $1.longhands.count }
  }()

  private static let byName: [String: CSSShorthand] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  private static let byLonghand: [String: [CSSShorthand]] = {
    var table: [String: [CSSShorthand]] = [:]
    for shorthand in all {
      for longhand in shorthand.longhands { table[longhand, default: []].append(shorthand) }
    }
    return table
  }()

  /// Every longhand of a shorthand.
  static let allLonghands: Set<String> = Set(byLonghand.keys)

  /// The shorthand called `name` (canonical), if any.
  static func named(_ name: String) -> CSSShorthand? { byName[name] }

  /// The shorthands that include `longhand`, in preferred order.
  static func containing(_ longhand: String) -> [CSSShorthand] { byLonghand[longhand] ?? [] }

  /// The grammar of the longhand at `index`.
  func grammar(_ index: Int) -> CSSValueGrammar {
    CSSPropertyTable.longhands[longhands[index]] ?? .asWritten
  }

  /// The initial value of the longhand at `index`, as WebKit writes it.
  func initial(_ index: Int) -> String { CSSPropertyTable.initialValue(longhands[index]) }
}
