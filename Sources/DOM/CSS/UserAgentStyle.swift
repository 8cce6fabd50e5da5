/// Computed values for the properties scripts read most (`display`, `visibility`, `color`,
/// `font-*`, margins, paddings…), from an element's inline style over WebKit's user-agent
/// defaults, with inheritance: what `getComputedStyle` answers without a layout engine.
///
/// How a value is found, for one element and one property:
/// 1. the declaration in the element's `style` attribute, if any;
/// 2. else the user-agent default for the element (``displayByElement`` for `display`,
///    ``elementDefaults`` for the rest; `[hidden]`, `input[type=hidden]` and a closed `dialog`
///    are `display: none`; links get the link color and underline);
/// 3. else, for an inherited property, the parent's computed value; else the initial value.
/// `inherit`, `initial` and `unset` work as in CSS. The value is then computed: font sizes and
/// lengths in `em`, `rem`, `pt`, `pc`, `in`, `cm`, `mm` become pixels (font-size keywords and
/// percentages too), named colors and `currentcolor` become `rgb()`, border widths of
/// borders without a style become `0px`, `normal`/`bold` weights become numbers.
///
/// Approximations (documented, deliberate): there is **no style sheet cascade**: the page's
/// `<style>` and `<link rel=stylesheet>` rules are ignored, so only inline style and the
/// defaults below count; pseudo-classes (`:hover`, `:visited`) never apply; percentages other
/// than font sizes and line heights stay as written; `width` and `height` stay as declared
/// (`auto` by default); properties outside ``computedProperties`` are not computed (`nil`).
///
/// https://drafts.csswg.org/cssom/#resolved-values
/// https://drafts.csswg.org/css-cascade-5/#value-stages
public enum UserAgentStyle {
  // MARK: - Data

  /// The default `display` of HTML elements by local name; elements not listed are `inline`.
  /// (After WebKit's `html.css`.)
  public static let displayByElement: [String: String] = {
    var table: [String: String] = [:]
    let groups: [(String, [String])] = [
      (
        "none",
        [
          "area", "base", "datalist", "head", "link", "meta", "noembed", "noframes", "noscript",
          "param", "rp", "script", "source", "style", "template", "title", "track",
        ]
      ),
      (
        "block",
        [
          "address", "article", "aside", "blockquote", "body", "center", "dd", "details",
          "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
          "form", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
          "html", "legend", "listing", "main", "menu", "nav", "ol", "optgroup", "option", "p",
          "plaintext", "pre", "search", "section", "summary", "ul", "xmp",
        ]
      ),
      ("contents", ["slot"]),
      ("list-item", ["li"]),
      ("table", ["table"]),
      ("table-caption", ["caption"]),
      ("table-column-group", ["colgroup"]),
      ("table-column", ["col"]),
      ("table-header-group", ["thead"]),
      ("table-row-group", ["tbody"]),
      ("table-footer-group", ["tfoot"]),
      ("table-row", ["tr"]),
      ("table-cell", ["td", "th"]),
      ("inline-block", ["button", "input", "marquee", "meter", "progress", "select", "textarea"]),
      ("ruby", ["ruby"]),
      ("ruby-text", ["rt"]),
    ]
    for (display, names) in groups {
      for name in names { table[name] = display }
    }
    return table
  }()

  /// The user-agent declarations of HTML elements other than `display`, as specified values
  /// (relative units are resolved when computing). (After WebKit's `html.css`.)
  public static let elementDefaults: [String: [String: String]] = {
    func vertical(_ margin: String) -> [String: String] {
      ["margin-top": margin, "margin-bottom": margin]
    }
    func sides(_ prefix: String, _ value: String, suffix: String = "") -> [String: String] {
      var result: [String: String] = [:]
      for side in ["top", "right", "bottom", "left"] { result[prefix + side + suffix] = value }
      return result
    }
    let monospace = ["font-family": "monospace", "font-size": "13px"]
    let bold = ["font-weight": "bold"]
    let italic = ["font-style": "italic"]
    let control = ["font-size": "13.333333px", "font-family": "system-ui"]
    var table: [String: [String: String]] = [
      "body": sides("margin-", "8px"),
      "p": vertical("1em"),
      "dl": vertical("1em"),
      "dd": ["margin-left": "40px"],
      "h1": vertical("0.67em").merging(["font-size": "2em"].merging(bold) { $1 }) { $1 },
      "h2": vertical("0.83em").merging(["font-size": "1.5em"].merging(bold) { $1 }) { $1 },
      "h3": vertical("1em").merging(["font-size": "1.17em"].merging(bold) { $1 }) { $1 },
      "h4": vertical("1.33em").merging(bold) { $1 },
      "h5": vertical("1.67em").merging(["font-size": "0.83em"].merging(bold) { $1 }) { $1 },
      "h6": vertical("2.33em").merging(["font-size": "0.67em"].merging(bold) { $1 }) { $1 },
      "blockquote": vertical("1em").merging(["margin-left": "40px", "margin-right": "40px"]) {
        $1
      },
      "figure": vertical("1em").merging(["margin-left": "40px", "margin-right": "40px"]) { $1 },
      "hr": vertical("0.5em").merging(sides("border-", "1px", suffix: "-width")) { $1 }
        .merging(sides("border-", "inset", suffix: "-style")) { $1 }.merging(["color": "gray"]) {
          $1
        },
      "b": bold, "strong": bold,
      "th": bold.merging(["text-align": "center"].merging(sides("padding-", "1px")) { $1 }) {
        $1
      },
      "td": sides("padding-", "1px"),
      "i": italic, "em": italic, "cite": italic, "var": italic, "dfn": italic,
      "address": italic,
      "u": ["text-decoration": "underline"], "ins": ["text-decoration": "underline"],
      "s": ["text-decoration": "line-through"], "strike": ["text-decoration": "line-through"],
      "del": ["text-decoration": "line-through"],
      "small": ["font-size": "smaller"], "big": ["font-size": "larger"],
      "sub": ["font-size": "smaller", "vertical-align": "sub"],
      "sup": ["font-size": "smaller", "vertical-align": "super"],
      "center": ["text-align": "center"],
      "mark": ["background-color": "yellow", "color": "black"],
      "code": monospace, "kbd": monospace, "samp": monospace, "tt": monospace,
      "fieldset": sides("margin-", "2px").merging(sides("border-", "2px", suffix: "-width")) { $1 }
        .merging(sides("border-", "groove", suffix: "-style")) { $1 },
      "button": control, "input": control, "select": control, "textarea": control,
    ]
    for name in ["ul", "ol", "menu", "dir"] {
      table[name] = vertical("1em").merging(["padding-left": "40px"]) { $1 }
    }
    for name in ["pre", "xmp", "listing", "plaintext"] {
      table[name] = vertical("1em").merging(monospace) { $1 }.merging(["white-space": "pre"]) {
        $1
      }
    }
    table["ol"]?["list-style-type"] = "decimal"
    return table
  }()

  /// The initial value of each computed property (as a computed value).
  ///
  /// https://drafts.csswg.org/css-cascade-5/#initial-values
  public static let initialValues: [String: String] = {
    var table: [String: String] = [
      "background-color": "rgba(0, 0, 0, 0)", "background-image": "none", "bottom": "auto",
      "box-sizing": "content-box", "color": "rgb(0, 0, 0)", "cursor": "auto",
      "direction": "ltr", "display": "inline", "float": "none", "font-family": "Times",
      "font-size": "16px", "font-style": "normal", "font-weight": "400", "height": "auto",
      "left": "auto", "letter-spacing": "normal", "line-height": "normal",
      "list-style-type": "disc", "max-height": "none", "max-width": "none",
      "min-height": "0px", "min-width": "0px", "opacity": "1", "outline-color": "currentcolor",
      "outline-style": "none", "outline-width": "medium", "overflow-x": "visible",
      "overflow-y": "visible", "pointer-events": "auto", "position": "static", "right": "auto",
      "text-align": "start", "text-decoration": "none", "text-indent": "0px",
      "text-transform": "none", "top": "auto", "transform": "none",
      "vertical-align": "baseline", "visibility": "visible", "white-space": "normal",
      "width": "auto", "word-spacing": "0px", "z-index": "auto",
    ]
    for side in ["top", "right", "bottom", "left"] {
      table["margin-" + side] = "0px"
      table["padding-" + side] = "0px"
      table["border-\(side)-width"] = "medium"
      table["border-\(side)-style"] = "none"
      table["border-\(side)-color"] = "currentcolor"
    }
    return table
  }()

  /// The properties computed here, sorted (what a computed style declaration lists).
  public static let computedProperties: [String] = initialValues.keys.sorted()

  /// The inherited properties among ``computedProperties``.
  public static let inheritedProperties: Set<String> = [
    "color", "cursor", "direction", "font-family", "font-size", "font-style", "font-weight",
    "letter-spacing", "line-height", "list-style-type", "pointer-events", "text-align",
    "text-indent", "text-transform", "visibility", "white-space", "word-spacing",
  ]

  /// The shorthands `getPropertyValue` answers, with their longhands in order.
  static let shorthands: [String: [String]] = [
    "margin": ["margin-top", "margin-right", "margin-bottom", "margin-left"],
    "padding": ["padding-top", "padding-right", "padding-bottom", "padding-left"],
    "border-width": [
      "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
    ],
    "border-style": [
      "border-top-style", "border-right-style", "border-bottom-style", "border-left-style",
    ],
    "border-color": [
      "border-top-color", "border-right-color", "border-bottom-color", "border-left-color",
    ],
    "overflow": ["overflow-x", "overflow-y"],
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
    "border-bottom-color", "border-left-color",
  ]

  /// The properties whose values are lengths (or keywords/percentages kept as written).
  static let lengthProperties: Set<String> = [
    "margin-top", "margin-right", "margin-bottom", "margin-left", "padding-top",
    "padding-right", "padding-bottom", "padding-left", "top", "right", "bottom", "left",
    "width", "height", "min-width", "min-height", "max-width", "max-height", "text-indent",
    "letter-spacing", "word-spacing", "border-top-width", "border-right-width",
    "border-bottom-width", "border-left-width", "outline-width",
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

  /// The computed value of `property` (a property name, any case; aliases and the shorthands
  /// `margin`, `padding`, `overflow`, `border-width`/`-style`/`-color` accepted; custom
  /// properties `--name`, inherited, "" when unset) for `element`, or `nil` when the property
  /// is not one of ``computedProperties``.
  public static func computedValue(_ property: String, of element: Element) -> String? {
    if property.hasPrefix("--") {
      // Custom properties inherit and compute to their specified value.
      var current: Element? = element
      while let candidate = current {
        if let value = declaredValue(property, of: candidate) { return value }
        current = candidate.parentElementForStyle
      }
      return ""
    }
    let name = property.asciiLowercased()
    if let longhands = shorthands[name] {
      return shorthandValue(longhands.map { computedValue(longhand: $0, of: element) })
    }
    guard let canonical = CSSPropertyTable.canonicalName(name),
      initialValues[canonical] != nil
    else { return nil }
    return computedValue(longhand: canonical, of: element)
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
    let declared = declaredValue(property, of: element)
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
    return compute(property, specified, of: element, known: known)
  }

  private static func parentValue(
    _ property: String, of element: Element,
    known: (_ property: String, _ element: Element) -> String?
  ) -> String? {
    guard let parent = element.parentElementForStyle else { return initialValues[property] ?? "" }
    return known(property, parent)
  }

  /// The declared value: the cascade's winner (the page's style sheets, the `style`
  /// attribute, the user-agent sheet), else the user-agent default below.
  static func declaredValue(_ property: String, of element: Element) -> String? {
    if let value = element.cascadedValue(property) { return value }
    if property == "white-space", let value = cascadedWhiteSpace(of: element) { return value }
    return userAgentValue(property, of: element)
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

  /// The user-agent style sheet as CSS text, cascaded at the user-agent origin (see
  /// `Style/StyleEngine.swift`). The defaults of ``userAgentValue(_:of:)`` apply below it.
  static let userAgentStyleSheetText = ""

  /// The user-agent style sheet's value for `element`, if it sets `property`.
  static func userAgentValue(_ property: String, of element: Element) -> String? {
    guard element.isHTMLElement else { return nil }
    let name = element.localName
    if property == "display" {
      if element.hasAttribute("hidden") { return "none" }
      if name == "input",
        element.attributeValue(localName: "type")?.asciiLowercased() == "hidden"
      {
        return "none"
      }
      if name == "dialog" && !element.hasAttribute("open") { return "none" }
      return displayByElement[name]
    }
    if (name == "a" || name == "area") && element.hasAttribute("href") {
      switch property {
      case "color": return "rgb(0, 0, 238)"
      case "text-decoration": return "underline"
      case "cursor": return "pointer"
      default: break
      }
    }
    return elementDefaults[name]?[property]
  }

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
      if lower == "currentcolor" {
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
      return pixelString(fontSizePixels(lower, parent: parentSize) ?? parentSize)
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
      if let number = Double(lower) { return pixelString(number * size) }
      if lower.hasSuffix("%"), let percent = Double(lower.dropLast()) {
        return pixelString(percent / 100 * size)
      }
      return length(lower, fontSize: size) ?? value
    case "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
      "outline-width":
      let styleProperty =
        property == "outline-width"
        ? "outline-style" : "border-\(property.split(separator: "-")[1])-style"
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
      return pixelString(number * factor)
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
  static func shorthandValue(_ values: [String]) -> String {
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
    var block: CSSDeclarationBlock?
    if let source = element.inlineStyleSourceWithoutSynchronizing, !source.isEmpty {
      let context = CSSParserContext(isQuirksMode: element.ownerDocument?.mode == .quirks)
      block = CSSDeclarationBlock(parsing: source, context: context)
    }
    func declared(_ property: String) -> String? {
      if let value = block?.value(of: property), !value.isEmpty { return value.asciiLowercased() }
      return userAgentValue(property, of: element)?.asciiLowercased()
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
    func pixelLength(_ property: String) -> Double {
      guard let value = declared(property) else { return 0 }
      return length(value, fontSize: fontSize).flatMap(pixels) ?? 0
    }
    let sides = ["top", "right", "bottom", "left"]
    let border = sides.map { side -> Double in
      let style = declared("border-\(side)-style") ?? "none"
      if style == "none" || style == "hidden" { return 0 }
      let width = declared("border-\(side)-width") ?? "medium"
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
