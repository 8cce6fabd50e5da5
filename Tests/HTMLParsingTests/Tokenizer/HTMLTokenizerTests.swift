import Testing

@testable import HTMLParsing

/// The tokenizer's interface to the tree builder, beyond what the html5lib tests see (they join
/// character tokens and know nothing of the fields read in place).
@Suite struct HTMLTokenizerTests {
  /// One token, described from the tokenizer's fields.
  static func describe(_ kind: HTMLTokenKind, _ tokenizer: HTMLTokenizer) -> String {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    switch kind {
    case .characters: return "chars(\(text(tokenizer.characters)))"
    case .nullCharacter: return "null"
    case .startTag:
      let attributes = tokenizer.attributes.map { " \(text($0.name))=\(text($0.value))" }
      return "<\(text(tokenizer.tagName))\(attributes.joined())\(tokenizer.selfClosing ? "/" : "")>"
    case .endTag:
      return "</\(text(tokenizer.tagName))\(tokenizer.attributes.isEmpty ? "" : " attributes")"
        + "\(tokenizer.selfClosing ? "/" : "")>"
    case .comment: return "comment(\(text(tokenizer.comment)))"
    case .doctype: return "doctype(\(tokenizer.doctype.name.map(text) ?? "nil"))"
    case .endOfFile: return "eof"
    }
  }

  /// The tokens of `markup`, switching states after start tags as the tree builder does.
  static func tokens(_ markup: String, cdata: Bool = false) -> [String] {
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer(markup))
    tokenizer.allowsCDATASections = cdata
    var result: [String] = []
    while result.count < 100 {
      let kind = tokenizer.next()
      result.append(describe(kind, tokenizer))
      if kind == .endOfFile { break }
      if kind == .startTag {
        switch String(decoding: tokenizer.tagName, as: UTF8.self) {
        case "title", "textarea": tokenizer.state = .rcdata
        case "style", "xmp": tokenizer.state = .rawtext
        case "script": tokenizer.state = .scriptData
        case "plaintext": tokenizer.state = .plaintext
        default: break
        }
      }
    }
    return result
  }

  @Test func charactersBeforeATagComeFirst() {
    #expect(Self.tokens("a<b>c") == ["chars(a)", "<b>", "chars(c)", "eof"])
    #expect(Self.tokens("a&amp;b<!--c-->") == ["chars(a&b)", "comment(c)", "eof"])
    #expect(Self.tokens("x") == ["chars(x)", "eof"])
    #expect(Self.tokens("") == ["eof"])
  }

  @Test func nullInTheDataStateIsItsOwnToken() {
    #expect(Self.tokens("a\0b") == ["chars(a)", "null", "chars(b)", "eof"])
    #expect(
      Self.tokens("<title>a\0b</title>") == ["<title>", "chars(a\u{FFFD}b)", "</title>", "eof"])
  }

  @Test func lastStartTagNameIsTracked() {
    #expect(
      Self.tokens("<title>a</b></title>x") == [
        "<title>", "chars(a</b>)", "</title>", "chars(x)", "eof",
      ])
    #expect(
      Self.tokens("<script>if (a</scripty>b</SCRIPT >") == [
        "<script>", "chars(if (a</scripty>b)", "</script>", "eof",
      ])
    #expect(Self.tokens("<p><xmp></p></xmp>") == ["<p>", "<xmp>", "chars(</p>)", "</xmp>", "eof"])
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer("<div class=a>"))
    _ = tokenizer.next()
    #expect(tokenizer.lastStartTagName == Array("div".utf8))
  }

  @Test func cdataSectionsOnlyWhereAllowed() {
    #expect(Self.tokens("<![CDATA[a<b]]>c", cdata: true) == ["chars(a<bc)", "eof"])
    #expect(Self.tokens("<![CDATA[a\0]]>", cdata: true) == ["chars(a)", "null", "eof"])
    #expect(Self.tokens("<![CDATA[a]]>", cdata: false) == ["comment([CDATA[a]])", "eof"])
  }

  @Test func attributesAreReusedWithoutMixingUp() {
    #expect(
      Self.tokens("<a href=x id=1 HREF=y><b c='d' e><i f=\"g\"></a x=y/>") == [
        "<a href=x id=1>", "<b c=d e=>", "<i f=g>", "</a>", "eof",
      ])
    #expect(Self.tokens("<br/><p =x>") == ["<br/>", "<p =x=>", "eof"])
  }

  @Test func newlinesAreNormalized() {
    #expect(Self.tokens("a\r\nb\rc\n\rd") == ["chars(a\nb\nc\n\nd)", "eof"])
    #expect(Self.tokens("<a\r\nb='1\r\n2'>") == ["<a b=1\n2>", "eof"])
    #expect(Self.tokens("<!--\r\r\n-->") == ["comment(\n\n)", "eof"])
  }

  @Test func manyAttributesAreDeduplicated() {
    // Past the linear search: every name once, the first value kept.
    var markup = "<p"
    for index in 0..<20_000 { markup += " a\(index % 15_000)=\(index)" }
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer(markup + ">"))
    #expect(tokenizer.next() == .startTag)
    #expect(tokenizer.attributes.count == 15_000)
    #expect(tokenizer.attributes.last.map { String(decoding: $0.value, as: UTF8.self) } == "14999")
    #expect(Set(tokenizer.attributes.map(\.name)).count == 15_000)
    // The next tag reuses the storage and starts over.
    tokenizer = HTMLTokenizer(input: HTMLInputBuffer(markup + "><b a1=x A1=y>"))
    _ = tokenizer.next()
    #expect(tokenizer.next() == .startTag)
    #expect(Self.describe(.startTag, tokenizer) == "<b a1=x>")
  }

  @Test func tokenStartOffsets() {
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer("ab<p>c<!--d--><title>"))
    var offsets: [Int] = []
    while true {
      let kind = tokenizer.next()
      if kind == .endOfFile { break }
      if kind == .startTag || kind == .comment { offsets.append(tokenizer.tokenStartOffset) }
      if kind == .startTag && tokenizer.tagName == Array("title".utf8) {
        tokenizer.state = .rcdata
      }
    }
    #expect(offsets == [2, 6, 14])
    tokenizer = HTMLTokenizer(input: HTMLInputBuffer("x</title>"))
    tokenizer.state = .rcdata
    tokenizer.lastStartTagName = Array("title".utf8)
    #expect(tokenizer.next() == .characters)
    #expect(tokenizer.next() == .endTag)
    #expect(tokenizer.tokenStartOffset == 1)
  }
}
