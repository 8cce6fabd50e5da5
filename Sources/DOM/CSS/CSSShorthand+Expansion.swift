// Expanding a shorthand's value into its longhands' values.
// https://drafts.csswg.org/css-cascade-5/#shorthand-property

extension CSSShorthand {
  /// The longhand values (in ``longhands`` order) that `value` sets, or `nil` when it is
  /// invalid. Omitted parts get their initial values. `value` has no substitution function
  /// and no CSS-wide keyword (the caller handles those).
  func expand(_ value: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    guard !value.contains(where: { $0.isInvalidAnywhere }) else { return nil }
    let parts = value.withoutWhitespace
    guard !parts.isEmpty else { return nil }
    // A CSS-wide keyword is only valid alone.
    if parts.contains(where: {
      CSSValueGrammar.keyword($0, in: CSSValueGrammar.cssWideKeywords) != nil
    }) {
      return nil
    }
    switch expansion {
    case .sides: return expandSides(parts, context: context)
    case .pair: return expandPair(parts, context: context)
    case .anyOrder: return expandAnyOrder(parts, context: context)
    case .single: return grammar(0).serialize(value, context: context).map { [$0] }
    case .border: return expandBorder(parts, context: context)
    case .same:
      return grammar(0).serialize(value, context: context).map { text in longhands.map { _ in text }
      }
    case .gridTemplate: return Self.expandGridTemplate(parts)
    case .grid: return Self.expandGrid(parts)
    case .whiteSpace:
      if parts.count == 1,
        let keyword = CSSValueGrammar.keyword(
          parts[0], in: Set(Self.whiteSpaceKeywords.map(\.keyword))),
        let entry = Self.whiteSpaceKeywords.first(where: { $0.keyword == keyword })
      {
        return [entry.collapse, entry.mode]
      }
      return expandAnyOrder(parts, context: context)
    case .container:
      let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
      guard groups.count <= 2, let name = grammar(0).serialize(Array(groups[0]), context: context)
      else { return nil }
      guard groups.count == 2 else { return [name, initial(1)] }
      return grammar(1).serialize(Array(groups[1]), context: context).map { [name, $0] }
    case .borderRadius: return expandBorderRadius(parts, context: context)
    case .borderImage: return expandBorderImage(parts, context: context)
    case .background: return expandBackground(value, context: context)
    case .mask: return expandMask(value)
    case .offset: return expandOffset(parts)
    case .font: return expandFont(value, context: context)
    case .fontVariant: return expandFontVariant(parts, context: context)
    case .flex: return expandFlex(parts, context: context)
    case .position: return expandPosition(value)
    case .gridLines: return expandGridLines(parts)
    case .timeLayers: return expandTimeLayers(value, context: context)
    }
  }

  private func expandPosition(_ value: [CSSComponentValue]) -> [String]? {
    var xs: [String] = []
    var ys: [String] = []
    for layer in value.splitOnCommas() {
      guard let position = CSSValueGrammar.position(layer.withoutWhitespace) else { return nil }
      let (x, y) = CSSValueGrammar.splitPosition(position)
      xs.append(x)
      ys.append(y)
    }
    return [xs.joined(separator: ", "), ys.joined(separator: ", ")]
  }

  /// `<grid-line> [/ <grid-line>]*`; an omitted line is the start line's identifier when that
  /// is one, else `auto`. https://drafts.csswg.org/css-grid-2/#placement-shorthands
  private func expandGridLines(_ parts: [CSSComponentValue]) -> [String]? {
    let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
    guard groups.count <= longhands.count else { return nil }
    var lines: [String] = []
    for group in groups {
      guard (1...3).contains(group.count),
        group.allSatisfy({
          switch $0 {
          case .token(.ident), .token(.number): return true
          default: return false
          }
        })
      else { return nil }
      lines.append(CSSSerialization.componentValues(Array(group).spaced))
    }
    func isIdentifier(_ line: String) -> Bool {
      !line.contains(" ") && line.first.map { !$0.isNumber && $0 != "-" } == true
        && line != "auto"
    }
    // grid-area: row-start, column-start, row-end, column-end.
    for index in lines.count..<longhands.count {
      let opposite = max(index - (longhands.count == 4 ? 2 : 1), 0)
      lines.append(isIdentifier(lines[opposite]) ? lines[opposite] : "auto")
    }
    return lines
  }

  private static let timingKeywords: Set<String> = [
    "ease", "linear", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
  ]

  /// https://drafts.csswg.org/css-transitions-1/#transition-shorthand-property and
  /// https://drafts.csswg.org/css-animations-1/#animation
  private func expandTimeLayers(_ value: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    let isAnimation = name == "animation"
    var columns = Array(repeating: [String](), count: longhands.count)
    for layer in value.splitOnCommas() {
      var found: [String?] = Array(repeating: nil, count: longhands.count)
      for part in layer.withoutWhitespace {
        guard let (slot, text) = timeLayerPart(part, found: found, isAnimation: isAnimation)
        else { return nil }
        found[slot] = text
      }
      for index in longhands.indices { columns[index].append(found[index] ?? initial(index)) }
    }
    return columns.map { $0.joined(separator: ", ") }
  }

  private func timeLayerPart(_ part: CSSComponentValue, found: [String?], isAnimation: Bool)
    -> (Int, String)?
  {
    func free(_ longhand: String) -> Int? {
      longhands.firstIndex(of: longhand).flatMap { found[$0] == nil ? $0 : nil }
    }
    let prefix = isAnimation ? "animation-" : "transition-"
    switch part {
    case .token(.dimension(let number, let unit)):
      let lower = unit.asciiLowercased()
      guard lower == "s" || lower == "ms" else { return nil }
      let text = CSSSerialization.number(number.value) + lower
      if let slot = free(prefix + "duration"), number.value >= 0 { return (slot, text) }
      return free(prefix + "delay").map { ($0, text) }
    case .token(.number(let number)):
      guard isAnimation, number.value >= 0 else { return nil }
      return free("animation-iteration-count").map { ($0, CSSSerialization.number(number.value)) }
    case .function(let functionName, _):
      let lower = functionName.asciiLowercased()
      guard ["cubic-bezier", "steps", "linear"].contains(lower) else { return nil }
      return free(prefix + "timing-function").map {
        ($0, CSSSerialization.componentValue(CSSValueGrammar.normalize([part])[0]))
      }
    case .token(.ident(let identifier)):
      let lower = identifier.asciiLowercased()
      if Self.timingKeywords.contains(lower), let slot = free(prefix + "timing-function") {
        return (slot, lower)
      }
      if isAnimation {
        let groups: [(String, Set<String>)] = [
          ("animation-iteration-count", ["infinite"]),
          ("animation-direction", ["normal", "reverse", "alternate", "alternate-reverse"]),
          ("animation-fill-mode", ["none", "forwards", "backwards", "both"]),
          ("animation-play-state", ["running", "paused"]),
        ]
        for (longhand, keywords) in groups where keywords.contains(lower) {
          if let slot = free(longhand) { return (slot, lower) }
        }
        return free("animation-name").map { ($0, CSSSerialization.identifier(identifier)) }
      }
      if ["normal", "allow-discrete"].contains(lower), let slot = free("transition-behavior") {
        return (slot, lower)
      }
      let property = CSSPropertyTable.canonicalName(lower) ?? lower
      return free("transition-property").map {
        ($0, lower == "all" || lower == "none" ? lower : CSSSerialization.identifier(property))
      }
    case .token(.string(let text)):
      guard isAnimation else { return nil }
      return free("animation-name").map { ($0, CSSSerialization.string(text)) }
    default:
      return nil
    }
  }

  private func expandSides(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    guard (1...4).contains(parts.count) else { return nil }
    var values: [String] = []
    for (index, part) in parts.enumerated() {
      guard let text = grammar(index).serialize([part], context: context) else { return nil }
      values.append(text)
    }
    let top = values[0]
    let right = values.count > 1 ? values[1] : top
    let bottom = values.count > 2 ? values[2] : top
    let left = values.count > 3 ? values[3] : right
    return [top, right, bottom, left]
  }

  private func expandPair(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    // `contain-intrinsic-size`: each value may be `auto` and a length.
    if name == "contain-intrinsic-size" {
      var groups: [[CSSComponentValue]] = []
      var pendingAuto: CSSComponentValue?
      for part in parts {
        if pendingAuto == nil, CSSValueGrammar.keyword(part, in: ["auto"]) != nil {
          pendingAuto = part
          continue
        }
        groups.append([pendingAuto, part].compactMap { $0 })
        pendingAuto = nil
      }
      guard pendingAuto == nil, groups.count == 1 || groups.count == 2,
        let first = grammar(0).serialize(groups[0].spaced, context: context),
        let second = grammar(1).serialize(groups[groups.count - 1].spaced, context: context)
      else { return nil }
      return [first, second]
    }
    guard parts.count == 1 || parts.count == 2,
      let first = grammar(0).serialize([parts[0]], context: context),
      let second = grammar(1).serialize([parts[parts.count - 1]], context: context)
    else { return nil }
    return [first, second]
  }

  /// Each part is given to the first longhand not yet set whose grammar accepts it; a part
  /// that several longhands accept as a keyword of theirs (`none` in `list-style`, `auto` in
  /// `columns`) is kept for the ones left over at the end.
  private func expandAnyOrder(_ parts: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    // `text-emphasis`: the style may be two keywords (`open circle`).
    if name == "text-emphasis" {
      var colors: [String] = []
      var style: [CSSComponentValue] = []
      for part in parts {
        if let color = grammar(1).serialize([part], context: context) {
          colors.append(color)
        } else {
          style.append(part)
        }
      }
      guard colors.count <= 1 else { return nil }
      if style.isEmpty { return [initial(0), colors.first ?? initial(1)] }
      guard let styleText = grammar(0).serialize(style.spaced, context: context) else {
        return nil
      }
      return [styleText, colors.first ?? initial(1)]
    }
    guard parts.count <= longhands.count else { return nil }
    var found: [String?] = Array(repeating: nil, count: longhands.count)
    var deferred: [String] = []
    for part in parts {
      let accepting = longhands.indices.filter {
        found[$0] == nil && grammar($0).serialize([part], context: context) != nil
      }
      guard let first = accepting.first else { return nil }
      let text = grammar(first).serialize([part], context: context) ?? ""
      if accepting.count > 1, text == "none" || text == "auto" {
        deferred.append(text)
        continue
      }
      found[first] = text
    }
    for text in deferred {
      guard
        let index = longhands.indices.first(where: {
          found[$0] == nil
            && grammar($0).serialize(CSSComponentValueParser.parseList(text), context: context)
              != nil
        })
      else { return nil }
      found[index] = text
    }
    // `list-style: none` sets both the image and the type to `none`.
    if name == "list-style", deferred.contains("none"), found[2] == nil { found[2] = "none" }
    return longhands.indices.map { found[$0] ?? initial($0) }
  }

  private func expandBorder(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    guard let line = CSSShorthand.named("border-top")?.expandAnyOrder(parts, context: context)
    else { return nil }
    let sideCount = name == "border" ? 4 : 2
    return line.flatMap { Array(repeating: $0, count: sideCount) }
      + (sideCount * 3..<longhands.count).map { initial($0) }
  }

  private func expandBorderRadius(_ parts: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
    guard groups.count == 1 || groups.count == 2 else { return nil }
    func radii(_ group: ArraySlice<CSSComponentValue>) -> [String]? {
      guard (1...4).contains(group.count) else { return nil }
      var values: [String] = []
      for part in group {
        guard
          let text = CSSValueGrammar.length(
            part, keywords: [], percentages: true, negative: false, unitless: false)
        else { return nil }
        values.append(text)
      }
      let topLeft = values[0]
      let topRight = values.count > 1 ? values[1] : topLeft
      let bottomRight = values.count > 2 ? values[2] : topLeft
      let bottomLeft = values.count > 3 ? values[3] : topRight
      return [topLeft, topRight, bottomRight, bottomLeft]
    }
    guard let horizontal = radii(groups[0]) else { return nil }
    let vertical = groups.count == 2 ? radii(groups[1]) : horizontal
    guard let vertical else { return nil }
    return zip(horizontal, vertical).map { $0 == $1 ? $0 : $0 + " " + $1 }
  }

  /// A simplified `border-image`: an image or `none`, then slices (numbers, percentages,
  /// `fill`), optional `/ width` and `/ outset`, and one or two repeat keywords.
  private func expandBorderImage(_ parts: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    var values: [String?] = [nil, nil, nil, nil, nil]
    var index = 0
    func run(_ accepts: (CSSComponentValue) -> Bool) -> [CSSComponentValue] {
      var taken: [CSSComponentValue] = []
      while index < parts.count, accepts(parts[index]), taken.count < 5 {
        taken.append(parts[index])
        index += 1
      }
      return taken
    }
    func isSliceOrWidth(_ part: CSSComponentValue) -> Bool {
      switch part {
      case .token(.number), .token(.percentage), .token(.dimension): return true
      case .token(.ident(let name)): return ["fill", "auto"].contains(name.asciiLowercased())
      default: return false
      }
    }
    let repeats: Set<String> = ["stretch", "repeat", "round", "space"]
    while index < parts.count {
      let part = parts[index]
      if values[0] == nil,
        let image = CSSValueGrammar.keyword(part, in: ["none"]) ?? CSSValueGrammar.image(part)
      {
        values[0] = image
        index += 1
      } else if values[1] == nil, isSliceOrWidth(part) {
        values[1] = Self.quadText(run(isSliceOrWidth))
        for slot in 2...3 where index < parts.count && parts[index] == .token(.delim("/")) {
          index += 1
          let widths = run(isSliceOrWidth)
          if !widths.isEmpty { values[slot] = Self.quadText(widths) }
        }
      } else if values[4] == nil, CSSValueGrammar.keyword(part, in: repeats) != nil {
        let taken = run { CSSValueGrammar.keyword($0, in: repeats) != nil }
        guard taken.count <= 2 else { return nil }
        let keywords = taken.compactMap { CSSValueGrammar.keyword($0, in: repeats) }
        values[4] =
          keywords.count == 2 && keywords[0] != keywords[1]
          ? keywords.joined(separator: " ") : keywords[0]
      } else {
        return nil
      }
    }
    return (0..<5).map { values[$0] ?? initial($0) }
  }

  /// Up to four edge values written with repeats dropped, as `margin` is (`30 30` → `30`),
  /// and `fill` kept last.
  private static func quadText(_ parts: [CSSComponentValue]) -> String {
    let texts = parts.map { CSSSerialization.componentValue(CSSValueGrammar.normalize([$0])[0]) }
    let fill = texts.filter { $0 == "fill" }
    var edges = texts.filter { $0 != "fill" }
    if edges.count == 4 && edges[3] == edges[1] { edges.removeLast() }
    if edges.count == 3 && edges[2] == edges[0] { edges.removeLast() }
    if edges.count == 2 && edges[1] == edges[0] { edges.removeLast() }
    return (edges + fill).joined(separator: " ")
  }

  /// https://drafts.csswg.org/css-backgrounds-3/#background
  private func expandBackground(_ value: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    let layers = value.splitOnCommas()
    var columns = Array(repeating: [String](), count: 8)
    var color = initial(8)
    for (layerIndex, layer) in layers.enumerated() {
      let isFinal = layerIndex == layers.count - 1
      guard let parsed = Self.backgroundLayer(layer.withoutWhitespace, isFinal: isFinal) else {
        return nil
      }
      let position = parsed.values[1].map(CSSValueGrammar.splitPosition)
      let layerValues: [String?] = [
        parsed.values[0], position?.x, position?.y, parsed.values[2], parsed.values[3],
        parsed.values[4], parsed.values[5], parsed.values[6],
      ]
      for index in 0..<8 { columns[index].append(layerValues[index] ?? initial(index)) }
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
        guard
          let (position, size) = layerPosition(
            parts, at: &index, size: { CSSValueGrammar.size($0) })
        else { return nil }
        values[1] = position
        values[2] = size
      } else if values[3] == nil, CSSValueGrammar.repeatStyle([part]) != nil {
        values[3] = layerRepeat(parts, at: &index)
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

  /// The system font keywords. https://drafts.csswg.org/css-fonts-4/#font-prop
  package static let systemFonts: Set<String> = [
    "caption", "icon", "menu", "message-box", "small-caption", "status-bar",
    "-webkit-mini-control", "-webkit-small-control", "-webkit-control",
  ]

  /// https://drafts.csswg.org/css-fonts-4/#font-prop
  private func expandFont(_ value: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    let parts = value.withoutWhitespace
    // A system font sets every longhand to the keyword (WebKit writes it so: `style/font`).
    if parts.count == 1, let keyword = CSSValueGrammar.keyword(parts[0], in: Self.systemFonts) {
      return longhands.map { _ in keyword }
    }
    var found: [String?] = Array(repeating: nil, count: 4)
    var index = 0
    var normals = 0
    // [style || small-caps || weight || width]? — at most four parts before the size.
    while index < parts.count, index < 4 {
      let part = parts[index]
      if CSSValueGrammar.keyword(part, in: ["normal"]) != nil {
        normals += 1
        index += 1
        continue
      }
      var matched = false
      for slot in 0..<4 where found[slot] == nil {
        let candidate: String?
        switch slot {
        case 1: candidate = CSSValueGrammar.keyword(part, in: ["small-caps"])
        case 3: candidate = CSSValueGrammar.keyword(part, in: CSSValueGrammar.fontWidthKeywords)
        case 0:
          // `oblique` may take an angle.
          if index + 1 < parts.count,
            let angled = grammar(0).serialize([part, parts[index + 1]], context: context)
          {
            candidate = angled
            index += 1
          } else {
            candidate = grammar(0).serialize([part], context: context)
          }
        default: candidate = grammar(slot).serialize([part], context: context)
        }
        if let candidate {
          found[slot] = candidate
          matched = true
          break
        }
      }
      guard matched else { break }
      index += 1
    }
    guard index < parts.count,
      let size = grammar(4).serialize([parts[index]], context: context)
    else { return nil }
    index += 1
    var lineHeight: String?
    if index < parts.count, parts[index] == .token(.delim("/")) {
      guard index + 1 < parts.count,
        let text = grammar(5).serialize([parts[index + 1]], context: context)
      else { return nil }
      lineHeight = text
      index += 2
    }
    // The family is the rest, as written (with its whitespace).
    var seen = 0
    var start = 0
    for (position, item) in value.enumerated() where !item.isWhitespace {
      if seen == index {
        start = position
        break
      }
      seen += 1
    }
    guard index < parts.count,
      let family = grammar(6).serialize(Array(value[start...]), context: context)
    else { return nil }
    let head = (0..<4).map { found[$0] ?? initial($0) }
    return head + [size, lineHeight ?? initial(5), family]
      + (7..<longhands.count).map { initial($0) }
  }

  private func expandFontVariant(_ parts: [CSSComponentValue], context: CSSParserContext)
    -> [String]?
  {
    if parts.count == 1, let keyword = CSSValueGrammar.keyword(parts[0], in: ["normal", "none"]) {
      return longhands.indices.map { $0 == 0 ? keyword : initial($0) }
    }
    var found: [[String]] = Array(repeating: [], count: longhands.count)
    for part in parts {
      guard
        let slot = longhands.indices.first(where: {
          grammar($0).serialize([part], context: context) != nil
        })
      else { return nil }
      found[slot].append(grammar(slot).serialize([part], context: context) ?? "")
    }
    return longhands.indices.map {
      found[$0].isEmpty ? initial($0) : found[$0].joined(separator: " ")
    }
  }

  /// `flex`: `none` is `0 0 auto`, `auto` is `1 1 auto`; omitted numbers are 1 and an
  /// omitted basis is `0%` (as WebKit writes it). https://drafts.csswg.org/css-flexbox-1/#flex-property
  private func expandFlex(_ parts: [CSSComponentValue], context: CSSParserContext) -> [String]? {
    if parts.count == 1, let keyword = CSSValueGrammar.keyword(parts[0], in: ["none", "auto"]) {
      return keyword == "none" ? ["0", "0", "auto"] : ["1", "1", "auto"]
    }
    guard parts.count <= 3 else { return nil }
    func isNumber(_ part: CSSComponentValue) -> Bool {
      if case .token(.number(let number)) = part { return number.value >= 0 }
      return false
    }
    var index = 0
    var numbers: [String] = []
    var basis: String?
    if !isNumber(parts[0]) {
      guard let text = grammar(2).serialize([parts[0]], context: context) else { return nil }
      basis = text
      index = 1
    }
    while index < parts.count, numbers.count < 2, isNumber(parts[index]),
      case .token(.number(let number)) = parts[index]
    {
      numbers.append(CSSSerialization.number(number.value))
      index += 1
    }
    if basis == nil, index < parts.count {
      guard let text = grammar(2).serialize([parts[index]], context: context) else { return nil }
      basis = text
      index += 1
    }
    guard index == parts.count else { return nil }
    return [numbers.first ?? "1", numbers.count > 1 ? numbers[1] : "1", basis ?? "0%"]
  }

  /// A layer's `<position> [ / <size> ]?` starting at `index` (a position component), as
  /// `background` and `mask` layers have it; `size` reads the size's one or two values.
  /// Moves `index` past it; `nil` when it is not valid.
  static func layerPosition(
    _ parts: [CSSComponentValue], at index: inout Int,
    size: ([CSSComponentValue]) -> String?
  ) -> (position: String, size: String?)? {
    var end = index
    while end < parts.count, end - index < 4, CSSValueGrammar.positionComponent(parts[end]) != nil {
      end += 1
    }
    guard let position = CSSValueGrammar.position(Array(parts[index..<end])) else { return nil }
    index = end
    guard index < parts.count, parts[index] == .token(.delim("/")) else { return (position, nil) }
    var sizeEnd = index + 1
    while sizeEnd < parts.count, sizeEnd - index <= 2, CSSValueGrammar.size([parts[sizeEnd]]) != nil
    {
      sizeEnd += 1
    }
    guard let value = size(Array(parts[(index + 1)..<sizeEnd])) else { return nil }
    index = sizeEnd
    return (position, value)
  }

  /// A layer's `<repeat-style>` starting at `index` (a repeat keyword): two keywords when they
  /// pair, else one. Moves `index` past it.
  static func layerRepeat(_ parts: [CSSComponentValue], at index: inout Int) -> String? {
    if index + 1 < parts.count,
      let pair = CSSValueGrammar.repeatStyle([parts[index], parts[index + 1]])
    {
      index += 2
      return pair
    }
    index += 1
    return CSSValueGrammar.repeatStyle([parts[index - 1]])
  }
}

extension Array where Element == CSSComponentValue {
  /// The values with a whitespace token between each two.
  var spaced: [CSSComponentValue] {
    var result: [CSSComponentValue] = []
    for (index, item) in enumerated() {
      if index > 0 { result.append(.token(.whitespace)) }
      result.append(item)
    }
    return result
  }

}
