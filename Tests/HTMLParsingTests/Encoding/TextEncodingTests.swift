import Testing

@testable import HTMLParsing

@Suite struct TextEncodingTests {
  @Test(arguments: [
    ("utf-8", "UTF-8"), ("UTF8", "UTF-8"), ("  \t\nlatin1\r\u{0C} ", "windows-1252"),
    ("ascii", "windows-1252"), ("ISO-8859-1", "windows-1252"), ("iso-8859-9", "windows-1254"),
    ("Shift-JIS", "Shift_JIS"), ("windows-31j", "Shift_JIS"), ("x-sjis", "Shift_JIS"),
    ("gb2312", "GBK"), ("GB18030", "gb18030"), ("big5-hkscs", "Big5"), ("EUC-JP", "EUC-JP"),
    ("csiso2022jp", "ISO-2022-JP"), ("ks_c_5601-1987", "EUC-KR"), ("iso-2022-kr", "replacement"),
    ("hz-gb-2312", "replacement"), ("iso-2022-cn-ext", "replacement"), ("utf-16", "UTF-16LE"),
    ("unicodefffe", "UTF-16BE"), ("x-user-defined", "x-user-defined"),
    ("logical", "ISO-8859-8-I"), ("visual", "ISO-8859-8"), ("koi8-ru", "KOI8-U"),
    ("x-mac-ukrainian", "x-mac-cyrillic"), ("tis-620", "windows-874"), ("mac", "macintosh"),
    ("iso_8859-2:1987", "ISO-8859-2"), ("l9", "ISO-8859-15"), ("866", "IBM866"),
  ])
  func labels(label: String, name: String) {
    #expect(TextEncoding(label: label)?.name == name)
  }

  @Test(arguments: [
    "", " ", "utf-7", "utf-32", "iso-8859-1 x", "utf\u{0}8", "ut f-8", "\u{A0}utf-8",
    "latın1", "iso-2022-jp-2", "x-unknown",
  ])
  func unknownLabels(label: String) {
    #expect(TextEncoding(label: label) == nil)
  }

  @Test func everyEncodingIsFoundByItsName() {
    #expect(TextEncoding.allEncodings.count == 40)
    for encoding in TextEncoding.allEncodings {
      #expect(TextEncoding(label: encoding.name) == encoding, "\(encoding.name)")
    }
    #expect(TextEncoding.labels.count == 228)
  }
}
