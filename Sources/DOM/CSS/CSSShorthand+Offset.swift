// The `offset` shorthand: expanded into its five longhands, and written back.
// https://drafts.fxtf.org/motion-1/#offset-shorthand

extension CSSShorthand {
  /// `[<'offset-position'>? [<'offset-path'> [<'offset-distance'> || <'offset-rotate'>]?]?]!
  /// [/ <'offset-anchor'>]?`, in ``longhands`` order (path, distance, position, anchor,
  /// rotate), omitted parts initial.
  ///
  /// https://drafts.fxtf.org/motion-1/#offset-shorthand
  func expandOffset(_ parts: [CSSComponentValue]) -> [String]? {
    let groups = parts.split(separator: .token(.delim("/")), omittingEmptySubsequences: false)
    guard (1...2).contains(groups.count) else { return nil }
    let main = Array(groups[0])
    var values = longhands.indices.map(initial)
    if groups.count == 2 {
      guard let anchor = CSSValueGrammar.offsetPosition(Array(groups[1]), keywords: ["auto"])
      else { return nil }
      values[3] = anchor
    }
    var index = 0
    // The position: the longest run of position components (or `auto`, `normal`) that is one.
    var end = index
    while end < main.count, end < 4, CSSValueGrammar.positionComponent(main[end]) != nil {
      end += 1
    }
    var hasPosition = false
    if end > 0 {
      guard let position = CSSValueGrammar.position(Array(main[0..<end])) else { return nil }
      values[2] = position
      hasPosition = true
      index = end
    } else if let first = main.first,
      let keyword = CSSValueGrammar.keyword(first, in: ["auto", "normal"])
    {
      values[2] = keyword
      hasPosition = true
      index = 1
    }
    var hasPath = false
    if index < main.count, let path = CSSValueGrammar.offsetPath([main[index]]) {
      values[0] = path
      hasPath = true
      index += 1
      var distance: String?
      var rotate: [CSSComponentValue] = []
      while index < main.count {
        let part = main[index]
        if distance == nil,
          rotate.isEmpty || rotate.count == 2 || index == main.count - 1
            || CSSValueGrammar.offsetRotate(rotate + [main[index + 1]]) == nil,
          let text = CSSValueGrammar.length(
            part, keywords: [], percentages: true, negative: true, unitless: false)
        {
          distance = text
        } else if rotate.count < 2, CSSValueGrammar.offsetRotate(rotate + [part]) != nil {
          rotate.append(part)
        } else {
          return nil
        }
        index += 1
      }
      if let distance { values[1] = distance }
      if !rotate.isEmpty, let text = CSSValueGrammar.offsetRotate(rotate) { values[4] = text }
    }
    guard index == main.count, hasPosition || hasPath else { return nil }
    return values
  }

  /// The position unless `normal`, the path unless `none` with the distance and rotation
  /// that are not initial, then `/ anchor` unless `auto`; `normal` when nothing is left
  /// (fixture `style/offset`). `nil` when a distance or rotation has no path.
  func serializeOffset(_ values: [String]) -> String? {
    var parts: [String] = []
    if values[2] != initial(2) { parts.append(values[2]) }
    if values[0] != initial(0) {
      parts.append(values[0])
      if values[1] != initial(1) { parts.append(values[1]) }
      if values[4] != initial(4) { parts.append(values[4]) }
    } else if values[1] != initial(1) || values[4] != initial(4) {
      return nil
    }
    if values[3] != initial(3) { parts.append("/ " + values[3]) }
    return parts.isEmpty ? values[2] : parts.joined(separator: " ")
  }
}
