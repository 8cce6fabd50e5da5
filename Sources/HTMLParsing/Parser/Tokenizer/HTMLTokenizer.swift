/// The HTML standard's tokenizer over UTF-8 input, pulled one token at a time by the tree
/// builder.
///
/// The states live in ``HTMLTokenizerState``. The ones that only look ahead and emit what they
/// consume as characters are handled inline by the state that reaches them, which gives the
/// same tokens and never leaves them in ``state`` between calls: the character reference states, the less-than-sign, end
/// tag open and end tag name states of RCDATA, RAWTEXT and script data (escaped or not), and the
/// script data double escape start and end states; so there is no temporary buffer either.
/// Character tokens gather in ``characters`` until a token of another kind (or the end of the
/// input) comes: that token is then held back one call (``pendingToken``), its data already in
/// its fields.
///
/// The input stream's preprocessing (CR LF and CR become LF) is done as the input is read, not
/// by a pass over the input first (that pass cost 8% of the tokenizer's instructions on
/// Tests/Pages): wherever a CR would be copied into a token it becomes an LF and an LF after it
/// is skipped (``newline(_:after:into:)``), and wherever whitespace is tested a CR counts as
/// whitespace (``isHTMLWhitespace(_:)``). `HTMLTokenizerRobustnessTests` checks that the tokens
/// equal those of the input normalized beforehand (``HTMLInputBuffer/normalizingNewlines()``).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
struct HTMLTokenizer {
  /// The state; the tree builder sets ``HTMLTokenizerState/rcdata``,
  /// ``HTMLTokenizerState/rawtext``, ``HTMLTokenizerState/scriptData`` or
  /// ``HTMLTokenizerState/plaintext`` after the start tags that ask for it.
  var state = HTMLTokenizerState.data
  /// Whether `<![CDATA[` opens a CDATA section: the tree builder keeps it true while "the
  /// adjusted current node" is an element not in the HTML namespace.
  var allowsCDATASections = false
  /// The name of the last start tag emitted (for "an appropriate end tag token"); the tree
  /// builder sets it for a fragment's context element (`title`, `textarea`, `script`…).
  var lastStartTagName: [UInt8] {
    get { lastStartTagIsCurrentTag ? tagName : storedLastStartTagName }
    set {
      storedLastStartTagName = newValue
      lastStartTagIsCurrentTag = false
    }
  }

  // MARK: The current token's data, valid until the next call of `next()`
  /// ``HTMLTokenKind/characters``: the run, UTF-8.
  var characters: [UInt8] = []
  /// Start and end tags: the name, ASCII lowercased, UTF-8.
  var tagName: [UInt8] = []
  /// Start tags: the attributes in source order, duplicates dropped.
  var attributes: [HTMLTokenAttribute] = []
  /// Start tags: whether the tag ended with `/>`.
  var selfClosing = false
  /// ``HTMLTokenKind/comment``: the data, UTF-8.
  var comment: [UInt8] = []
  /// ``HTMLTokenKind/doctype``: the token.
  var doctype = HTMLDoctypeToken()
  /// Tags, comments and DOCTYPEs: the offset in ``input`` of the `<` that began the token (for
  /// source positions, such as a script's line number: count the newlines before it, a CR LF
  /// pair being one).
  var tokenStartOffset = 0

  /// The input, UTF-8; it grows only where a script inserts markup (``HTMLInputBuffer/insert(_:at:)``),
  /// between tokens.
  var input: HTMLInputBuffer

  // MARK: The tokenizer's own state
  /// The index in `input` of the next input character.
  var position = 0
  /// A token already tokenized but held back while the characters before it are returned.
  var pendingToken: HTMLTokenKind?
  /// Whether the tag being tokenized is an end tag.
  var isEndTag = false
  /// Whether an attribute is being tokenized (in ``attributeName`` and ``attributeValue``).
  var hasCurrentAttribute = false
  /// The current attribute's name, lowercased, until it is added to ``attributes``.
  var attributeName: [UInt8] = []
  /// The current attribute's value, until it is added to ``attributes``.
  var attributeValue: [UInt8] = []
  /// Whether the last start tag emitted is the tag whose name is still in ``tagName``: the name
  /// is then not copied; the next tag swaps the two buffers instead (saving a copy per start
  /// tag: 5.8% of the tokenizer's instructions on Tests/Pages).
  var lastStartTagIsCurrentTag = false
  /// ``lastStartTagName`` unless ``lastStartTagIsCurrentTag``.
  var storedLastStartTagName: [UInt8] = []
  /// Attributes of earlier tags, emptied, whose storage the next attributes reuse.
  var attributePool: [HTMLTokenAttribute] = []
  /// The names of the current tag's attributes once it has more than
  /// ``attributeLinearSearchLimit`` (empty until then).
  var attributeNames: Set<[UInt8]> = []

  init(input: HTMLInputBuffer) {
    self.input = input
  }

  /// The next token; its data is in the tokenizer's fields until the next call.
  mutating func next() -> HTMLTokenKind {
    characters.clearKeepingCapacity()
    if let pending = pendingToken {
      pendingToken = nil
      return pending
    }
    let bytes = input.bytes
    while true {
      let token: HTMLTokenKind?
      switch state {
      case .data: token = dataState(bytes)
      case .rcdata, .rawtext, .plaintext: token = textState(bytes)
      case .tagOpen: token = tagOpenState(bytes)
      case .endTagOpen: token = endTagOpenState(bytes)
      case .tagName: token = tagNameState(bytes)
      case .rcdataLessThanSign, .rcdataEndTagOpen, .rcdataEndTagName:
        // Never stored: RCDATA looks ahead at `<` (see `textState`).
        state = .rcdata
        token = nil
      case .rawtextLessThanSign, .rawtextEndTagOpen, .rawtextEndTagName:
        state = .rawtext
        token = nil
      case .scriptData, .scriptDataLessThanSign, .scriptDataEndTagOpen, .scriptDataEndTagName,
        .scriptDataEscapeStart, .scriptDataEscapeStartDash, .scriptDataEscaped,
        .scriptDataEscapedDash, .scriptDataEscapedDashDash, .scriptDataEscapedLessThanSign,
        .scriptDataEscapedEndTagOpen, .scriptDataEscapedEndTagName,
        .scriptDataDoubleEscapeStart, .scriptDataDoubleEscaped, .scriptDataDoubleEscapedDash,
        .scriptDataDoubleEscapedDashDash, .scriptDataDoubleEscapedLessThanSign,
        .scriptDataDoubleEscapeEnd:
        token = scriptDataState(bytes)
      case .beforeAttributeName: token = beforeAttributeNameState(bytes)
      case .attributeName: token = attributeNameState(bytes)
      case .afterAttributeName: token = afterAttributeNameState(bytes)
      case .beforeAttributeValue: token = beforeAttributeValueState(bytes)
      case .attributeValueDoubleQuoted: token = attributeValueQuotedState(bytes, quote: 0x22)
      case .attributeValueSingleQuoted: token = attributeValueQuotedState(bytes, quote: 0x27)
      case .attributeValueUnquoted: token = attributeValueUnquotedState(bytes)
      case .afterAttributeValueQuoted: token = afterAttributeValueQuotedState(bytes)
      case .selfClosingStartTag: token = selfClosingStartTagState(bytes)
      case .bogusComment: token = bogusCommentState(bytes)
      case .markupDeclarationOpen: token = markupDeclarationOpenState(bytes)
      case .commentStart, .commentStartDash, .comment, .commentLessThanSign,
        .commentLessThanSignBang, .commentLessThanSignBangDash,
        .commentLessThanSignBangDashDash, .commentEndDash, .commentEnd, .commentEndBang:
        token = commentState(bytes)
      case .doctype, .beforeDoctypeName, .doctypeName, .afterDoctypeName,
        .afterDoctypePublicKeyword, .beforeDoctypePublicIdentifier,
        .doctypePublicIdentifierDoubleQuoted, .doctypePublicIdentifierSingleQuoted,
        .afterDoctypePublicIdentifier, .betweenDoctypePublicAndSystemIdentifiers,
        .afterDoctypeSystemKeyword, .beforeDoctypeSystemIdentifier,
        .doctypeSystemIdentifierDoubleQuoted, .doctypeSystemIdentifierSingleQuoted,
        .afterDoctypeSystemIdentifier, .bogusDoctype:
        token = doctypeState(bytes)
      case .cdataSection, .cdataSectionBracket, .cdataSectionEnd:
        token = cdataSectionState(bytes)
      case .characterReference, .namedCharacterReference, .ambiguousAmpersand,
        .numericCharacterReference, .hexadecimalCharacterReferenceStart,
        .decimalCharacterReferenceStart, .hexadecimalCharacterReference,
        .decimalCharacterReference, .numericCharacterReferenceEnd:
        // Never stored: character references are consumed by the state that meets the `&`.
        state = .data
        token = nil
      }
      if let token { return token }
    }
  }

  // MARK: Emitting

  /// Returns `kind`, or the characters gathered before it while `kind` waits for the next call.
  mutating func emit(_ kind: HTMLTokenKind) -> HTMLTokenKind {
    if characters.isEmpty { return kind }
    pendingToken = kind
    return .characters
  }

  /// Emits the end of the input, after the characters gathered if any.
  mutating func emitEndOfFile() -> HTMLTokenKind {
    position = input.count
    return characters.isEmpty ? .endOfFile : .characters
  }
}

/// Whether `byte` is ASCII whitespace as the tokenizer sees it: tab, LF, FF, space, and CR,
/// which preprocessing would have made an LF.
///
/// https://infra.spec.whatwg.org/#ascii-whitespace
@inline(__always)
func isHTMLWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte &- 0x09 < 5 && byte != 0x0B
}

extension HTMLTokenizer {
  /// Appends the LF that a CR (at `carriageReturn`) stands for after preprocessing and returns
  /// the position after it and after an LF following it (CR LF is one newline).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
  @inline(__always)
  static func newline(_ bytes: [UInt8], after carriageReturn: Int, into output: inout [UInt8])
    -> Int
  {
    output.append(0x0A)
    let next = carriageReturn + 1
    return next < bytes.count && bytes[next] == 0x0A ? next + 1 : next
  }
}

/// Whether `byte` is an ASCII letter.
@inline(__always)
func isASCIIAlpha(_ byte: UInt8) -> Bool {
  (byte | 0x20) &- 0x61 < 26
}

extension Array where Element == UInt8 {
  /// Empties the array, keeping its storage; nothing to do when it is already empty (the
  /// standard library's `removeAll(keepingCapacity:)` is a generic `replaceSubrange` call that
  /// took 9% of the tokenizer's time on Tests/Pages before this check).
  @inline(__always)
  mutating func clearKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }

  /// Appends U+FFFD REPLACEMENT CHARACTER, UTF-8.
  @inline(__always)
  mutating func appendReplacementCharacter() {
    append(0xEF)
    append(0xBF)
    append(0xBD)
  }

  /// Appends a code point (not a surrogate), UTF-8.
  mutating func appendCodePoint(_ codePoint: UInt32) {
    switch codePoint {
    case ..<0x80:
      append(UInt8(truncatingIfNeeded: codePoint))
    case ..<0x800:
      append(UInt8(truncatingIfNeeded: 0xC0 | codePoint >> 6))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
    case ..<0x10000:
      append(UInt8(truncatingIfNeeded: 0xE0 | codePoint >> 12))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 6 & 0x3F))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
    default:
      append(UInt8(truncatingIfNeeded: 0xF0 | codePoint >> 18))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 12 & 0x3F))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 6 & 0x3F))
      append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
    }
  }
}
