import Testing

@testable import HTMLParsing

@Suite struct EncodingSnifferTests {
  func sniff(_ text: String, transport: String? = nil) -> EncodingSniffResult {
    EncodingSniffer.sniff(Array(text.utf8), transportCharset: transport)
  }

  func prescan(_ text: String) -> String? {
    EncodingSniffer.prescan(Array(text.utf8))?.name
  }

  @Test func byteOrderMarksOverrideEverything() {
    let cases: [([UInt8], TextEncoding)] = [
      ([0xEF, 0xBB, 0xBF, 0x3C], .utf8), ([0xFE, 0xFF, 0, 0x3C], .utf16BE),
      ([0xFF, 0xFE, 0x3C, 0], .utf16LE),
    ]
    for (bytes, encoding) in cases {
      let result = EncodingSniffer.sniff(
        bytes, transportCharset: "iso-8859-2", override: .shiftJIS)
      #expect(
        result
          == EncodingSniffResult(encoding: encoding, confidence: .certain, source: .byteOrderMark))
    }
  }

  @Test func overrideThenTransportThenPrescanThenDefault() {
    let meta = "<meta charset=iso-8859-2>"
    #expect(
      EncodingSniffer.sniff(Array(meta.utf8), transportCharset: "utf-8", override: .big5)
        == EncodingSniffResult(encoding: .big5, confidence: .certain, source: .override))
    #expect(
      sniff(meta, transport: " UTF-8 ")
        == EncodingSniffResult(encoding: .utf8, confidence: .certain, source: .transport))
    #expect(
      sniff(meta, transport: "bogus")
        == EncodingSniffResult(encoding: .iso88592, confidence: .tentative, source: .prescan))
    #expect(
      sniff("<p>hi")
        == EncodingSniffResult(encoding: .windows1252, confidence: .tentative, source: .default))
    #expect(
      EncodingSniffer.sniff([], defaultEncoding: .utf8).encoding == .utf8)
  }

  @Test(arguments: [
    ("<meta charset=\"utf-8\">", "UTF-8"),
    ("<meta charset='koi8-r'>", "KOI8-R"),
    ("<meta charset=koi8-r>", "KOI8-R"),
    ("<META CHARSET=KOI8-R>", "KOI8-R"),
    ("<meta/charset=koi8-r>", "KOI8-R"),
    ("<meta\ncharset = \" koi8-r \">", "KOI8-R"),
    ("<meta charset=utf-16le>", "UTF-8"),
    ("<meta charset=utf-16be>", "UTF-8"),
    ("<meta charset=x-user-defined>", "windows-1252"),
    ("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-5\">", "ISO-8859-5"),
    ("<meta content=\"text/html; charset=iso-8859-5\" http-equiv=\"content-type\">", "ISO-8859-5"),
    (
      "<meta content='text/html; charset = \"iso-8859-5\"' http-equiv='content-type'>", "ISO-8859-5"
    ),
    ("<meta content=\"text/html;charset=iso-8859-5;x\" http-equiv=content-type>", "ISO-8859-5"),
    ("<meta content=\"charsetx charset=iso-8859-5\" http-equiv=content-type>", "ISO-8859-5"),
    ("<meta charset=bogus><meta charset=koi8-r>", "KOI8-R"),
    ("<meta charset=koi8-r charset=iso-8859-5>", "KOI8-R"),
    ("<meta charset=koi8-r content=\"charset=iso-8859-5\" http-equiv=content-type>", "KOI8-R"),
    ("<!-- <meta charset=koi8-r> --><meta charset=iso-8859-5>", "ISO-8859-5"),
    ("<!--><meta charset=koi8-r>", "KOI8-R"),
    ("<!---><meta charset=koi8-r>-->", "KOI8-R"),
    ("<div title='<meta charset=koi8-r>'><meta charset=iso-8859-5>", "ISO-8859-5"),
    ("<?xml version='1.0'?><meta charset=koi8-r>", "KOI8-R"),
    ("<!DOCTYPE html><meta charset=koi8-r>", "KOI8-R"),
    ("</p title='<meta charset=iso-8859-5>'><meta charset=koi8-r>", "KOI8-R"),
    ("<meta charset=\"utf-8", "nil"),
    ("<meta content=\"charset=koi8-r\">", "nil"),
    ("<meta http-equiv=content-type content=\"charset='koi8-r\">", "nil"),
    ("<meta http-equiv=content-type content=\"text/html\">", "nil"),
    ("<metacharset=koi8-r>", "nil"),
    ("<meta charset=bogus>", "nil"),
    ("<!-- <meta charset=koi8-r>", "nil"),
  ])
  func prescanCases(html: String, expected: String) {
    #expect((prescan(html) ?? "nil") == expected, "\(html)")
  }

  @Test func prescanStopsAfter1024Bytes() {
    let padding = String(repeating: " ", count: 1000)
    #expect(prescan(padding + "<meta charset=koi8-r>") == "KOI8-R")
    let more = String(repeating: " ", count: 1024)
    #expect(prescan(more + "<meta charset=koi8-r>") == nil)
    // A tag that straddles the limit is cut off.
    #expect(prescan(String(repeating: " ", count: 1010) + "<meta charset=koi8-r>") == nil)
  }

  @Test func metaContentExtraction() {
    #expect(EncodingSniffer.encodingFromMetaContent("text/html; CHARSET=utf-8") == .utf8)
    #expect(EncodingSniffer.encodingFromMetaContent("charset = 'utf-8'") == .utf8)
    #expect(EncodingSniffer.encodingFromMetaContent("charset=\"utf-8") == nil)
    #expect(EncodingSniffer.encodingFromMetaContent("charset=") == nil)
    #expect(EncodingSniffer.encodingFromMetaContent("charset;charset=big5") == .big5)
    #expect(EncodingSniffer.encodingFromMetaContent("text/html") == nil)
  }

  @Test func utf8DetectionNeedsValidUTF8WithNonASCII() {
    let utf8 = Array("<p>café".utf8)
    #expect(
      EncodingSniffer.sniff(utf8, detectsUTF8: true)
        == EncodingSniffResult(encoding: .utf8, confidence: .tentative, source: .utf8Detection))
    // Off, the standard's default.
    #expect(EncodingSniffer.sniff(utf8).source == .default)
    #expect(EncodingSniffer.sniff(utf8).encoding == .windows1252)
    // All ASCII: the default.
    #expect(
      EncodingSniffer.sniff(Array("<p>plain".utf8), detectsUTF8: true)
        == EncodingSniffResult(encoding: .windows1252, confidence: .tentative, source: .default))
    // Not UTF-8 (a lone 0xE9; a truncated sequence at the end): the default.
    #expect(EncodingSniffer.sniff([0x3C, 0x70, 0x3E, 0xE9], detectsUTF8: true).source == .default)
    #expect(EncodingSniffer.sniff([0x61, 0xC3], detectsUTF8: true).source == .default)
    // A declaration, a transport charset and a BOM all win over detection.
    #expect(
      EncodingSniffer.sniff(Array("<meta charset=koi8-r><p>café".utf8), detectsUTF8: true)
        == EncodingSniffResult(encoding: .koi8R, confidence: .tentative, source: .prescan))
    #expect(
      EncodingSniffer.sniff(utf8, transportCharset: "windows-1252", detectsUTF8: true)
        == EncodingSniffResult(encoding: .windows1252, confidence: .certain, source: .transport))
    #expect(
      EncodingSniffer.sniff([0xEF, 0xBB, 0xBF] + utf8, detectsUTF8: true).source == .byteOrderMark)
  }

  @Test func theParserReportsWhyAndNeverChangesTheEncodingLater() {
    func parse(_ bytes: [UInt8], transport: String? = nil, detects: Bool = true)
      -> (String, EncodingSniffResult.Source)
    {
      var options = HTMLParser.Options()
      options.detectsUTF8 = detects
      let parsed = HTMLParser.parseDocument(
        bytes: bytes, transportCharset: transport, options: options)
      #expect(parsed.document.characterSet == parsed.encoding.encoding.name)
      return (parsed.encoding.encoding.name, parsed.encoding.source)
    }
    let utf8 = Array("<!DOCTYPE html><p>café</p>".utf8)
    #expect(parse(utf8) == ("UTF-8", .utf8Detection))
    #expect(parse(utf8, detects: false) == ("windows-1252", .default))
    #expect(parse(utf8, transport: "windows-1252") == ("windows-1252", .transport))
    #expect(
      parse([0xEF, 0xBB, 0xBF] + utf8, transport: "windows-1252") == ("UTF-8", .byteOrderMark))
    #expect(parse(Array("<p>plain".utf8)) == ("windows-1252", .default))
    // A meta in the body past the first 1024 bytes is not a declaration, and the parser does
    // not re-decode when it meets it (WebKit: fixture charset/late-meta-in-body).
    let late = Array(
      ("<html><head></head><body><p>" + String(repeating: "y", count: 2000)
        + "</p><meta charset=iso-8859-2><p>café").utf8)
    #expect(parse(late) == ("UTF-8", .utf8Detection))
    #expect(parse(late, detects: false) == ("windows-1252", .default))
    // In the head it is one, however late.
    let head = Array(
      ("<html><head><style>" + String(repeating: "y", count: 2000)
        + "</style><meta charset=iso-8859-2></head><p>café").utf8)
    #expect(parse(head) == ("ISO-8859-2", .prescan))
  }
}
