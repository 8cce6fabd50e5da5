import HTMLParsing

/// The logic of the `FuzzTokenizer` fuzz target (docs/fuzzing.md).
///
/// The first byte picks the tokenizer's initial state (its value modulo 6: data, RCDATA,
/// RAWTEXT, script data, PLAINTEXT, CDATA section) and the last start tag (its value divided by
/// 6, modulo 6: none, `script`, `title`, `style`, `textarea`, `xmp`); the rest (UTF-8, invalid
/// sequences replaced, as the parser's input always is) is tokenized. Asserted: what
/// `HTMLTokenizerInvariants` checks (the run ends, every token is well-formed, the tokens equal
/// those of the input with its newlines normalized beforehand).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
package enum TokenizerFuzzing {
  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    guard let selector = bytes.first else { return nil }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    return HTMLTokenizerInvariants.check(
      text, stateIndex: Int(selector), lastStartTagIndex: Int(selector) / 6)
  }
}
