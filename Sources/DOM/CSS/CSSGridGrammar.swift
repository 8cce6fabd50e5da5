/// The grid template values `element.style` checks and writes: track lists
/// (`grid-template-rows`/`-columns`, `grid-auto-rows`/`-columns`), `grid-template-areas` and
/// `grid-auto-flow`, written as WebKit writes specified values (keywords and units lowercased,
/// `minmax(10px, 1fr)` spacing, `[a b]` line names, `"a . b"` area rows with runs of dots as
/// one `.`, `dense row` as `dense`; fixture `style/more-shorthands`).
///
/// https://drafts.csswg.org/css-grid-2/#track-sizing and
/// https://drafts.csswg.org/css-grid-2/#grid-template-areas-property
package enum CSSGridGrammar {
  private static let trackKeywords: Set<String> = ["auto", "min-content", "max-content"]

  /// `none | subgrid <line-names>* | <track-list>` (`allowsNone`, template properties), or a
  /// `<track-size>+` (`grid-auto-rows`, `grid-auto-columns`).
  static func trackList(_ parts: [CSSComponentValue], template: Bool) -> String? {
    guard !parts.isEmpty else { return nil }
    if template, parts.count == 1, let keyword = CSSValueGrammar.keyword(parts[0], in: ["none"]) {
      return keyword
    }
    var texts: [String] = []
    var sawTrack = false
    for (index, part) in parts.enumerated() {
      if template, index == 0, CSSValueGrammar.keyword(part, in: ["subgrid"]) != nil {
        texts.append("subgrid")
        sawTrack = true
        continue
      }
      if template, let names = lineNames(part) {
        texts.append(names)
        continue
      }
      guard let track = trackSize(part, allowRepeat: template) else { return nil }
      texts.append(track)
      sawTrack = true
    }
    return sawTrack ? texts.joined(separator: " ") : nil
  }

  /// `[name*]`, names kept as written.
  package static func lineNames(_ part: CSSComponentValue) -> String? {
    guard case .block(.openSquare, let contents) = part else { return nil }
    var names: [String] = []
    for item in contents.withoutWhitespace {
      guard let name = item.ident, CSSValueGrammar.keyword(item, in: ["span", "auto"]) == nil
      else { return nil }
      names.append(CSSSerialization.identifier(name))
    }
    return "[" + names.joined(separator: " ") + "]"
  }

  /// A `<track-size>` or, where allowed, `repeat()`.
  private static func trackSize(_ part: CSSComponentValue, allowRepeat: Bool) -> String? {
    if let flex = flexValue(part) { return flex }
    if let breadth = CSSValueGrammar.length(
      part, keywords: trackKeywords, percentages: true, negative: false, unitless: false)
    {
      return breadth
    }
    guard case .function(let name, let arguments) = part else { return nil }
    let lower = name.asciiLowercased()
    let groups = arguments.splitOnCommas().map(\.withoutWhitespace)
    switch lower {
    case "minmax":
      guard groups.count == 2, groups[0].count == 1, groups[1].count == 1,
        let low = CSSValueGrammar.length(
          groups[0][0], keywords: trackKeywords, percentages: true, negative: false,
          unitless: false),
        let high = flexValue(groups[1][0])
          ?? CSSValueGrammar.length(
            groups[1][0], keywords: trackKeywords, percentages: true, negative: false,
            unitless: false)
      else { return nil }
      return "minmax(\(low), \(high))"
    case "fit-content":
      guard groups.count == 1, groups[0].count == 1,
        let length = CSSValueGrammar.length(
          groups[0][0], keywords: [], percentages: true, negative: false, unitless: false)
      else { return nil }
      return "fit-content(\(length))"
    case "repeat":
      guard allowRepeat, groups.count == 2, groups[0].count == 1 else { return nil }
      let count: String
      if let keyword = CSSValueGrammar.keyword(groups[0][0], in: ["auto-fill", "auto-fit"]) {
        count = keyword
      } else if case .token(.number(let number)) = groups[0][0], number.isInteger,
        number.value >= 1
      {
        count = CSSSerialization.number(number.value)
      } else {
        return nil
      }
      var inner: [String] = []
      for item in groups[1] {
        guard let text = lineNames(item) ?? trackSize(item, allowRepeat: false) else { return nil }
        inner.append(text)
      }
      guard !inner.isEmpty else { return nil }
      return "repeat(\(count), \(inner.joined(separator: " ")))"
    default:
      return CSSValueGrammar.mathFunction(part)
    }
  }

  /// A non-negative `<flex>` (`1fr`).
  private static func flexValue(_ part: CSSComponentValue) -> String? {
    guard case .token(.dimension(let number, let unit)) = part, unit.asciiLowercased() == "fr",
      number.value >= 0
    else { return nil }
    return CSSSerialization.number(number.value) + "fr"
  }

  /// One `grid-template-areas` row: its cells (names, or `.` for a run of dots), or `nil` when
  /// the string has another character.
  static func areaRow(_ text: String) -> [String]? {
    var cells: [String] = []
    var current = ""
    var inDots = false
    func flush() {
      if !current.isEmpty { cells.append(inDots ? "." : current) }
      current = ""
      inDots = false
    }
    for character in text {
      if character == " " || character == "\t" || character == "\n" {
        flush()
      } else if character == "." {
        if !inDots { flush() }
        inDots = true
        current.append(character)
      } else if character.isLetter || character.isNumber || character == "-" || character == "_"
        || !character.isASCII
      {
        if inDots { flush() }
        current.append(character)
      } else {
        return nil
      }
    }
    flush()
    return cells
  }

  /// The area rows written back (`"a . b" "c c d"`), or `nil` when the rows do not make
  /// rectangles of the same width.
  static func areas(_ rows: [[String]]) -> String? {
    guard let width = rows.first?.count, width > 0, rows.allSatisfy({ $0.count == width }) else {
      return nil
    }
    // Each name must cover one rectangle.
    var bounds: [String: (minRow: Int, maxRow: Int, minColumn: Int, maxColumn: Int, cells: Int)] =
      [:]
    for (rowIndex, row) in rows.enumerated() {
      for (columnIndex, name) in row.enumerated() where name != "." {
        var box = bounds[name] ?? (rowIndex, rowIndex, columnIndex, columnIndex, 0)
        box.minRow = min(box.minRow, rowIndex)
        box.maxRow = max(box.maxRow, rowIndex)
        box.minColumn = min(box.minColumn, columnIndex)
        box.maxColumn = max(box.maxColumn, columnIndex)
        box.cells += 1
        bounds[name] = box
      }
    }
    for box in bounds.values
    where (box.maxRow - box.minRow + 1) * (box.maxColumn - box.minColumn + 1) != box.cells {
      return nil
    }
    return rows.map { CSSSerialization.string($0.joined(separator: " ")) }.joined(separator: " ")
  }

  /// `none | <string>+` (`grid-template-areas`).
  static func templateAreas(_ parts: [CSSComponentValue]) -> String? {
    if parts.count == 1, let keyword = CSSValueGrammar.keyword(parts[0], in: ["none"]) {
      return keyword
    }
    var rows: [[String]] = []
    for part in parts {
      guard case .token(.string(let text)) = part, let row = areaRow(text) else { return nil }
      rows.append(row)
    }
    return areas(rows)
  }

  /// `[row | column] || dense`, written without a `row` that goes with `dense`.
  static func autoFlow(_ parts: [CSSComponentValue]) -> String? {
    guard (1...2).contains(parts.count) else { return nil }
    var direction: String?
    var dense = false
    for part in parts {
      if direction == nil, let keyword = CSSValueGrammar.keyword(part, in: ["row", "column"]) {
        direction = keyword
      } else if !dense, CSSValueGrammar.keyword(part, in: ["dense"]) != nil {
        dense = true
      } else {
        return nil
      }
    }
    switch (direction, dense) {
    case ("column", true): return "column dense"
    case (_, true): return "dense"
    default: return direction ?? "row"
    }
  }
}
