/// What a computed style declaration answers for names it does not list
/// (``ComputedStyleProperties``): shorthands, written from their computed longhands, and
/// legacy `-webkit-`/`-epub-` aliases, as WebKit 2.50 writes them (fixture
/// `computed-style/shorthands`).
///
/// WebKit answers most shorthands in a computed style (`margin: 8px`, `border: 0px none
/// rgb(0, 0, 0)`, `font: 700 32px -webkit-standard`, `background: rgba(0, 0, 0, 0) none repeat
/// scroll 0% 0% / auto padding-box border-box`); a few it leaves empty (`all`, `marker`,
/// `-webkit-mask`, `-webkit-text-stroke`), and `border` is empty when the four sides differ.
///
/// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
enum ComputedStyleShorthand {
  /// Legacy names whose value is another property's, unprefixed or renamed.
  static let renamedAliases: [String: String] = {
    var table: [String: String] = [
      "-epub-text-combine": "text-combine-upright", "-webkit-text-combine": "text-combine-upright",
      "-webkit-logical-width": "inline-size", "-webkit-logical-height": "block-size",
      "-webkit-min-logical-width": "min-inline-size",
      "-webkit-min-logical-height": "min-block-size",
      "-webkit-max-logical-width": "max-inline-size",
      "-webkit-max-logical-height": "max-block-size",
      "-webkit-text-decorations-in-effect": "text-decoration-line",
      "-webkit-print-color-adjust": "print-color-adjust", "color-adjust": "print-color-adjust",
      "supported-color-schemes": "color-scheme", "font-stretch": "font-width",
      "word-wrap": "overflow-wrap", "grid-column-gap": "column-gap", "grid-row-gap": "row-gap",
      "grid-gap": "gap", "-webkit-mask-box-image": "mask-border",
      "scroll-snap-margin": "scroll-margin",
    ]
    for (legacy, logical) in [
      ("before", "block-start"), ("after", "block-end"), ("start", "inline-start"),
      ("end", "inline-end"),
    ] {
      table["-webkit-border-\(legacy)"] = "border-\(logical)"
      for part in ["color", "style", "width"] {
        table["-webkit-border-\(legacy)-\(part)"] = "border-\(logical)-\(part)"
      }
      table["-webkit-margin-\(legacy)"] = "margin-\(logical)"
      table["-webkit-padding-\(legacy)"] = "padding-\(logical)"
    }
    for side in ["top", "right", "bottom", "left"] {
      table["scroll-snap-margin-" + side] = "scroll-margin-" + side
    }
    for part in ["outset", "repeat", "slice", "source", "width"] {
      table["-webkit-mask-box-image-\(part)"] = "mask-border-\(part)"
    }
    return table
  }()

  /// Names WebKit knows but answers with "" in a computed style.
  static let empty: Set<String> = [
    "all", "marker", "-webkit-mask", "-webkit-text-stroke", "-webkit-perspective-origin-x",
    "-webkit-perspective-origin-y", "-webkit-transform-origin-x", "-webkit-transform-origin-y",
    "-webkit-transform-origin-z", "perspective-origin-x", "perspective-origin-y",
    "transform-origin-x", "transform-origin-y", "transform-origin-z",
  ]

  /// The property `name` stands for: itself (also for an alias with a value of its own, like
  /// `-webkit-ruby-position`), or the property a legacy alias names.
  static func canonicalName(_ name: String) -> String {
    if serializers[name] != nil || ownValues[name] != nil || empty.contains(name) {
      return name
    }
    if let renamed = renamedAliases[name] { return renamed }
    for prefix in ["-webkit-", "-epub-"] where name.hasPrefix(prefix) {
      let base = String(name.dropFirst(prefix.count))
      if ComputedStyleProperties.byName[base] != nil || serializers[base] != nil {
        return base
      }
    }
    if let alias = CSSPropertyTable.aliases[name] { return alias }
    return name
  }

  /// Whether a computed style answers `name` (a lowercase property name, alias or shorthand).
  static func isKnown(_ name: String) -> Bool {
    let canonical = canonicalName(name)
    return ComputedStyleProperties.byName[canonical] != nil || serializers[canonical] != nil
      || empty.contains(canonical) || ownValues[canonical] != nil
  }

  /// The value of a shorthand or an alias with a value of its own, from the computed
  /// longhands (`longhand`), or `nil` when `name` is neither.
  static func value(_ name: String, longhand: (String) -> String) -> String? {
    if empty.contains(name) { return "" }
    if let own = ownValues[name] { return own(longhand) }
    return serializers[name]?(longhand)
  }

  // MARK: - Serializations

  private typealias Serializer = @Sendable ((String) -> String) -> String

  /// Top, right, bottom, left with repeats dropped.
  private static func quad(_ names: [String]) -> Serializer {
    { longhand in UserAgentStyle.shorthandValue(names.map(longhand)) }
  }

  /// One value when both are the same, else two.
  private static func pair(_ first: String, _ second: String) -> Serializer {
    { longhand in
      let (a, b) = (longhand(first), longhand(second))
      return a == b ? a : "\(a) \(b)"
    }
  }

  /// The values joined with `separator`.
  private static func joined(_ names: [String], separator: String = " ") -> Serializer {
    { longhand in names.map(longhand).joined(separator: separator) }
  }

  /// `width style color` of one border side.
  private static func side(_ prefix: String) -> Serializer {
    joined(["\(prefix)-width", "\(prefix)-style", "\(prefix)-color"])
  }

  /// The sides' common value, or "" when they differ.
  private static func common(_ sides: [Serializer]) -> Serializer {
    { longhand in
      let values = sides.map { $0(longhand) }
      return values.allSatisfy { $0 == values[0] } ? values[0] : ""
    }
  }

  /// The first value, then the others that are not their default (`defaults`).
  private static func omitting(_ names: [String], defaults: [String?]) -> Serializer {
    { longhand in
      var parts = [longhand(names[0])]
      for (name, initial) in zip(names.dropFirst(), defaults.dropFirst()) {
        let value = longhand(name)
        if value != initial { parts.append(value) }
      }
      return parts.joined(separator: " ")
    }
  }

  private static let physicalSides = ["top", "right", "bottom", "left"]

  private static let corners = ["top-left", "top-right", "bottom-right", "bottom-left"]

  /// `border-radius`: the horizontal radii, then ` / ` and the vertical ones when any differs.
  private static func borderRadius(legacy: Bool) -> Serializer {
    { longhand in
      let radii = corners.map { longhand("border-\($0)-radius").split(separator: " ") }
      let horizontal = radii.map { String($0.first ?? "0px") }
      let vertical = radii.map { String($0.last ?? "0px") }
      func write(_ values: [String]) -> String {
        guard legacy else { return UserAgentStyle.shorthandValue(values) }
        if values.allSatisfy({ $0 == values[0] }) { return values[0] }
        return (values[3] == values[1] ? values.prefix(3) : values[...]).joined(separator: " ")
      }
      let written = write(horizontal)
      return horizontal == vertical ? written : written + " / " + write(vertical)
    }
  }

  /// `font`: style, small-caps, weight and width when not their initial value, the size, the
  /// line height after ` / ` when not `normal`, the family.
  private static let font: Serializer = { longhand in
    var parts: [String] = []
    let style = longhand("font-style")
    if style != "normal" { parts.append(style) }
    let caps = longhand("font-variant-caps")
    if caps == "small-caps" { parts.append(caps) }
    let weight = longhand("font-weight")
    if weight != "400" { parts.append(weight) }
    let width = longhand("font-width")
    if width != "100%" { parts.append(width) }
    var size = longhand("font-size")
    let lineHeight = longhand("line-height")
    if lineHeight != "normal" { size += " / " + lineHeight }
    parts.append(size)
    parts.append(longhand("font-family"))
    return parts.joined(separator: " ")
  }

  /// `white-space`: the legacy keyword for the `white-space-collapse` and `text-wrap-mode`
  /// pair when there is one, else both.
  private static let whiteSpace: Serializer = { longhand in
    let collapse = longhand("white-space-collapse")
    let mode = longhand("text-wrap-mode")
    switch (collapse, mode) {
    case ("collapse", "wrap"): return "normal"
    case ("preserve", "nowrap"): return "pre"
    case ("preserve", "wrap"): return "pre-wrap"
    case ("preserve-breaks", "wrap"): return "pre-line"
    case ("collapse", "nowrap"): return "nowrap"
    case ("break-spaces", "wrap"): return "break-spaces"
    default: return "\(collapse) \(mode)"
    }
  }

  /// `columns`: `auto` when both are, else the ones that are not.
  private static let columns: Serializer = { longhand in
    let (width, count) = (longhand("column-width"), longhand("column-count"))
    if width == "auto" { return count }
    return count == "auto" ? width : "\(width) \(count)"
  }

  /// A `break-*` value in a legacy `page-break-*` or `-webkit-column-break-*` property.
  private static func legacyBreak(_ longhand: String, unit: String) -> Serializer {
    { value in
      switch value(longhand) {
      case unit, "always": return "always"
      case "avoid", "avoid-" + unit: return "avoid"
      case let other: return other
      }
    }
  }

  /// The shorthands, by name.
  private static let serializers: [String: Serializer] = {
    var table: [String: Serializer] = [
      "margin": quad(physicalSides.map { "margin-" + $0 }),
      "padding": quad(physicalSides.map { "padding-" + $0 }),
      "inset": quad(physicalSides),
      "scroll-margin": quad(physicalSides.map { "scroll-margin-" + $0 }),
      "scroll-padding": quad(physicalSides.map { "scroll-padding-" + $0 }),
      "border-width": quad(physicalSides.map { "border-\($0)-width" }),
      "border-style": quad(physicalSides.map { "border-\($0)-style" }),
      "border-color": quad(physicalSides.map { "border-\($0)-color" }),
      "border": common(physicalSides.map { side("border-" + $0) }),
      "border-block": common([side("border-block-start"), side("border-block-end")]),
      "border-inline": common([side("border-inline-start"), side("border-inline-end")]),
      "border-radius": borderRadius(legacy: false),
      "-webkit-border-radius": borderRadius(legacy: true),
      "outline": joined(["outline-color", "outline-style", "outline-width"]),
      "column-rule": side("column-rule"),
      "list-style": joined(["list-style-position", "list-style-image", "list-style-type"]),
      "flex": joined(["flex-grow", "flex-shrink", "flex-basis"]),
      "flex-flow": omitting(["flex-direction", "flex-wrap"], defaults: [nil, "nowrap"]),
      "gap": pair("row-gap", "column-gap"),
      "columns": columns,
      "overflow": pair("overflow-x", "overflow-y"),
      "overscroll-behavior": pair("overscroll-behavior-x", "overscroll-behavior-y"),
      "contain-intrinsic-size": pair("contain-intrinsic-width", "contain-intrinsic-height"),
      "place-content": pair("align-content", "justify-content"),
      "place-items": pair("align-items", "justify-items"),
      "place-self": pair("align-self", "justify-self"),
      "border-spacing": pair(
        "-webkit-border-horizontal-spacing", "-webkit-border-vertical-spacing"),
      "background-position": joined(["background-position-x", "background-position-y"]),
      "mask-position": joined(["-webkit-mask-position-x", "-webkit-mask-position-y"]),
      "background": { longhand in
        let parts = [
          "background-color", "background-image", "background-repeat",
          "background-attachment", "background-position-x", "background-position-y",
        ].map(longhand)
        let rest = ["background-size", "background-origin", "background-clip"].map(longhand)
        return (parts + ["/"] + rest).joined(separator: " ")
      },
      "font": font,
      "font-synthesis": { longhand in
        let parts = ["weight", "style", "small-caps"].filter {
          longhand("font-synthesis-" + $0) == "auto"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: " ")
      },
      "font-variant": { longhand in
        let parts = [
          "font-variant-ligatures", "font-variant-caps", "font-variant-alternates",
          "font-variant-numeric", "font-variant-east-asian", "font-variant-position",
          "font-variant-emoji",
        ].map(longhand).filter { $0 != "normal" }
        return parts.isEmpty ? "normal" : parts.joined(separator: " ")
      },
      "text-decoration": { $0("text-decoration-line") },
      "text-emphasis": joined(["text-emphasis-style", "text-emphasis-color"]),
      "white-space": whiteSpace,
      "text-wrap": omitting(["text-wrap-mode", "text-wrap-style"], defaults: [nil, "auto"]),
      "text-box": { longhand in
        let (trim, edge) = (longhand("text-box-trim"), longhand("text-box-edge"))
        if trim == "none" && edge == "auto" { return "normal" }
        return edge == "auto" ? trim : "\(trim) \(edge)"
      },
      "grid-template": { longhand in
        let values = ["grid-template-rows", "grid-template-columns", "grid-template-areas"]
          .map(longhand)
        return values.allSatisfy { $0 == "none" } ? "none" : values.joined(separator: " / ")
      },
      "grid": joined(
        [
          "grid-template-rows", "grid-template-columns", "grid-template-areas",
          "grid-auto-flow", "grid-auto-rows", "grid-auto-columns",
        ], separator: " / "),
      "grid-row": gridLines(["grid-row-start", "grid-row-end"]),
      "grid-column": gridLines(["grid-column-start", "grid-column-end"]),
      "grid-area": gridLines([
        "grid-row-start", "grid-column-start", "grid-row-end", "grid-column-end",
      ]),
      "animation": { longhand in
        let name = longhand("animation-name")
        guard name != "none" else { return "none" }
        return [
          "animation-duration", "animation-timing-function", "animation-delay",
          "animation-iteration-count", "animation-direction", "animation-fill-mode",
          "animation-play-state",
        ].map(longhand).joined(separator: " ") + " " + name
      },
      "animation-range": omitting(
        ["animation-range-start", "animation-range-end"], defaults: [nil, "normal"]),
      "transition": { longhand in
        let property = longhand("transition-property")
        let rest = ["transition-duration", "transition-timing-function", "transition-delay"]
          .map(longhand)
        if rest == ["0s", "ease", "0s"] { return property }
        return ([property] + rest).joined(separator: " ")
      },
      "mask": { longhand in longhand("mask-image") },
      "mask-border": { longhand in longhand("mask-border-source") },
      "border-image": { longhand in longhand("border-image-source") },
      "offset": { longhand in
        let path = longhand("offset-path")
        return path == "none" ? longhand("offset-anchor") : path
      },
      "container": omitting(["container-name", "container-type"], defaults: [nil, "normal"]),
      "scroll-timeline": omitting(
        ["scroll-timeline-name", "scroll-timeline-axis"], defaults: [nil, "block"]),
      "view-timeline": omitting(
        ["view-timeline-name", "view-timeline-axis"], defaults: [nil, "block"]),
      "position-try": { $0("position-try-fallbacks") },
      "-webkit-text-decoration": joined([
        "text-decoration-line", "text-decoration-style", "text-decoration-color",
      ]),
      "text-decoration-skip": { $0("text-decoration-skip-ink") == "none" ? "none" : "auto" },
    ]
    for axis in ["block", "inline"] {
      for prefix in ["margin", "padding", "scroll-margin", "scroll-padding"] {
        table["\(prefix)-\(axis)"] = pair("\(prefix)-\(axis)-start", "\(prefix)-\(axis)-end")
      }
      table["inset-\(axis)"] = pair("inset-\(axis)-start", "inset-\(axis)-end")
      for part in ["color", "style", "width"] {
        table["border-\(axis)-\(part)"] = pair(
          "border-\(axis)-start-\(part)", "border-\(axis)-end-\(part)")
      }
      for end in ["start", "end"] {
        table["border-\(axis)-\(end)"] = side("border-\(axis)-\(end)")
      }
    }
    for side in physicalSides {
      table["border-" + side] = ComputedStyleShorthand.side("border-" + side)
    }
    for position in ["after", "before", "inside"] {
      table["page-break-" + position] = legacyBreak("break-" + position, unit: "page")
    }
    return table
  }()

  /// Aliases with a value of their own, written from a longhand.
  private static let ownValues: [String: Serializer] = {
    var table: [String: Serializer] = [
      "-webkit-ruby-position": { longhand in
        switch longhand("ruby-position") {
        case "over": return "before"
        case "under": return "after"
        case let other: return other
        }
      },
      "-webkit-mask-source-type": { longhand in
        let mode = longhand("mask-mode")
        return mode == "match-source" ? "alpha" : mode
      },
      "-webkit-mask-composite": { longhand in
        switch longhand("mask-composite") {
        case "subtract": return "source-out"
        case "intersect": return "source-in"
        case "exclude": return "xor"
        default: return "source-over"
        }
      },
      "-webkit-text-decoration-skip": {
        $0("text-decoration-skip-ink") == "none" ? "none" : "auto"
      },
    ]
    for position in ["after", "before", "inside"] {
      table["-webkit-column-break-" + position] = legacyBreak(
        "break-" + position, unit: "column")
    }
    return table
  }()

  /// `grid-row`, `grid-column`, `grid-area`: `auto` when every line is, else the lines joined
  /// with ` / `.
  private static func gridLines(_ names: [String]) -> Serializer {
    { longhand in
      let values = names.map(longhand)
      return values.allSatisfy { $0 == "auto" } ? "auto" : values.joined(separator: " / ")
    }
  }
}
