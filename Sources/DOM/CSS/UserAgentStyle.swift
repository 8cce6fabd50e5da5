/// Computed values of the 412 properties WebKit lists (``ComputedStyleProperties``), from the
/// cascade (the page's style sheets, the `style` attribute, the user-agent sheets), with
/// inheritance: what `getComputedStyle` answers without a layout engine.
///
/// How a value is found, for one element and one property:
/// 1. the cascade's winning declaration (``Element/cascadedValue(_:)``): author sheets and the
///    `style` attribute over the user-agent sheets (``UserAgentStyleSheet``: WebKit's `html.css`
///    values, WebKitGTK's form-control theme, the SVG and MathML sheets);
/// 2. else the logical or physical counterpart's declaration (``LogicalProperty``), what an
///    attribute maps to (`lang`, a table cell's padding);
/// 3. else, for an inherited property, the parent's computed value; else the initial value.
/// `inherit`, `initial` and `unset` work as in CSS. The value is then computed: font sizes and
/// lengths in `em`, `rem`, `pt`, `pc`, `in`, `cm`, `mm` become pixels (font-size keywords and
/// percentages too, in single precision as WebKit: `18.719999px`), colors and `currentcolor`
/// become `rgb()`, border widths of borders without a style become `0px`, weights become
/// numbers, `url()`s become absolute, `display` is blockified where CSS says. Shorthands and
/// legacy aliases are written from the computed longhands (``ComputedStyleShorthand``).
///
/// Approximations (documented, deliberate): pseudo-classes that need interaction (`:hover`,
/// `:visited`) never apply; percentages other than font sizes and line heights stay as written;
/// `width` and `height` stay as declared (`auto` by default; the window's layout estimate
/// resolves them).
///
/// https://drafts.csswg.org/cssom/#resolved-values
/// https://drafts.csswg.org/css-cascade-5/#value-stages
public enum UserAgentStyle {
  // MARK: - Data

  /// The initial value of each computed property (``ComputedStyleProperties``), as the
  /// specified value it computes from: as WebKit writes it, except `medium` for the border,
  /// outline and column-rule widths (they compute to `0px` only without a style) and
  /// `currentcolor` for the colors that follow `color`.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#initial-values
  public static let initialValues: [String: String] = {
    var table: [String: String] = [:]
    for property in ComputedStyleProperties.all {
      table[property.name] = property.initialValue
    }
    for side in ["top", "right", "bottom", "left"] { table["border-\(side)-width"] = "medium" }
    table["outline-width"] = "medium"
    table["column-rule-width"] = "medium"
    return table
  }()

  /// The properties a computed style declaration lists, in WebKit's order.
  public static let computedProperties: [String] = ComputedStyleProperties.names

  /// The inherited properties among ``computedProperties``.
  public static let inheritedProperties: Set<String> = Set(
    ComputedStyleProperties.all.filter(\.inherited).map(\.name))

  /// The inherited properties whose initial value is `currentcolor`: inherited as the keyword,
  /// so they follow each element's own `color`.
  static let inheritedCurrentColor: Set<String> = [
    "caret-color", "text-emphasis-color", "-webkit-text-fill-color",
    "-webkit-text-stroke-color",
  ]

  /// Named colors as `rgb()` components (the CSS basic colors and the most common others;
  /// other keywords stay as written).
  ///
  /// https://drafts.csswg.org/css-color-4/#named-colors
  static let namedColors: [String: (Int, Int, Int)] = [
    "black": (0, 0, 0), "silver": (192, 192, 192), "gray": (128, 128, 128),
    "grey": (128, 128, 128), "white": (255, 255, 255), "maroon": (128, 0, 0),
    "red": (255, 0, 0), "purple": (128, 0, 128), "fuchsia": (255, 0, 255),
    "magenta": (255, 0, 255), "green": (0, 128, 0), "lime": (0, 255, 0),
    "olive": (128, 128, 0), "yellow": (255, 255, 0), "navy": (0, 0, 128), "blue": (0, 0, 255),
    "teal": (0, 128, 128), "aqua": (0, 255, 255), "cyan": (0, 255, 255),
    "orange": (255, 165, 0), "pink": (255, 192, 203), "brown": (165, 42, 42),
    "gold": (255, 215, 0), "darkgray": (169, 169, 169), "darkgrey": (169, 169, 169),
    "lightgray": (211, 211, 211), "lightgrey": (211, 211, 211), "darkred": (139, 0, 0),
    "darkgreen": (0, 100, 0), "darkblue": (0, 0, 139), "lightblue": (173, 216, 230),
    "orangered": (255, 69, 0), "tomato": (255, 99, 71), "crimson": (220, 20, 60),
    "indigo": (75, 0, 130), "violet": (238, 130, 238), "beige": (245, 245, 220),
    "whitesmoke": (245, 245, 245), "gainsboro": (220, 220, 220), "dimgray": (105, 105, 105),
    "rebeccapurple": (102, 51, 153), "steelblue": (70, 130, 180),
    "cornflowerblue": (100, 149, 237), "salmon": (250, 128, 114), "coral": (255, 127, 80),
    "khaki": (240, 230, 140), "ivory": (255, 255, 240), "tan": (210, 180, 140),
    "chocolate": (210, 105, 30), "skyblue": (135, 206, 235),
  ]

  /// The properties whose values are colors.
  static let colorProperties: Set<String> = [
    "color", "background-color", "outline-color", "border-top-color", "border-right-color",
    "border-bottom-color", "border-left-color", "caret-color", "column-rule-color",
    "text-decoration-color", "text-emphasis-color", "-webkit-text-fill-color",
    "-webkit-text-stroke-color", "fill", "stroke", "stroke-color", "flood-color",
    "lighting-color", "stop-color", "-webkit-tap-highlight-color", "accent-color",
  ]

  /// The properties whose values are lengths (or keywords/percentages kept as written).
  static let lengthProperties: Set<String> = [
    "margin-top", "margin-right", "margin-bottom", "margin-left", "padding-top",
    "padding-right", "padding-bottom", "padding-left", "top", "right", "bottom", "left",
    "width", "height", "min-width", "min-height", "max-width", "max-height", "text-indent",
    "letter-spacing", "word-spacing", "border-top-width", "border-right-width",
    "border-bottom-width", "border-left-width", "outline-width", "outline-offset",
    "column-gap", "row-gap", "column-width", "column-rule-width", "shape-margin",
    "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius",
    "border-bottom-left-radius", "-webkit-text-stroke-width", "cx", "cy", "r", "x", "y",
    "stroke-width", "stroke-dashoffset", "offset-distance", "perspective", "flex-basis",
    "text-underline-offset", "text-decoration-thickness", "-webkit-border-horizontal-spacing",
    "-webkit-border-vertical-spacing", "scroll-margin-top", "scroll-margin-right",
    "scroll-margin-bottom", "scroll-margin-left", "scroll-padding-top", "scroll-padding-right",
    "scroll-padding-bottom", "scroll-padding-left", "vertical-align", "baseline-shift",
  ]

  /// The base font size (`medium`) in pixels.
  public static let mediumFontSize = 16.0

  // MARK: - Public API

  /// The CSS property an IDL attribute name of `CSSStyleDeclaration` maps to (`fontSize` →
  /// `font-size`, `cssFloat` → `float`, `font-size` → `font-size`), or `nil`.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel_cased_attribute
  public static func property(forAttributeName name: String) -> String? {
    CSSPropertyName.property(forAttributeName: name)
  }

  /// The computed value of `property` (a property name, any case; legacy aliases and the
  /// shorthands WebKit answers accepted, ``ComputedStyleShorthand``; custom properties
  /// `--name`, inherited, "" when unset) for `element`, or `nil` when the property is none of
  /// these.
  public static func computedValue(_ property: String, of element: Element) -> String? {
    var resolver = ComputedValueResolver()
    return computedValue(property, of: element, resolver: &resolver)
  }

  /// ``computedValue(_:of:)`` with the values already computed by `resolver` reused.
  static func computedValue(
    _ property: String, of element: Element, resolver: inout ComputedValueResolver
  ) -> String? {
    if property.hasPrefix("--") {
      // Custom properties inherit and compute to their specified value.
      var current: Element? = element
      while let candidate = current {
        if let value = declaredValue(property, of: candidate) { return value }
        current = candidate.parentElementForStyle
      }
      return ""
    }
    let name = computedPropertyName(property)
    if initialValues[name] != nil { return resolver.value(name, of: element) }
    return ComputedStyleShorthand.value(name) { resolver.value($0, of: element) }
  }

  /// The name a computed style answers `property` under: lowercase, a legacy alias replaced by
  /// the property it names (``ComputedStyleShorthand/canonicalName(_:)``).
  public static func computedPropertyName(_ property: String) -> String {
    ComputedStyleShorthand.canonicalName(property.asciiLowercased())
  }

  /// Whether a computed style answers `property` (a listed property, a shorthand, an alias).
  public static func isComputedStyleName(_ property: String) -> Bool {
    ComputedStyleShorthand.isKnown(property.asciiLowercased())
  }

  /// The custom properties that apply to `element` (declared on it or an ancestor), each
  /// once, the root's first, in declaration order.
  public static func customPropertyNames(of element: Element) -> [String] {
    var chain: [Element] = []
    var current: Element? = element
    while let candidate = current {
      chain.append(candidate)
      current = candidate.parentElement
    }
    var seen: Set<String> = []
    var names: [String] = []
    for candidate in chain.reversed() {
      guard let source = candidate.inlineStyleSourceWithoutSynchronizing, source.contains("--")
      else { continue }
      let context = CSSParserContext(isQuirksMode: candidate.ownerDocument?.mode == .quirks)
      for declaration in CSSDeclarationBlock(parsing: source, context: context).declarations
      where declaration.name.hasPrefix("--") && seen.insert(declaration.name).inserted {
        names.append(declaration.name)
      }
    }
    return names
  }

  /// The computed `display` of `element` (its own, not whether an ancestor hides it).
  public static func display(of element: Element) -> String {
    computedValue(longhand: "display", of: element)
  }

  /// The computed font size of `element`, in pixels.
  public static func fontSize(of element: Element) -> Double {
    pixels(computedValue(longhand: "font-size", of: element)) ?? mediumFontSize
  }

  /// A computed length value in pixels (`"12px"` → 12), or `nil` for keywords and
  /// percentages.
  public static func pixels(_ value: String) -> Double? {
    guard value.hasSuffix("px") else { return nil }
    return Double(value.dropLast(2))
  }

  // MARK: - Resolution

  /// The computed value of a longhand of ``computedProperties``.
  ///
  /// Resolved by ``ComputedValueResolver`` without recursion: an inherited value or a font size
  /// depends on the parent's, and a script can nest elements 100,000 deep (a recursive walk up
  /// the ancestors overflowed the stack there).
  static func computedValue(longhand property: String, of element: Element) -> String {
    var resolver = ComputedValueResolver()
    return resolver.value(property, of: element)
  }

  /// One step of resolving `property` for `element`: its computed value, or `nil` when a value
  /// it depends on (the parent's, or another property of the element) is not known yet —
  /// `known` answers those it knows and records the rest (see ``ComputedValueResolver``).
  static func resolve(
    _ property: String, of element: Element,
    known: (_ property: String, _ element: Element) -> String?
  ) -> String? {
    var declared = declaredValue(property, of: element)
    // A physical property and its logical counterpart share one value (`margin-block: 1em`
    // sets `margin-top` in horizontal text): the later of their declarations in the cascade
    // gives it (an author `margin-inline: 0` over the user-agent sheet's `body { margin: 8px }`).
    if LogicalProperty.hasLogicalCounterpart(property),
      declared == nil || element.declaresLogicalProperty
    {
      guard let writingMode = known("writing-mode", element),
        let direction = known("direction", element)
      else { return nil }
      if let logical = LogicalProperty.logical(
        for: property, writingMode: writingMode, direction: direction),
        declared == nil || element.cascadesAfter(logical, property)
      {
        declared = declaredValue(logical, of: element) ?? declared
      }
    }
    if declared == nil, let value = presentationalValue(property, of: element) {
      return compute(property, value, of: element, known: known)
    }
    // A logical property without a declaration of its own, or whose physical counterpart's
    // declaration comes later, is its physical counterpart's value.
    if LogicalProperty.isLogical(property) {
      guard let writingMode = known("writing-mode", element),
        let direction = known("direction", element)
      else { return nil }
      let physical = LogicalProperty.physical(
        for: property, writingMode: writingMode, direction: direction)
      if declared == nil || element.cascadesAfter(physical, property) {
        return known(physical, element)
      }
    }
    // An inherited font size is scaled between the default sizes of `monospace` (13px) and
    // the other families (16px), as WebKit does: `code` is 13px in a 16px paragraph, 26px in
    // a 32px heading (fixture `computed-style/element-defaults`).
    if declared == nil, property == "font-size", let parent = element.parentElement {
      guard let size = known("font-size", parent), let family = known("font-family", element),
        let parentFamily = known("font-family", parent)
      else { return nil }
      let pixels = pixels(size) ?? mediumFontSize
      let (monospace, parentMonospace) = (family == "monospace", parentFamily == "monospace")
      if monospace != parentMonospace {
        return singlePrecisionPixels(pixels * (monospace ? 13.0 / 16.0 : 16.0 / 13.0))
      }
      return size
    }
    // `currentcolor` inherits as the keyword: the child follows its own color.
    if declared == nil, inheritedCurrentColor.contains(property),
      let parent = element.parentElement
    {
      guard let inherited = known(property, parent), let parentColor = known("color", parent),
        let color = known("color", element)
      else { return nil }
      return inherited == parentColor ? color : inherited
    }
    let specified: String
    switch declared?.asciiLowercased() {
    case "inherit"?:
      guard let value = parentValue(property, of: element, known: known) else { return nil }
      specified = value
    case "initial"?:
      specified = initialValues[property] ?? ""
    case "unset"?, "revert"?, nil:
      if inheritedProperties.contains(property) {
        guard let value = parentValue(property, of: element, known: known) else { return nil }
        specified = value
      } else {
        specified = initialValues[property] ?? ""
      }
    case .some:
      specified = declared ?? ""
    }
    let computed =
      LogicalProperty.isLogical(property) ? LogicalProperty.category(of: property) : property
    return compute(computed, specified, of: element, known: known)
  }

  /// What an element's attributes give a property where WebKit maps them to style without a
  /// style sheet rule: the content language (`-webkit-locale` from `lang`), the padding of
  /// table cells (1px in a table without `cellpadding`).
  static func presentationalValue(_ property: String, of element: Element) -> String? {
    switch property {
    case "-webkit-locale":
      guard let lang = element.attributeValue(localName: "lang") else { return nil }
      return lang.isEmpty ? "auto" : lang
    case "padding-top", "padding-right", "padding-bottom", "padding-left":
      guard element.isHTMLElement, element.localName == "td" || element.localName == "th"
      else { return nil }
      var current = element.parentElement
      for _ in 0..<3 {
        guard let ancestor = current else { return nil }
        if ancestor.isHTMLElement && ancestor.localName == "table" {
          guard let padding = ancestor.attributeValue(localName: "cellpadding") else {
            return "1px"
          }
          return Double(padding).map { pixelString(max(0, $0)) }
        }
        current = ancestor.parentElement
      }
      return nil
    case "float":
      // `align=left|right` floats embedded content and tables (WebKit; fixture
      // `computed-style/blockification`).
      // https://html.spec.whatwg.org/multipage/rendering.html#attributes-for-embedded-content-and-images
      guard element.isHTMLElement, let align = element.attributeValue(localName: "align")
      else { return nil }
      switch element.localName {
      case "img", "iframe", "embed", "object", "applet", "table": break
      case "input":
        guard element.attributeValue(localName: "type")?.asciiLowercased() == "image" else {
          return nil
        }
      default: return nil
      }
      let side = align.asciiLowercased()
      return side == "left" || side == "right" ? side : nil
    default: return nil
    }
  }

  private static func parentValue(
    _ property: String, of element: Element,
    known: (_ property: String, _ element: Element) -> String?
  ) -> String? {
    guard let parent = element.parentElementForStyle else {
      return initialValues[property] ?? ""
    }
    return known(property, parent)
  }

  /// The declared value: the cascade's winner (the page's style sheets, the `style`
  /// attribute, the user-agent sheets).
  static func declaredValue(_ property: String, of element: Element) -> String? {
    if let value = element.cascadedValue(property) { return value }
    if property == "white-space", let value = cascadedWhiteSpace(of: element) { return value }
    if let axis = borderSpacingAxes.firstIndex(of: property) {
      return cascadedBorderSpacing(of: element, axis: axis)
    }
    return nil
  }

  /// The longhands of `border-spacing`, horizontal then vertical (WebKit's names).
  static let borderSpacingAxes = [
    "-webkit-border-horizontal-spacing", "-webkit-border-vertical-spacing",
  ]

  /// One axis of a cascaded `border-spacing` (`2px` sets both, `2px 4px` horizontal then
  /// vertical), which the cascade keeps as written: what the user-agent sheet's
  /// `table { border-spacing: 2px }` and an author's `border-spacing` give each longhand.
  ///
  /// https://drafts.csswg.org/css-tables-3/#border-spacing-property
  static func cascadedBorderSpacing(of element: Element, axis: Int) -> String? {
    guard let value = element.cascadedValue("border-spacing") else { return nil }
    let parts = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard !parts.isEmpty, parts.count <= 2 else { return nil }
    return String(parts[min(axis, parts.count - 1)])
  }

  /// The `white-space` keyword for the cascaded `white-space-collapse` and `text-wrap-mode`
  /// of `element` (what a `white-space` declaration in a sheet cascades as), or `nil` unless
  /// both are set to a pair a keyword stands for.
  ///
  /// https://drafts.csswg.org/css-text-4/#white-space-property
  static func cascadedWhiteSpace(of element: Element) -> String? {
    guard let collapse = element.cascadedValue("white-space-collapse")?.asciiLowercased(),
      let mode = element.cascadedValue("text-wrap-mode")?.asciiLowercased()
    else { return nil }
    return CSSShorthand.whiteSpaceKeywords.first { $0.collapse == collapse && $0.mode == mode }?
      .keyword
  }

  /// The user-agent style sheet of HTML elements as CSS text, cascaded at the user-agent
  /// origin (see `Style/StyleEngine.swift`).
  static let userAgentStyleSheetText = UserAgentStyleSheet.html

  /// Turns a specified value into a computed value; `nil` when a value it depends on is not
  /// known yet (see ``resolve(_:of:known:)``).
  static func compute(
    _ property: String, _ value: String, of element: Element,
    known: (_ property: String, _ element: Element) -> String?
  ) -> String? {
    let lower = value.asciiLowercased()
    /// The element's own computed font size in pixels.
    func elementFontSize() -> Double? {
      known("font-size", element).map { pixels($0) ?? mediumFontSize }
    }
    if colorProperties.contains(property) {
      if lower == "currentcolor" || (lower == "auto" && property == "caret-color") {
        return property == "color"
          ? parentValue("color", of: element, known: known) : known("color", element)
      }
      return color(lower)
    }
    switch property {
    case "font-size":
      var parentSize = mediumFontSize
      if let parent = element.parentElementForStyle {
        guard let size = known("font-size", parent) else { return nil }
        parentSize = pixels(size) ?? mediumFontSize
      }
      return singlePrecisionPixels(fontSizePixels(lower, parent: parentSize) ?? parentSize)
    case "display":
      return computedDisplay(lower, of: element, known: known)
    case "overflow-x" where lower == "visible" || lower == "clip",
      "overflow-y" where lower == "visible" || lower == "clip":
      // `visible` and `clip` compute to `auto` and `hidden` when the other axis scrolls or
      // hides. https://drafts.csswg.org/css-overflow-3/#overflow-control
      // The other axis's specified value (its computed one would ask this one back).
      let other = property == "overflow-x" ? "overflow-y" : "overflow-x"
      let otherValue = declaredValue(other, of: element)?.asciiLowercased() ?? "visible"
      guard ["hidden", "scroll", "auto", "overlay"].contains(otherValue) else { return value }
      return lower == "visible" ? "auto" : "hidden"
    case "float" where lower != "none":
      // An absolutely positioned box does not float (WebKit's style adjuster; fixture
      // `computed-style/blockification`). https://drafts.csswg.org/css2/#dis-pos-flo
      guard let position = known("position", element) else { return nil }
      return position == "absolute" || position == "fixed" ? "none" : value
    case "font-width":
      return fontWidthPercentages[lower] ?? value
    case "background-image", "list-style-image", "border-image-source", "mask-image",
      "mask-border-source", "shape-outside", "cursor", "content", "filter", "clip-path",
      "backdrop-filter", "offset-path":
      return absoluteURLs(in: value, of: element)
    case "text-align" where lower == "match-parent" || lower == "-webkit-match-parent":
      guard let parent = element.parentElement else { return "start" }
      guard let inherited = known("text-align", parent),
        let direction = known("direction", parent)
      else { return nil }
      switch inherited {
      case "start": return direction == "rtl" ? "right" : "left"
      case "end": return direction == "rtl" ? "left" : "right"
      default: return inherited
      }
    case "font-weight":
      var parentWeight: Double?
      if let parent = element.parentElementForStyle {
        guard let weight = known("font-weight", parent) else { return nil }
        parentWeight = Double(weight) ?? 400
      }
      return fontWeight(lower, parentWeight: parentWeight)
    case "line-height":
      if lower == "normal" { return lower }
      guard let size = elementFontSize() else { return nil }
      if let number = Double(lower) { return singlePrecisionPixels(number * size) }
      if lower.hasSuffix("%"), let percent = Double(lower.dropLast()) {
        return singlePrecisionPixels(percent / 100 * size)
      }
      return length(lower, fontSize: size) ?? value
    case "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
      "outline-width", "column-rule-width":
      let styleProperty =
        property == "outline-width"
        ? "outline-style"
        : property == "column-rule-width"
          ? "column-rule-style" : "border-\(property.split(separator: "-")[1])-style"
      guard let style = known(styleProperty, element) else { return nil }
      if style == "none" || (style == "hidden" && property != "outline-width") { return "0px" }
      switch lower {
      case "thin": return "1px"
      case "medium": return "3px"
      case "thick": return "5px"
      default:
        guard let size = elementFontSize() else { return nil }
        return length(lower, fontSize: size) ?? value
      }
    default:
      if lengthProperties.contains(property) {
        guard let size = elementFontSize() else { return nil }
        return length(lower, fontSize: size) ?? value
      }
      return value
    }
  }

  /// The computed `display`: `rt` outside a `ruby` is `inline`; the root, floats, absolutely
  /// positioned boxes and the children of flex and grid containers are blockified.
  ///
  /// https://drafts.csswg.org/css-display-3/#transformations
  static func computedDisplay(
    _ value: String, of element: Element,
    known: (_ property: String, _ element: Element) -> String?
  ) -> String? {
    var display = value
    if display == "ruby-text" {
      guard let parent = element.parentElement else { return "inline" }
      guard let parentDisplay = known("display", parent) else { return nil }
      if parentDisplay != "ruby" { display = "inline" }
    }
    guard display != "none", display != "contents" else { return display }
    guard let position = known("position", element), let float = known("float", element)
    else { return nil }
    var blockified =
      element.parentElementForStyle == nil || position == "absolute" || position == "fixed"
      || float != "none"
    // The children of flex and grid containers are blockified (not those of the legacy
    // `-webkit-box`), looking through `display: contents` ancestors to the parent box, in
    // the flat tree (fixture `computed-style/blockification`).
    var parent = element.parentElementForStyle
    while !blockified, let current = parent {
      guard let parentDisplay = known("display", current) else { return nil }
      if parentDisplay == "contents" {
        parent = current.parentElementForStyle
        continue
      }
      blockified = ["flex", "inline-flex", "grid", "inline-grid"].contains(parentDisplay)
      break
    }
    if !blockified, isThemedControl(element) {
      // WebKit's theme turns an inline or table-part display of a control that keeps its
      // native appearance into an inline block, a list item or table into a block
      // (`RenderTheme::adjustStyle`; fixture `computed-style/blockification`).
      guard let appearance = known("appearance", element) else { return nil }
      if appearance != "none" {
        switch display {
        case "inline", "inline-table", "table-row-group", "table-header-group",
          "table-footer-group", "table-row", "table-column-group", "table-column", "table-cell",
          "table-caption":
          return "inline-block"
        case "list-item", "table": return "block"
        default: return display
        }
      }
    }
    guard blockified else { return display }
    switch display {
    case "inline-table": return "table"
    case "inline-flex": return "flex"
    case "inline-grid": return "grid"
    case "-webkit-inline-box": return "-webkit-box"
    case "list-item", "table", "flex", "grid", "flow-root", "-webkit-box": return display
    default: return "block"
    }
  }

  /// Whether WebKit's theme styles `element` as a native control when its `appearance` is not
  /// `none`.
  private static func isThemedControl(_ element: Element) -> Bool {
    guard element.isHTMLElement else { return false }
    switch element.localName {
    case "input", "textarea", "select", "button", "meter", "progress": return true
    default: return false
    }
  }

  /// The `font-width` keywords as the percentages they compute to.
  ///
  /// https://drafts.csswg.org/css-fonts-4/#font-width-prop
  static let fontWidthPercentages: [String: String] = [
    "normal": "100%", "ultra-condensed": "50%", "extra-condensed": "62.5%",
    "condensed": "75%", "semi-condensed": "87.5%", "semi-expanded": "112.5%",
    "expanded": "125%", "extra-expanded": "150%", "ultra-expanded": "200%",
  ]

  /// `value` with each `url("…")` made absolute against the document's base URL (a computed
  /// URL is absolute).
  ///
  /// https://drafts.csswg.org/css-values-4/#relative-urls
  static func absoluteURLs(in value: String, of element: Element) -> String {
    guard value.contains("url(\""), let base = element.ownerDocument?.baseURLRecord else {
      return value
    }
    var output = ""
    var rest = Substring(value)
    while let start = rest.firstRange(of: "url(\"") {
      output += rest[..<start.upperBound]
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      let written = String(rest[..<end])
      output += URLParser.parse(written, base: base)?.href ?? written
      rest = rest[end...]
    }
    return output + rest
  }

  /// A length in pixels as WebKit writes a computed single-precision value (`18.72px` is
  /// `18.719999px`, `19.2px` is `19.200001px`): to six decimals, trailing zeros dropped.
  public static func singlePrecisionPixels(_ value: Double) -> String {
    CSSSerialization.number(Double(Float(value))) + "px"
  }

  /// A color as `rgb()`/`rgba()` where known; other values as written.
  static func color(_ value: String) -> String {
    if value == "transparent" { return "rgba(0, 0, 0, 0)" }
    if let (red, green, blue) = namedColors[value] { return "rgb(\(red), \(green), \(blue))" }
    return value
  }

  /// A font size in pixels, relative to the parent's (`nil` when not understood).
  ///
  /// https://drafts.csswg.org/css-fonts-4/#font-size-prop
  static func fontSizePixels(_ value: String, parent: Double) -> Double? {
    let keywords: [String: Double] = [
      "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
      "xx-large": 32, "xxx-large": 48, "-webkit-xxx-large": 48,
    ]
    if let size = keywords[value] { return size }
    if value == "smaller" { return parent / 1.2 }
    if value == "larger" { return parent * 1.2 }
    if value.hasSuffix("%"), let percent = Double(value.dropLast()) {
      return parent * percent / 100
    }
    if value.hasSuffix("em") && !value.hasSuffix("rem"), let number = Double(value.dropLast(2)) {
      return parent * number
    }
    return length(value, fontSize: parent).flatMap(pixels)
  }

  /// A length as pixels (`12px`, `1.5em`, `2rem`, `10pt`…), `0` as `0px`; `nil` for keywords
  /// and percentages (kept as written).
  static func length(_ value: String, fontSize: Double) -> String? {
    if value == "0" { return "0px" }
    let units: [(String, Double)] = [
      ("rem", mediumFontSize), ("em", fontSize), ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16),
      ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4), ("q", 96 / 101.6),
    ]
    for (unit, factor) in units where value.hasSuffix(unit) {
      guard let number = Double(value.dropLast(unit.count)) else { return nil }
      return singlePrecisionPixels(number * factor)
    }
    return nil
  }

  /// Pixels as a CSS length (`18.72px`).
  public static func pixelString(_ value: Double) -> String {
    CSSSerialization.number((value * 1000).rounded() / 1000) + "px"
  }

  /// A computed font weight: a number (`parentWeight`: the parent's, `nil` for the root).
  ///
  /// https://drafts.csswg.org/css-fonts-4/#relative-weights
  static func fontWeight(_ value: String, parentWeight: Double?) -> String {
    switch value {
    case "normal": return "400"
    case "bold": return "700"
    case "bolder":
      let weight = parentWeight ?? 400
      return weight < 350 ? "400" : weight < 550 ? "700" : "900"
    case "lighter":
      let weight = parentWeight ?? 400
      return weight < 550 ? "100" : weight < 750 ? "400" : "700"
    default: return value
    }
  }

  /// A 4-side (or 2-axis) shorthand from its computed longhands, shortest form.
  public static func shorthandValue(_ values: [String]) -> String {
    if values.count == 2 {
      return values[0] == values[1] ? values[0] : values.joined(separator: " ")
    }
    guard values.count == 4 else { return values.joined(separator: " ") }
    let (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
    if right == left {
      if top == bottom { return top == right ? top : "\(top) \(right)" }
      return "\(top) \(right) \(bottom)"
    }
    return values.joined(separator: " ")
  }

  // MARK: - Layout inputs

  /// What a layout estimate needs of one element, computed in one pass from its inline style
  /// and user-agent defaults (lengths in pixels; `auto` margins count as 0).
  public struct LayoutStyle: Equatable, Sendable {
    /// The computed `display`.
    public var display: String
    /// The computed font size in pixels.
    public var fontSize: Double
    /// Whether white space is preserved (`white-space: pre*`, `break-spaces`; inherited).
    public var preformatted: Bool
    /// Margins: top, right, bottom, left.
    public var margin: [Double]
    /// Paddings: top, right, bottom, left.
    public var padding: [Double]
    /// Border widths (0 without a border style): top, right, bottom, left.
    public var border: [Double]
    /// A declared `width` in pixels.
    public var width: Double?
    /// A declared `width` as a percentage of the containing block.
    public var widthPercentage: Double?
    /// A declared `height` in pixels.
    public var height: Double?
    /// The computed `position` (`static`, `relative`, `absolute`, `fixed`, `sticky`).
    public var position: String = "static"
    /// The box offsets `top`, `right`, `bottom`, `left` in pixels (`nil` for `auto` and
    /// percentages).
    public var offsets: [Double?] = [nil, nil, nil, nil]
    /// The `z-index` (`nil` for `auto`).
    public var zIndex: Int?
    /// A declared `visibility` (`nil`: inherited).
    public var visibility: String?
    /// A declared `pointer-events` (`nil`: inherited).
    public var pointerEvents: String?
    /// Whether `overflow-x` or `overflow-y` is not `visible` (the box clips its content; one
    /// non-visible axis makes the other `auto`).
    public var clipsOverflow = false
  }

  /// The ``LayoutStyle`` of `element`, given its parent's font size and white-space mode.
  public static func layoutStyle(
    of element: Element, parentFontSize: Double, parentPreformatted: Bool
  ) -> LayoutStyle {
    // The cascade's winner (the page's style sheets, the `style` attribute, the user-agent
    // sheet), else the user-agent default.
    func declared(_ property: String) -> String? {
      guard let value = declaredValue(property, of: element), !value.isEmpty else { return nil }
      return value.asciiLowercased()
    }
    var display = declared("display") ?? "inline"
    if ["inherit", "initial", "unset", "revert"].contains(display) { display = "inline" }
    var fontSize = parentFontSize
    if let value = declared("font-size"), let size = fontSizePixels(value, parent: parentFontSize) {
      fontSize = size
    }
    var preformatted = parentPreformatted
    if let whiteSpace = declared("white-space"), whiteSpace != "inherit" {
      preformatted = whiteSpace.hasPrefix("pre") || whiteSpace == "break-spaces"
    }
    // A side without a declaration of its own takes its logical counterpart's (the user-agent
    // sheet's `margin-block: 1em` on `p`, `padding-inline-start: 40px` on `ul`), in the
    // element's writing mode and direction; those are computed only for an element that
    // declares a logical property.
    let declaresLogicalSide = element.declaresLogicalProperty
    var flow: (writingMode: String, direction: String)?
    func sideValue(_ property: String) -> String? {
      let own = declared(property)
      guard declaresLogicalSide else { return own }
      if flow == nil {
        flow = (
          computedValue(longhand: "writing-mode", of: element),
          computedValue(longhand: "direction", of: element)
        )
      }
      guard let flow,
        let logical = LogicalProperty.logical(
          for: property, writingMode: flow.writingMode, direction: flow.direction)
      else { return own }
      // The later of the two declarations gives the side its value.
      guard own == nil || element.cascadesAfter(logical, property) else { return own }
      return declared(logical) ?? own
    }
    func pixelLength(_ property: String) -> Double {
      guard let value = sideValue(property) else { return 0 }
      return length(value, fontSize: fontSize).flatMap(pixels) ?? 0
    }
    let sides = ["top", "right", "bottom", "left"]
    let border = sides.map { side -> Double in
      let style = sideValue("border-\(side)-style") ?? "none"
      if style == "none" || style == "hidden" { return 0 }
      let width = sideValue("border-\(side)-width") ?? "medium"
      return [("thin", 1.0), ("medium", 3.0), ("thick", 5.0)].first { $0.0 == width }?.1
        ?? length(width, fontSize: fontSize).flatMap(pixels) ?? 0
    }
    var width: Double?
    var widthPercentage: Double?
    if let value = declared("width") {
      if value.hasSuffix("%") {
        widthPercentage = Double(value.dropLast())
      } else {
        width = length(value, fontSize: fontSize).flatMap(pixels)
      }
    }
    var style = LayoutStyle(
      display: display, fontSize: fontSize, preformatted: preformatted,
      margin: sides.map { pixelLength("margin-" + $0) },
      padding: sides.map { pixelLength("padding-" + $0) }, border: border, width: width,
      widthPercentage: widthPercentage,
      height: declared("height").flatMap { length($0, fontSize: fontSize) }.flatMap(pixels))
    if let position = declared("position"),
      ["relative", "absolute", "fixed", "sticky"].contains(position)
    {
      style.position = position
    }
    style.offsets = sides.map { side in
      declared(side).flatMap { length($0, fontSize: fontSize) }.flatMap(pixels)
    }
    style.zIndex = declared("z-index").flatMap { Int($0) }
    let inheritKeywords: Set<String> = ["inherit", "unset"]
    style.visibility = declared("visibility").flatMap { inheritKeywords.contains($0) ? nil : $0 }
    style.pointerEvents = declared("pointer-events").flatMap {
      inheritKeywords.contains($0) ? nil : $0
    }
    style.clipsOverflow = ["overflow-x", "overflow-y"].contains { property in
      guard let value = declared(property) else { return false }
      return ["hidden", "clip", "scroll", "auto"].contains(value)
    }
    return style
  }
}
