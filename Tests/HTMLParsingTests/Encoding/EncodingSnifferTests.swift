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
}
