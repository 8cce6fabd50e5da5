// The grammars of the `offset` longhands (motion path).
// https://drafts.fxtf.org/motion-1/

extension CSSValueGrammar {
  /// An `<angle>` (`deg`, `grad`, `rad`, `turn`), its unit lowercased.
  static func angle(_ value: CSSComponentValue) -> String? {
    guard case .token(.dimension(let number, let unit)) = value,
      ["deg", "grad", "rad", "turn"].contains(unit.asciiLowercased())
    else { return nil }
    return CSSSerialization.number(number.value) + unit.asciiLowercased()
  }

  /// `offset-path`: `none`, `url()`, `path(<string>)` or `ray()`; the basic shapes and
  /// `<coord-box>` are not supported (fixture `style/webkit-mask-offset-shape`, `offsetPathCircle`).
  /// https://drafts.fxtf.org/motion-1/#offset-path-property
  static func offsetPath(_ parts: [CSSComponentValue]) -> String? {
    guard parts.count == 1 else { return nil }
    if let keyword = keyword(parts[0], in: ["none"]) { return keyword }
    if case .token(.url(let url)) = parts[0] { return CSSSerialization.url(url) }
    guard case .function(_, let arguments) = parts[0], let name = parts[0].functionName else {
      return nil
    }
    let inner = arguments.withoutWhitespace
    switch name {
    case "url":
      guard inner.count == 1, case .token(.string(let url)) = inner[0] else { return nil }
      return CSSSerialization.url(url)
    case "path":
      guard inner.count == 1, case .token(.string(let data)) = inner[0],
        let normalized = pathData(data)
      else { return nil }
      return "path(" + CSSSerialization.string(normalized) + ")"
    case "ray":
      return ray(inner)
    default:
      return nil
    }
  }

  /// `ray(<angle> && <ray-size>? && contain? && [at <position>]?)`, written angle first and
  /// the default size `closest-side` left out (`ray(45deg closest-side)` → `ray(45deg)`,
  /// fixture `style/offset`). https://drafts.fxtf.org/motion-1/#ray-function
  private static func ray(_ parts: [CSSComponentValue]) -> String? {
    var angleText: String?
    var size: String?
    var contain = false
    var position: String?
    var index = 0
    let sizes: Set<String> = [
      "closest-side", "closest-corner", "farthest-side", "farthest-corner", "sides",
    ]
    while index < parts.count {
      let part = parts[index]
      if angleText == nil, let text = angle(part) {
        angleText = text
      } else if size == nil, let text = keyword(part, in: sizes) {
        size = text
      } else if !contain, keyword(part, in: ["contain"]) != nil {
        contain = true
      } else if position == nil, keyword(part, in: ["at"]) != nil {
        var end = index + 1
        while end < parts.count, end - index <= 4, positionComponent(parts[end]) != nil {
          end += 1
        }
        guard let text = self.position(Array(parts[(index + 1)..<end])) else { return nil }
        position = text
        index = end
        continue
      } else {
        return nil
      }
      index += 1
    }
    guard let angleText else { return nil }
    var result = angleText
    if let size, size != "closest-side" { result += " " + size }
    if contain { result += " contain" }
    if let position { result += " at " + position }
    return "ray(" + result + ")"
  }

  /// SVG path data as WebKit writes it back: each command letter and number separated by
  /// one space, numbers reformatted (`M0,0 L5,5` → `M 0 0 L 5 5`, fixture
  /// `style/offset`); `nil` when it does not start with a move-to or holds
  /// anything else. https://svgwg.org/svg2-draft/paths.html#PathDataBNF
  static func pathData(_ data: String) -> String? {
    let commands = Set("MmLlHhVvCcSsQqTtAaZz")
    var words: [String] = []
    var number = ""
    func flush() -> Bool {
      guard !number.isEmpty else { return true }
      guard let value = Double(number), value.isFinite else { return false }
      words.append(CSSSerialization.number(value))
      number = ""
      return true
    }
    for character in data {
      if commands.contains(character) {
        guard flush() else { return nil }
        words.append(String(character))
      } else if character == " " || character == "," || character == "\t"
        || character == "\n" || character == "\r"
      {
        guard flush() else { return nil }
      } else if character.isASCII, character.isNumber || character == "." {
        if character == ".", number.contains("."),
          !number.contains(where: { $0 == "e" || $0 == "E" })
        {
          guard flush() else { return nil }
        }
        number.append(character)
      } else if character == "-" || character == "+" {
        if let last = number.last, last != "e" && last != "E" {
          guard flush() else { return nil }
        }
        number.append(character)
      } else if character == "e" || character == "E", !number.isEmpty {
        number.append(character)
      } else {
        return nil
      }
    }
    guard flush(), let first = words.first, first == "M" || first == "m" else { return nil }
    return explicitCommands(words)
  }

  /// The number of arguments each path command takes.
  private static let pathArgumentCounts: [Character: Int] = [
    "M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "A": 7, "Z": 0,
  ]

  /// The path words with each implicit command written (`M 0 0 10 10` → `M 0 0 L 10 10`: a
  /// move-to's extra pairs are line-tos, other commands repeat; fixture `style/offset`);
  /// `nil` when a command has the wrong number of arguments.
  private static func explicitCommands(_ words: [String]) -> String? {
    var result: [String] = []
    var command: Character = "M"
    var count = 0
    var arguments = 0
    for word in words {
      if let letter = word.first, letter.isLetter {
        guard arguments == 0 || arguments == count else { return nil }
        command = letter
        count = pathArgumentCounts[Character(letter.uppercased())] ?? 0
        arguments = 0
        result.append(word)
        continue
      }
      guard count > 0 else { return nil }
      if arguments == count {
        if command == "M" { command = "L" } else if command == "m" { command = "l" }
        result.append(String(command))
        arguments = 0
      }
      result.append(word)
      arguments += 1
    }
    guard arguments == count || (count == 0 && arguments == 0) else { return nil }
    return result.joined(separator: " ")
  }

  /// `offset-rotate`: `[auto | reverse] || <angle>`, the keyword first.
  /// https://drafts.fxtf.org/motion-1/#offset-rotate-property
  static func offsetRotate(_ parts: [CSSComponentValue]) -> String? {
    guard (1...2).contains(parts.count) else { return nil }
    var keywordText: String?
    var angleText: String?
    for part in parts {
      if keywordText == nil, let text = keyword(part, in: ["auto", "reverse"]) {
        keywordText = text
      } else if angleText == nil, let text = angle(part) {
        angleText = text
      } else {
        return nil
      }
    }
    return [keywordText, angleText].compactMap { $0 }.joined(separator: " ")
  }

  /// `offset-position` (`normal | auto | <position>`) and `offset-anchor` (`auto |
  /// <position>`), a position written with two values (`center` → `center center`).
  /// https://drafts.fxtf.org/motion-1/#offset-position-property
  static func offsetPosition(_ parts: [CSSComponentValue], keywords: Set<String>) -> String? {
    if parts.count == 1, let text = keyword(parts[0], in: keywords) { return text }
    return position(parts)
  }
}
