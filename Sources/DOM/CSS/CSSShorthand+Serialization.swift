// Serializing longhands back into a shorthand value, as WebKit's `ShorthandSerializer` does.
// https://drafts.csswg.org/cssom/#serialize-a-css-value

extension CSSShorthand {
  /// The shorthand value for the longhands' values (in ``longhands`` order, none of them a
  /// CSS-wide keyword or a substitution), or `nil` when they cannot be written as this
  /// shorthand.
  func serialize(_ values: [String]) -> String? {
    guard values.count == longhands.count else { return nil }
    switch serialization {
    case .quad:
      let (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
      if left != right { return [top, right, bottom, left].joined(separator: " ") }
      if bottom != top { return [top, right, bottom].joined(separator: " ") }
      if right != top { return top + " " + right }
      return top
    case .pair:
      return values[0] == values[1] ? values[0] : values[0] + " " + values[1]
    case .omittingInitialValues:
      let kept = values.indices.filter { values[$0] != initial($0) }.map { values[$0] }
      return kept.isEmpty ? values[0] : kept.joined(separator: " ")
    case .allValues:
      return values.joined(separator: " ")
    case .border:
      return serializeBorder(values)
    case .same:
      return Set(values).count == 1 ? values[0] : nil
    case .gridTemplate:
      return Self.serializeGridTemplate(rows: values[0], columns: values[1], areas: values[2])
    case .grid:
      return Self.serializeGrid(values)
    case .whiteSpace:
      return Self.whiteSpaceKeywords.first(where: {
        $0.collapse == values[0] && $0.mode == values[1]
      })?.keyword ?? values.joined(separator: " ")
    case .container:
      return values[1] == initial(1) ? values[0] : values[0] + " / " + values[1]
    case .borderRadius:
      return serializeBorderRadius(values)
    case .borderImage:
      return serializeBorderImage(values)
    case .layered:
      return serializeLayered(values)
    case .mask:
      return serializeMask(values)
    case .offset:
      return serializeOffset(values)
    case .font:
      return serializeFont(values)
    case .longhandsOnly:
      return nil
    case .gridLines:
      return serializeGridLines(values)
    case .timeLayers:
      return serializeTimeLayers(values)
    }
  }

  private func serializeGridLines(_ values: [String]) -> String? {
    var lines = values
    func isIdentifier(_ line: String) -> Bool {
      !line.contains(" ") && line.first.map { !$0.isNumber && $0 != "-" } == true
        && line != "auto"
    }
    while lines.count > 1 {
      let index = lines.count - 1
      let opposite = max(index - (values.count == 4 ? 2 : 1), 0)
      let fallback = isIdentifier(lines[opposite]) ? lines[opposite] : "auto"
      guard lines[index] == fallback else { break }
      lines.removeLast()
    }
    return lines.joined(separator: " / ")
  }

  /// Each layer's non-initial values: for `transition` the property first, then duration,
  /// timing function, delay, behavior (as WebKit writes it); for `animation` in longhand
  /// order. A delay is written with its duration; all initial writes the first. The longhands'
  /// lists must have the same length.
  private func serializeTimeLayers(_ values: [String]) -> String? {
    let lists = values.map { value in
      CSSComponentValueParser.parseList(value).splitOnCommas().map {
        CSSSerialization.componentValues($0)
      }
    }
    guard let count = lists.first?.count, lists.allSatisfy({ $0.count == count }) else {
      return nil
    }
    let order = name == "transition" ? [4, 0, 1, 2, 3] : Array(values.indices)
    var layers: [String] = []
    for layer in 0..<count {
      var skip = values.indices.map { lists[$0][layer] == initial($0) }
      if let delay = longhands.firstIndex(where: { $0.hasSuffix("-delay") }), !skip[delay] {
        skip[0] = false
      }
      if name == "animation", (8..<11).contains(where: { !skip[$0] }) { return nil }
      let kept = order.filter { !skip[$0] }
      layers.append(
        (kept.isEmpty ? [order[0]] : kept).map { lists[$0][layer] }.joined(separator: " "))
    }
    return layers.joined(separator: ", ")
  }

  /// Widths, styles and colors each the same on all sides, defaults left out, `border-image`
  /// initial. All defaults give `medium` (WebKit; fixture `style/border`).
  private func serializeBorder(_ values: [String]) -> String? {
    let sideCount = name == "border" ? 4 : 2
    var sections: [String] = []
    for (section, fallback) in [(0, "medium"), (1, "none"), (2, "currentcolor")] {
      let common = values[(section * sideCount)..<(section * sideCount + sideCount)]
      guard Set(common).count == 1, let value = common.first else { return nil }
      if value != fallback { sections.append(value) }
    }
    guard (sideCount * 3..<values.count).allSatisfy({ values[$0] == initial($0) }) else {
      return nil
    }
    return sections.isEmpty ? "medium" : sections.joined(separator: " ")
  }

  private func serializeBorderRadius(_ values: [String]) -> String? {
    let pairs = values.map { value -> (String, String) in
      let parts = value.split(separator: " ").map(String.init)
      let first = parts.first ?? value
      return (first, parts.count > 1 ? parts[1] : first)
    }
    let horizontal = pairs.map(\.0)
    let vertical = pairs.map(\.1)
    func radii(_ r: [String]) -> String {
      if r[3] != r[1] { return r.joined(separator: " ") }
      if r[2] != r[0] { return r[0...2].joined(separator: " ") }
      if r[1] != r[0] { return r[0] + " " + r[1] }
      return r[0]
    }
    let both = horizontal != vertical
    return radii(horizontal) + (both ? " / " + radii(vertical) : "")
  }

  private func serializeBorderImage(_ values: [String]) -> String? {
    var result = ""
    var omittedSlice = false
    var omittedWidth = false
    var separator = ""
    for index in values.indices {
      if values[index] == initial(index) {
        if index == 1 { omittedSlice = true }
        if index == 2 { omittedWidth = true }
        continue
      }
      if omittedSlice && (index == 2 || index == 3) { return nil }
      if index == 2 { separator = " / " }
      if index == 3 { separator = omittedWidth ? " / / " : " / " }
      result += separator + values[index]
      separator = " "
    }
    return result.isEmpty ? "none" : result
  }

  /// Layer by layer, each layer's non-initial values (`background`, `background-position`):
  /// a position is written with both coordinates, a size after ` / ` with the position, one
  /// box when origin and clip are the same; the color only in the last layer.
  func serializeLayered(_ values: [String]) -> String? {
    let lists = values.map { value in
      CSSComponentValueParser.parseList(value).splitOnCommas().map {
        CSSSerialization.componentValues($0)
      }
    }
    let layerCount = lists.map(\.count).max() ?? 1
    let colorIndex = longhands.firstIndex(of: "background-color")
    var result = ""
    for layer in 0..<layerCount {
      var layerValues: [String?] = []
      var skip: [Bool] = []
      for index in values.indices {
        let list = lists[index]
        let value: String?
        var skipped = false
        if list.count > 1 || layerCount == 1 {
          value = layer < list.count ? list[layer] : nil
        } else {
          value = list.first
          let singletonLayer = index == colorIndex ? layerCount - 1 : 0
          skipped = layer != singletonLayer
        }
        layerValues.append(value)
        skip.append(skipped || value == nil || value == initial(index))
      }
      for index in values.indices {
        let longhand = longhands[index]
        if longhand == "background-clip" || longhand == "mask-clip" {
          let origin = index - 1
          if layerValues[origin] == layerValues[index] {
            if !skip[origin] && !skip[index] { skip[index] = true }
          } else if layerValues[index] == "no-clip" {
            skip[index] = false
          } else if !skip[origin] || !skip[index] {
            skip[origin] = false
            skip[index] = false
          }
        }
        if longhand == "background-position-y" || longhand == "-webkit-mask-position-y" {
          if values.count == 2 {
            skip[0] = false
            skip[1] = false
          } else if !skip[index - 1] {
            skip[index] = false
          }
        }
        if skip[index] { continue }
        if longhand == "background-size" || longhand == "mask-size" {
          skip[index - 2] = false
          skip[index - 1] = false
        }
      }
      let allSkipped = !skip.contains(false)
      var separator = result.isEmpty ? "" : ", "
      for index in values.indices {
        if allSkipped ? index != 0 : skip[index] { continue }
        if longhands[index] == "background-size" || longhands[index] == "mask-size" {
          separator = " / "
        }
        result += separator + (layerValues[index] ?? initial(index))
        separator = " "
      }
    }
    return result
  }

  /// `[style] [small-caps] [weight] [width] size[ / line-height] family`; `nil` when a reset
  /// longhand is not initial or `font-variant-caps` is neither `normal` nor `small-caps`.
  private func serializeFont(_ values: [String]) -> String? {
    let systemFonts = values.filter { Self.systemFonts.contains($0) }
    if !systemFonts.isEmpty {
      return systemFonts.count == values.count && Set(values).count == 1 ? values[0] : nil
    }
    guard (7..<values.count).allSatisfy({ values[$0] == initial($0) }) else { return nil }
    guard values[1] == "normal" || values[1] == "small-caps" else { return nil }
    // A width is written as a keyword; a percentage that is one becomes it (`75%` →
    // `condensed`), any other stops the shorthand.
    guard let width = CSSValueGrammar.fontWidthKeyword(values[3]) else { return nil }
    var parts: [String] = []
    for index in 0..<4 {
      let value = index == 3 ? width : values[index]
      if value != initial(index) { parts.append(value) }
    }
    parts.append(values[4])
    if values[5] != initial(5) { parts.append("/ " + values[5]) }
    parts.append(values[6])
    return parts.joined(separator: " ")
  }
}
