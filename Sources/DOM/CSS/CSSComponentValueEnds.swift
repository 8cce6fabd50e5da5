/// Where each component value of a token list ends, found in one pass: for a token that
/// opens a block or a function (`{`, `(`, `[`, a function token), the position after its
/// matching closing token (nested blocks counted; a closing token of another kind is part of
/// the block), or the list's end when it is not closed; for any other token, the next
/// position.
///
/// Computing every end at once keeps parsers that skip over blocks linear in the input,
/// however deeply the blocks nest.
///
/// https://drafts.csswg.org/css-syntax-3/#consume-component-value
struct CSSComponentValueEnds {
  private let ends: [Int]

  init(_ tokens: [CSSToken]) {
    var ends = (0..<tokens.count).map { $0 + 1 }
    // The open blocks: where each opened and the token that closes it.
    var open: [(start: Int, closer: CSSToken)] = []
    for (index, token) in tokens.enumerated() {
      if let top = open.last, token == top.closer {
        ends[top.start] = index + 1
        open.removeLast()
      } else if let closer = Self.closer(of: token) {
        open.append((index, closer))
      }
    }
    for block in open { ends[block.start] = tokens.count }
    self.ends = ends
  }

  /// The token that closes a block opened by `token`, if it opens one.
  static func closer(of token: CSSToken) -> CSSToken? {
    switch token {
    case .openCurly: .closeCurly
    case .openParen, .function: .closeParen
    case .openSquare: .closeSquare
    default: nil
    }
  }

  /// The position after the component value at `start`, at most `limit`.
  func end(of start: Int, limit: Int) -> Int {
    min(ends[start], limit)
  }
}
