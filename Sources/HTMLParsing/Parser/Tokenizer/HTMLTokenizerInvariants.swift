/// What must hold of any tokenization, whatever the input: checked by the tokenizer's fuzz
/// target (`FuzzTokenizer`, docs/fuzzing.md) and its robustness tests.
///
/// From the given initial state, the tokenizer reaches the end of the input with at most about
/// two tokens per input byte and then only returns the end again; every token is well-formed
/// (UTF-8 data, non-empty ASCII-lowercase tag names, no duplicate attribute names, no empty
/// character run); and the tokens are those of the same input with its newlines normalized
/// beforehand (the tokenizer does the standard's input preprocessing as it reads).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
package enum HTMLTokenizerInvariants {
  /// The initial states a check can start from (those of the html5lib tokenizer tests).
  static let initialStates: [HTMLTokenizerState] = [
    .data, .rcdata, .rawtext, .scriptData, .plaintext, .cdataSection,
  ]
  /// The last start tags a check can pretend was emitted (empty: none).
  static let lastStartTags: [[UInt8]] = ["", "script", "title", "style", "textarea", "xmp"].map {
    Array($0.utf8)
  }

  /// Checks the tokenization of `text` from initial state `stateIndex` (modulo the count of
  /// ``initialStates``: data, RCDATA, RAWTEXT, script data, PLAINTEXT, CDATA section) with the
  /// last start tag `lastStartTagIndex` (modulo the count of ``lastStartTags``: none, `script`,
  /// `title`, `style`, `textarea`, `xmp`). Returns what went wrong, or nil.
  package static func check(_ text: String, stateIndex: Int, lastStartTagIndex: Int) -> String? {
    let state = initialStates[abs(stateIndex % initialStates.count)]
    let lastStartTag = lastStartTags[abs(lastStartTagIndex % lastStartTags.count)]
    var tokens: [String] = []
    if let problem = tokenize(
      HTMLInputBuffer(text), state: state, lastStartTag: lastStartTag, into: &tokens)
    {
      return "\(problem) (state \(state))"
    }
    var normalizedTokens: [String] = []
    _ = tokenize(
      HTMLInputBuffer(text).normalizingNewlines(), state: state, lastStartTag: lastStartTag,
      into: &normalizedTokens)
    guard tokens == normalizedTokens else {
      let index = zip(tokens, normalizedTokens).prefix { $0 == $1 }.count
      return "tokens differ from the normalized input's at token \(index) (state \(state)): "
        + "\(tokens.dropFirst(index).prefix(2)) vs \(normalizedTokens.dropFirst(index).prefix(2))"
    }
    return nil
  }

  /// Tokenizes `input`, checking each token and describing it in `tokens` (adjacent character
  /// tokens joined); switches to RCDATA, RAWTEXT or script data after some start tags, as a
  /// tree builder would. Returns the first problem, or nil.
  static func tokenize(
    _ input: HTMLInputBuffer, state: HTMLTokenizerState, lastStartTag: [UInt8],
    into tokens: inout [String]
  ) -> String? {
    var tokenizer = HTMLTokenizer(input: input)
    tokenizer.state = state
    tokenizer.allowsCDATASections = state == .cdataSection
    tokenizer.lastStartTagName = lastStartTag
    func valid(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }
    var budget = input.count * 2 + 8
    var text: [UInt8] = []
    while true {
      budget -= 1
      if budget < 0 { return "no end after \(input.count * 2 + 8) tokens" }
      let kind = tokenizer.next()
      if kind == .characters || kind == .nullCharacter {
        text += kind == .characters ? tokenizer.characters : [0]
      } else if !text.isEmpty {
        tokens.append("text \(text)")
        text = []
      }
      switch kind {
      case .endOfFile:
        return tokenizer.next() == .endOfFile ? nil : "a token after the end"
      case .characters:
        if tokenizer.characters.isEmpty { return "an empty character run" }
        if !valid(tokenizer.characters) { return "characters not UTF-8" }
      case .nullCharacter: break
      case .startTag, .endTag:
        let name = tokenizer.tagName
        tokens.append(
          "\(kind) \(name) \(tokenizer.attributes.map { [$0.name, $0.value] }) "
            + "\(tokenizer.selfClosing)")
        if name.isEmpty || !valid(name) || name.contains(where: { $0 &- 0x41 < 26 }) {
          return "bad tag name \(name)"
        }
        let names = tokenizer.attributes.map(\.name)
        if Set(names).count != names.count { return "duplicate attributes" }
        for attribute in tokenizer.attributes
        where !valid(attribute.name) || !valid(attribute.value) || attribute.name.isEmpty {
          return "bad attribute"
        }
        if kind == .startTag && tokenizer.attributes.count == 1 {
          tokenizer.state = [.rcdata, .rawtext, .scriptData][name.count % 3]
        }
      case .comment:
        tokens.append("comment \(tokenizer.comment)")
        if !valid(tokenizer.comment) { return "comment not UTF-8" }
      case .doctype:
        let doctype = tokenizer.doctype
        tokens.append("doctype \(doctype)")
        for part in [doctype.name, doctype.publicIdentifier, doctype.systemIdentifier] {
          if let part, !valid(part) { return "doctype not UTF-8" }
        }
      }
    }
  }
}
