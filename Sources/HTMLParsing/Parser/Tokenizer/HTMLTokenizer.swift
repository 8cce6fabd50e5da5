/// The HTML standard's tokenizer over UTF-8 input (the input stream preprocessed: CR LF and
/// CR become LF), pulled one token at a time by the tree builder.
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
  var lastStartTagName: [UInt8] = []

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

  /// The input, UTF-8.
  let input: HTMLInputBuffer

  init(input: HTMLInputBuffer) {
    self.input = input
  }

  /// The next token.
  mutating func next() -> HTMLTokenKind {
    // Placeholder until the tokenizer lands (issue 22 work in progress).
    .endOfFile
  }
}

/// The parser's input: the markup's UTF-8 bytes, owned. The one type the parser reads input
/// through, so that a faster representation (if profiling asks for one) changes one place.
struct HTMLInputBuffer {
  /// The bytes.
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }
  init(_ text: String) { self.bytes = Array(text.utf8) }

  var count: Int { bytes.count }
  subscript(index: Int) -> UInt8 { bytes[index] }
}
