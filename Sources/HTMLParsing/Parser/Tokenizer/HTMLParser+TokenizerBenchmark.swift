extension HTMLParser {
  /// The tokenizer alone over UTF-8 bytes (no tree), for benchmarks (`actionjs-bench
  /// tokenize`); returns the number of tokens.
  public static func benchmarkTokenizerOnly(_ utf8: [UInt8]) -> Int {
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer(utf8))
    var count = 0
    while true {
      count += 1
      switch tokenizer.next() {
      case .endOfFile: return count
      case .startTag:
        // As the tree builder will: raw text elements switch the tokenizer's state.
        switch tokenizer.tagName {
        case HTMLTokenizer.scriptTagName: tokenizer.state = .scriptData
        case benchmarkStyle: tokenizer.state = .rawtext
        case benchmarkTitle, benchmarkTextarea: tokenizer.state = .rcdata
        default: break
        }
      default: break
      }
    }
  }

  private static let benchmarkStyle: [UInt8] = Array("style".utf8)
  private static let benchmarkTitle: [UInt8] = Array("title".utf8)
  private static let benchmarkTextarea: [UInt8] = Array("textarea".utf8)
}
