/// What ``HTMLTokenizer/next()`` produced. The token's data stays in the tokenizer's fields
/// (``HTMLTokenizer/characters``, ``HTMLTokenizer/tagName``, ``HTMLTokenizer/attributes``…)
/// until the next call, so that no token is allocated: the tree builder reads them in place.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
enum HTMLTokenKind: Equatable {
  /// A run of character tokens other than U+0000, UTF-8 in ``HTMLTokenizer/characters``
  /// (newlines normalized, character references decoded). Runs may be split anywhere between
  /// two code points; the tree builder joins adjacent runs.
  case characters
  /// One U+0000 character token from the data state or a CDATA section (in the states where
  /// the standard replaces U+0000 with U+FFFD, the replacement is in a `characters` run).
  case nullCharacter
  /// A start tag: ``HTMLTokenizer/tagName``, ``HTMLTokenizer/attributes``,
  /// ``HTMLTokenizer/selfClosing``.
  case startTag
  /// An end tag: ``HTMLTokenizer/tagName`` (attributes and the self-closing flag are parse
  /// errors and are dropped).
  case endTag
  /// A comment, its data in ``HTMLTokenizer/comment``.
  case comment
  /// A DOCTYPE, in ``HTMLTokenizer/doctype``.
  case doctype
  /// The end of the input. Every later call returns it again.
  case endOfFile
}

/// An attribute of a tag token: name lowercased (ASCII), value with character references
/// decoded, both UTF-8. Duplicates (a later attribute with a name already seen on the tag)
/// are dropped by the tokenizer, as the standard says.
struct HTMLTokenAttribute {
  var name: [UInt8]
  var value: [UInt8]
}

/// A DOCTYPE token. A missing identifier is nil (not the empty string).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
struct HTMLDoctypeToken {
  var name: [UInt8]?
  var publicIdentifier: [UInt8]?
  var systemIdentifier: [UInt8]?
  var forceQuirks = false
}
