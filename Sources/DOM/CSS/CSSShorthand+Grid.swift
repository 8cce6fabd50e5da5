// `grid-template` and `grid`: expanding a value into the template and auto longhands, and
// writing them back, as WebKit does.
// https://drafts.csswg.org/css-grid-2/#explicit-grid-shorthand and
// https://drafts.csswg.org/css-grid-2/#grid-shorthand

extension CSSShorthand {
  /// `none | <rows> / <columns> | [<line-names>? <string> <track-size>? <line-names>?]+
  /// [/ <columns>]?` as `[rows, columns, areas]`; rows without a size are `auto`.
  static func expandGridTemplate(_ parts: [CSSComponentValue]) -> [String]? {
    if parts.count == 1, CSSValueGrammar.keyword(parts[0], in: ["none"]) != nil {
      return ["none", "none", "none"]
    }
    let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
      .map(Array.init)
    guard groups.count == 1 || groups.count == 2 else { return nil }
    let hasStrings = groups[0].contains {
      if case .token(.string) = $0 { return true }
      return false
    }
    guard hasStrings else {
      guard groups.count == 2,
        let rows = CSSGridGrammar.trackList(groups[0], template: true),
        let columns = CSSGridGrammar.trackList(groups[1], template: true)
      else { return nil }
      return [rows, columns, "none"]
    }
    var areaRows: [[String]] = []
    var rowTexts: [String] = []
    var index = 0
    let items = groups[0]
    while index < items.count {
      if let names = CSSGridGrammar.lineNames(items[index]) {
        rowTexts.append(names)
        index += 1
        guard index < items.count else { return nil }
      }
      guard case .token(.string(let text)) = items[index], let row = CSSGridGrammar.areaRow(text)
      else { return nil }
      areaRows.append(row)
      index += 1
      if index < items.count, CSSGridGrammar.lineNames(items[index]) == nil,
        !Self.isString(items[index])
      {
        guard let size = CSSGridGrammar.trackList([items[index]], template: false) else {
          return nil
        }
        rowTexts.append(size)
        index += 1
      } else {
        rowTexts.append("auto")
      }
      if index < items.count, let names = CSSGridGrammar.lineNames(items[index]) {
        rowTexts.append(names)
        index += 1
      }
    }
    guard let areas = CSSGridGrammar.areas(areaRows) else { return nil }
    var columns = "none"
    if groups.count == 2 {
      guard let text = CSSGridGrammar.trackList(groups[1], template: true), text != "none"
      else { return nil }
      columns = text
    }
    return [rowTexts.joined(separator: " "), columns, areas]
  }

  private static func isString(_ part: CSSComponentValue) -> Bool {
    if case .token(.string) = part { return true }
    return false
  }

  /// `grid-template` written back from `[rows, columns, areas]`: `none`, `rows / columns`, or
  /// each area string before its row's size (an `auto` size left out). WebKit pairs the
  /// strings with the row sizes as far as both go (areas `"a" "b"` with rows `1px` write
  /// `"a" 1px`; fixture `style/more-shorthands`).
  static func serializeGridTemplate(rows: String, columns: String, areas: String) -> String? {
    if areas == "none" {
      return rows == "none" && columns == "none" ? "none" : rows + " / " + columns
    }
    guard rows != "none" else { return nil }
    var strings: [String] = []
    for part in CSSComponentValueParser.parseList(areas).withoutWhitespace {
      guard case .token(.string(let text)) = part else { return nil }
      strings.append(CSSSerialization.string(text))
    }
    var texts: [String] = []
    for part in CSSComponentValueParser.parseList(rows).withoutWhitespace {
      if let names = CSSGridGrammar.lineNames(part) {
        texts.append(names)
        continue
      }
      if part.functionName == "repeat" { return nil }
      if !strings.isEmpty { texts.append(strings.removeFirst()) }
      let size = CSSSerialization.componentValue(part)
      if size != "auto" { texts.append(size) }
    }
    let template = texts.joined(separator: " ")
    return columns == "none" ? template : template + " / " + columns
  }

  /// `grid`: a `grid-template` value, `<rows> / auto-flow && dense? <auto-columns>?` or
  /// `auto-flow && dense? <auto-rows>? / <columns>`, as
  /// `[columns, rows, areas, auto-flow, auto-columns, auto-rows]` (WebKit's order).
  static func expandGrid(_ parts: [CSSComponentValue]) -> [String]? {
    if let template = expandGridTemplate(parts) {
      return [template[1], template[0], template[2], "row", "auto", "auto"]
    }
    let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
      .map(Array.init)
    guard groups.count == 2 else { return nil }
    func autoFlowSide(_ group: [CSSComponentValue]) -> (dense: Bool, sizes: String)? {
      var rest = group
      var sawAutoFlow = false
      var dense = false
      while let first = rest.first {
        if !sawAutoFlow, CSSValueGrammar.keyword(first, in: ["auto-flow"]) != nil {
          sawAutoFlow = true
        } else if !dense, CSSValueGrammar.keyword(first, in: ["dense"]) != nil {
          dense = true
        } else {
          break
        }
        rest.removeFirst()
      }
      guard sawAutoFlow else { return nil }
      if rest.isEmpty { return (dense, "auto") }
      return CSSGridGrammar.trackList(rest, template: false).map { (dense, $0) }
    }
    if groups[0].contains(where: { CSSValueGrammar.keyword($0, in: ["auto-flow"]) != nil }) {
      guard let side = autoFlowSide(groups[0]),
        let columns = CSSGridGrammar.trackList(groups[1], template: true)
      else { return nil }
      return [columns, "none", "none", side.dense ? "dense" : "row", "auto", side.sizes]
    }
    guard let side = autoFlowSide(groups[1]),
      let rows = CSSGridGrammar.trackList(groups[0], template: true)
    else { return nil }
    return ["none", rows, "none", side.dense ? "column dense" : "column", side.sizes, "auto"]
  }

  /// `grid` written back: the template form when the auto longhands are initial, else one
  /// axis's `auto-flow` form when the other axis has no template; `nil` otherwise.
  static func serializeGrid(_ values: [String]) -> String? {
    let (columns, rows, areas, flow, autoColumns, autoRows) = (
      values[0], values[1], values[2], values[3], values[4], values[5]
    )
    if flow == "row", autoColumns == "auto", autoRows == "auto" {
      return serializeGridTemplate(rows: rows, columns: columns, areas: areas)
    }
    guard areas == "none" else { return nil }
    let dense = flow.hasSuffix("dense")
    if flow == "row" || flow == "dense" {
      guard rows == "none", autoColumns == "auto" else { return nil }
      return "auto-flow" + (dense ? " dense" : "") + (autoRows == "auto" ? "" : " " + autoRows)
        + " / " + columns
    }
    guard columns == "none", autoRows == "auto" else { return nil }
    return rows + " / auto-flow" + (dense ? " dense" : "")
      + (autoColumns == "auto" ? "" : " " + autoColumns)
  }
}
