/// A shorthand property: how its value expands to longhands, and how the longhands serialize
/// back to one shorthand value ("" when they cannot).
///
/// https://drafts.csswg.org/css-cascade-5/#shorthand-property
struct CSSShorthand: Sendable {
  /// How the value is spread over the longhands.
  enum Kind: Sendable {
    /// `top right bottom left`, one to four values (`margin`, `padding`, `border-width`…).
    case sides
    /// `<line-width> || <line-style> || <color>` over `[width, style, color]` longhands.
    case line
    /// `border`: a line value set on all four sides (width ×4, style ×4, color ×4).
    case border
    /// One or two keywords, `x` then `y` (`overflow`).
    case pair
    /// `background`, comma-separated layers.
    case background
  }

  /// The shorthand's name.
  let name: String
  /// Its longhands, in the order they are appended to a declaration block.
  let longhands: [String]
  /// How it expands.
  let kind: Kind

  /// The supported shorthands, in the preferred order of cssText serialization (more
  /// longhands first). https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
  static let all: [CSSShorthand] = {
    let sides = ["top", "right", "bottom", "left"]
    var list: [CSSShorthand] = [
      CSSShorthand(
        name: "border",
        longhands: ["width", "style", "color"].flatMap { part in
          sides.map { "border-\($0)-\(part)" }
        },
        kind: .border),
      CSSShorthand(
        name: "background",
        longhands: [
          "background-image", "background-position", "background-size", "background-repeat",
          "background-attachment", "background-origin", "background-clip", "background-color",
        ],
        kind: .background),
      CSSShorthand(name: "margin", longhands: sides.map { "margin-" + $0 }, kind: .sides),
      CSSShorthand(name: "padding", longhands: sides.map { "padding-" + $0 }, kind: .sides),
    ]
    for part in ["width", "style", "color"] {
      list.append(
        CSSShorthand(
          name: "border-" + part, longhands: sides.map { "border-\($0)-\(part)" }, kind: .sides))
    }
    for side in sides {
      list.append(
        CSSShorthand(
          name: "border-" + side,
          longhands: ["width", "style", "color"].map { "border-\(side)-\($0)" }, kind: .line))
    }
    list.append(
      CSSShorthand(
        name: "outline", longhands: ["outline-width", "outline-style", "outline-color"],
        kind: .line))
    list.append(
      CSSShorthand(name: "overflow", longhands: ["overflow-x", "overflow-y"], kind: .pair))
    return list
  }()

  private static let byName: [String: CSSShorthand] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The shorthand called `name` (canonical), if any.
  static func named(_ name: String) -> CSSShorthand? { byName[name] }

  /// The shorthands that include `longhand`, in preferred order.
  static func containing(_ longhand: String) -> [CSSShorthand] {
    all.filter { $0.longhands.contains(longhand) }
  }

  private func grammar(_ index: Int) -> CSSValueGrammar {
    CSSPropertyTable.longhands[longhands[index]] ?? .asWritten
  }

  // MARK: - Expanding

  /// The longhand declarations that `value` sets, or `nil` when it is invalid. Omitted parts
  /// get their initial values.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#shorthand-property
  func expand(_ value: [CSSComponentValue], context: CSSParserContext)
    -> [(name: String, value: String)]?
  {
    // Substitution functions in shorthands are not supported: the declaration is dropped.
    guard !value.contains(where: { $0.containsSubstitution || $0.isInvalidAnywhere }) else {
      return nil
    }
    let parts = value.withoutWhitespace
    let values: [String]?
    switch kind {
    case .sides:
      values = expandSides(parts, context: context)
    case .line:
      values = expandLine(parts, context: context)
    case .border:
      values = expandLine(parts, context: context).map { line in
        line.flatMap { Array(repeating: $0, count: 4) }
      }
    case .pair:
      let keywords = parts.compactMap { grammar(0).serialize([$0], context: context) }
      values =
        (parts.count == 1 || parts.count == 2) && keywords.count == parts.count
        ? [keywords[0], keywords.last ?? keywords[0]] : nil
    case .background:
      values = expandBackground(value, context: context)
    }
    return values.map { Array(zip(longhands, $0)).map { (name: $0.0, value: $0.1) } }
  }

  private func expandSides(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    guard (1...4).contains(parts.count) else { return nil }
    let values = parts.compactMap { grammar(0).serialize([$0], context: context) }
    guard values.count == parts.count else { return nil }
    let top = values[0]
    let right = values.count > 1 ? values[1] : top
    let bottom = values.count > 2 ? values[2] : top
    let left = values.count > 3 ? values[3] : right
    return [top, right, bottom, left]
  }

  /// `<line-width> || <line-style> || <color>` → `[width, style, color]`.
  private func expandLine(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    guard (1...3).contains(parts.count) else { return nil }
    let names = kind == .border ? [longhands[0], longhands[4], longhands[8]] : longhands
    var found: [String?] = [nil, nil, nil]
    for part in parts {
      var matched = false
      for index in 0..<3 where found[index] == nil {
        let grammar = CSSPropertyTable.longhands[names[index]] ?? .asWritten
        if let text = grammar.serialize([part], context: context) {
          found[index] = text
          matched = true
          break
        }
      }
      guard matched else { return nil }
    }
    return (0..<3).map { found[$0] ?? CSSPropertyTable.initialValue(names[$0]) }
  }

  /// https://drafts.csswg.org/css-backgrounds-3/#background
  private func expandBackground(_ value: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    let layers = value.splitOnCommas()
    var columns = Array(repeating: [String](), count: 7)
    var color = CSSPropertyTable.initialValue("background-color")
    for (layerIndex, layer) in layers.enumerated() {
      let isFinal = layerIndex == layers.count - 1
      guard let parsed = Self.backgroundLayer(layer.withoutWhitespace, isFinal: isFinal) else {
        return nil
      }
      for index in 0..<7 {
        columns[index].append(
          parsed.values[index] ?? CSSPropertyTable.initialValue(longhands[index]))
      }
      if let layerColor = parsed.color { color = layerColor }
    }
    return columns.map { $0.joined(separator: ", ") } + [color]
  }

  /// One background layer: `[image, position, size, repeat, attachment, origin, clip]` and the
  /// color (final layer only). Clip defaults to the origin box when only one box is given.
  private static func backgroundLayer(_ parts: [CSSComponentValue], isFinal: Bool)
    -> (values: [String?], color: String?)?
  {
    guard !parts.isEmpty else { return nil }
    var values: [String?] = Array(repeating: nil, count: 7)
    var color: String?
    var index = 0
    let boxes: Set<String> = ["border-box", "padding-box", "content-box"]
    while index < parts.count {
      let part = parts[index]
      if values[0] == nil,
        let image = CSSValueGrammar.keyword(part, in: ["none"]) ?? CSSValueGrammar.image(part)
      {
        values[0] = image
        index += 1
      } else if values[1] == nil, CSSValueGrammar.positionComponent(part) != nil {
        var end = index
        while end < parts.count, end - index < 4,
          CSSValueGrammar.positionComponent(parts[end]) != nil
        {
          end += 1
        }
        guard let position = CSSValueGrammar.position(Array(parts[index..<end])) else {
          return nil
        }
        values[1] = position
        index = end
        if index < parts.count, parts[index] == .token(.delim("/")) {
          var sizeEnd = index + 1
          while sizeEnd < parts.count, sizeEnd - index <= 2,
            CSSValueGrammar.size([parts[sizeEnd]]) != nil
          {
            sizeEnd += 1
          }
          guard let size = CSSValueGrammar.size(Array(parts[(index + 1)..<sizeEnd])) else {
            return nil
          }
          values[2] = size
          index = sizeEnd
        }
      } else if values[3] == nil, CSSValueGrammar.repeatStyle([part]) != nil {
        if index + 1 < parts.count,
          let pair = CSSValueGrammar.repeatStyle([part, parts[index + 1]])
        {
          values[3] = pair
          index += 2
        } else {
          values[3] = CSSValueGrammar.repeatStyle([part])
          index += 1
        }
      } else if values[4] == nil,
        let attachment = CSSValueGrammar.keyword(part, in: ["scroll", "fixed", "local"])
      {
        values[4] = attachment
        index += 1
      } else if values[6] == nil, let box = CSSValueGrammar.keyword(part, in: boxes) {
        if values[5] == nil { values[5] = box } else { values[6] = box }
        index += 1
      } else if isFinal, color == nil, let layerColor = CSSColor.serialize(part) {
        color = layerColor
        index += 1
      } else {
        return nil
      }
    }
    if values[6] == nil, let origin = values[5] { values[6] = origin }
    return (values, color)
  }

  // MARK: - Serializing

  /// The shorthand value for the longhand values (in ``longhands`` order), or "" when they
  /// cannot be written as this shorthand.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-value
  func serialize(_ values: [String]) -> String {
    guard values.count == longhands.count, let first = values.first else { return "" }
    // CSS-wide keywords: all the same keyword, or not representable.
    let wide = values.filter { CSSValueGrammar.cssWideKeywords.contains($0) }
    if !wide.isEmpty {
      return wide.count == values.count && values.allSatisfy({ $0 == first }) ? first : ""
    }
    switch kind {
    case .sides:
      let (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
      if left != right { return [top, right, bottom, left].joined(separator: " ") }
      if bottom != top { return [top, right, bottom].joined(separator: " ") }
      if right != top { return top + " " + right }
      return top
    case .line:
      return Self.serializeLine(values, names: longhands)
    case .border:
      let sides = (0..<4).map { side in
        Self.serializeLine(
          [values[side], values[4 + side], values[8 + side]],
          names: [longhands[side], longhands[4 + side], longhands[8 + side]])
      }
      return sides.allSatisfy { $0 == sides[0] } ? sides[0] : ""
    case .pair:
      return values[0] == values[1] ? values[0] : values[0] + " " + values[1]
    case .background:
      return serializeBackground(values)
    }
  }

  /// Width, style and color with initial values left out (all initial → `none`).
  private static func serializeLine(_ values: [String], names: [String]) -> String {
    let parts = zip(values, names).filter { $0.0 != CSSPropertyTable.initialValue($0.1) }
    return parts.isEmpty ? "none" : parts.map(\.0).joined(separator: " ")
  }

  private func serializeBackground(_ values: [String]) -> String {
    let columns = values.prefix(7).map { value in
      CSSComponentValueParser.parseList(value).splitOnCommas().map {
        CSSSerialization.componentValues($0)
      }
    }
    let layerCount = columns[0].count
    guard columns.allSatisfy({ $0.count == layerCount }) else { return "" }
    let color = values[7]
    var layers: [String] = []
    for layer in 0..<layerCount {
      let value = { (index: Int) in columns[index][layer] }
      var parts: [String] = []
      if value(0) != "none" { parts.append(value(0)) }
      let hasSize = value(2) != "auto"
      if value(1) != "0% 0%" || hasSize { parts.append(value(1)) }
      if hasSize { parts.append("/ " + value(2)) }
      if value(3) != "repeat" { parts.append(value(3)) }
      if value(4) != "scroll" { parts.append(value(4)) }
      if value(5) != "padding-box" || value(6) != "border-box" {
        parts.append(value(5))
        if value(6) != value(5) { parts.append(value(6)) }
      }
      if layer == layerCount - 1 && color != "transparent" { parts.append(color) }
      layers.append(parts.isEmpty ? "none" : parts.joined(separator: " "))
    }
    return layers.joined(separator: ", ")
  }
}
