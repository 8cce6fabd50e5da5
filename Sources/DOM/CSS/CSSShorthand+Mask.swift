// The `mask` shorthand: its layers expanded into the longhands, and written back.
// https://drafts.fxtf.org/css-masking-1/#the-mask

extension CSSShorthand {
  /// The boxes a mask layer's origin and clip take.
  /// https://drafts.fxtf.org/css-masking-1/#typedef-geometry-box
  private static let maskBoxes: Set<String> = [
    "border-box", "padding-box", "content-box", "fill-box", "stroke-box", "view-box",
  ]

  /// `<mask-layer>#`, each `<mask-reference> || <position> [/ <bg-size>]? || <repeat-style>
  /// || <geometry-box> || [<geometry-box> | no-clip] || <compositing-operator> ||
  /// <masking-mode>`: the nine layered longhands, each layer's omitted parts initial, one box
  /// setting both origin and clip; the `mask-border` longhands are reset.
  ///
  /// https://drafts.fxtf.org/css-masking-1/#the-mask
  func expandMask(_ value: [CSSComponentValue]) -> [String]? {
    var columns = Array(repeating: [String](), count: 9)
    for layer in value.splitOnCommas() {
      guard let parsed = Self.maskLayer(layer.withoutWhitespace) else { return nil }
      let position = parsed[1].map(CSSValueGrammar.splitPosition)
      let layerValues: [String?] = [
        parsed[0], position?.x, position?.y, parsed[2], parsed[3], parsed[4], parsed[5],
        parsed[6], parsed[7],
      ]
      for index in 0..<9 { columns[index].append(layerValues[index] ?? initial(index)) }
    }
    return columns.map { $0.joined(separator: ", ") } + (9..<longhands.count).map(initial)
  }

  /// One mask layer: `[image, position, size, repeat, origin, clip, composite, mode]`.
  private static func maskLayer(_ parts: [CSSComponentValue]) -> [String?]? {
    guard !parts.isEmpty else { return nil }
    var values: [String?] = Array(repeating: nil, count: 8)
    var index = 0
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
            parts, at: &index, size: { CSSValueGrammar.maskSize($0) })
        else { return nil }
        values[1] = position
        values[2] = size
      } else if values[3] == nil, CSSValueGrammar.repeatStyle([part]) != nil {
        values[3] = layerRepeat(parts, at: &index)
      } else if values[5] == nil, let box = CSSValueGrammar.keyword(part, in: maskBoxes) {
        if values[4] == nil { values[4] = box } else { values[5] = box }
        index += 1
      } else if values[5] == nil, CSSValueGrammar.keyword(part, in: ["no-clip"]) != nil {
        values[5] = "no-clip"
        index += 1
      } else if values[6] == nil,
        let composite = CSSValueGrammar.keyword(
          part, in: ["add", "subtract", "intersect", "exclude"])
      {
        values[6] = composite
        index += 1
      } else if values[7] == nil,
        let mode = CSSValueGrammar.keyword(part, in: ["alpha", "luminance", "match-source"])
      {
        values[7] = mode
        index += 1
      } else {
        return nil
      }
    }
    if values[5] == nil, let origin = values[4] { values[5] = origin }
    return values
  }

  /// Layer by layer like `background` (``serializeLayered(_:)``), while the `mask-border`
  /// longhands are initial; `nil` otherwise. A `no-clip` clip is written without the origin
  /// when that is initial (`url("a.png") no-clip`; fixture `style/mask`).
  func serializeMask(_ values: [String]) -> String? {
    guard (9..<values.count).allSatisfy({ values[$0] == initial($0) }) else { return nil }
    return serializeLayered(Array(values[0..<9]))
  }
}
