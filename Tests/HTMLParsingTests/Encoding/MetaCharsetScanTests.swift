import Testing

@testable import HTMLParsing

/// WebKit's `<meta>` charset scan (`EncodingSniffer.metaCharsetScan`). Each expectation is what
/// WebKitGTK 2.50's own decoder chose for the page (given no usable transport charset, with
/// windows-1252 as its default: `nil` here), checked with the WebKit oracle.
@Suite struct MetaCharsetScanTests {
  func scan(_ html: String) -> String {
    EncodingSniffer.metaCharsetScan(Array(html.utf8))?.name ?? "nil"
  }

  @Test(arguments: [
    ("<html><head><title><meta charset=iso-8859-2></title></head><body>cafe</body></html>", "nil"),
    (
      "<html><head><noscript><meta charset=iso-8859-2></noscript></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    ("<html><head><meta charset=\"\" charset=iso-8859-2></head><body>cafe</body></html>", "nil"),
    ("<html><head><meta charset=\"iso&#45;8859-2\"></head><body>cafe</body></html>", "ISO-8859-2"),
    (
      "<html><head><meta http-equiv=content-type content=\"text/html; charset=iso&#45;8859-2\"></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    ("<html><head></head><meta charset=iso-8859-2><body>cafe</body></html>", "ISO-8859-2"),
    ("<html><head><xmp><meta charset=iso-8859-2></xmp></head><body>cafe</body></html>", "nil"),
    ("<html><body><textarea><meta charset=iso-8859-2></textarea>cafe</body></html>", "nil"),
    ("<html><body><plaintext><meta charset=iso-8859-2>cafe</body></html>", "nil"),
    ("<html><head><!-- a -- > <meta charset=iso-8859-2> --></head><body>cafe</body></html>", "nil"),
    (
      "<html><head><!-- a --!> <meta charset=iso-8859-2> --></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><!--> <meta charset=iso-8859-2> --></head><body>cafe</body></html>", "ISO-8859-2"
    ),
    ("<html><head><meta charset=iso-8859-2", "nil"),
    (
      "<html><head><?php echo \"<meta charset=iso-8859-2>\" ?></head><body>cafe</body></html>",
      "nil"
    ),
    (
      "<html><head><meta name=x content=\"text/html; charset=iso-8859-2\"></head><body>cafe</body></html>",
      "nil"
    ),
    (
      "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset='iso-8859-2'\"></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><meta http-equiv=content-type content=\"text/html; charset=iso-8859-2 extra\"></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><meta http-equiv=\"content-type \" content=\"text/html; charset=iso-8859-2\"></head><body>cafe</body></html>",
      "nil"
    ),
    (
      "<html><head><meta content=\"text/html; charset=iso-8859-5\" charset=iso-8859-2 http-equiv=content-type></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><meta content=\"text/html; charset=iso-8859-5\" charset=iso-8859-2></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><meta charset=bogus><meta charset=iso-8859-2></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    (
      "<html><head><meta http-equiv=content-type content=\"charset = iso-8859-2\"></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    ("<html><head><meta charset=iso-8859-2/></head><body>cafe</body></html>", "nil"),
    (
      "<!DOCTYPE html SYSTEM \"a>b\"><html><head><meta charset=iso-8859-2></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
    ("<html><head><meta charset=utf-16le></head><body>cafe</body></html>", "UTF-8"),
    ("<html><head><meta charset=x-user-defined></head><body>cafe</body></html>", "windows-1252"),
    ("<html><head><meta\rcharset=iso-8859-2></head><body>cafe</body></html>", "ISO-8859-2"),
    ("<html><head><meta charset=iso-8859-2\u{0}></head><body>cafe</body></html>", "nil"),
    (
      "<html><head>< meta charset=iso-8859-5><meta charset=iso-8859-2></head><body>cafe</body></html>",
      "ISO-8859-2"
    ),
  ])
  func scanCases(html: String, expected: String) {
    #expect(scan(html) == expected, "\(html)")
  }

  static let padding = String(repeating: "x", count: 1100)
  static let meta = "<meta charset=iso-8859-2>"

  /// In the head the scan goes on past 1024 bytes, through text and comments, until a tag a
  /// head does not hold, `</head>` or `<body>`.
  @Test(arguments: [
    ("<html><head><title>t</title><style>/*\(padding)*/</style>\(meta)</head>", "ISO-8859-2"),
    ("<html><head><title>t</title><!--\(padding)-->\(meta)</head>", "ISO-8859-2"),
    ("<html><head><title>t</title><style>/*\(padding)*/</style>hello\(meta)</head>", "ISO-8859-2"),
    ("<html><head><noscript>\(padding)</noscript>\(meta)</head>", "ISO-8859-2"),
    ("<title>t</title><style>/*\(padding)*/</style>\(meta)<p>", "ISO-8859-2"),
    ("<html><head><title>a</title></title><style>\(padding)</style>\(meta)</head>", "ISO-8859-2"),
    ("<html><head><meta><meta name=a><style>\(padding)</style>\(meta)</head>", "ISO-8859-2"),
    ("<html><head><link title=\"a>b\"><style>\(padding)</style>\(meta)</head>", "ISO-8859-2"),
    ("<html><head><div></div><style>/*\(padding)*/</style>\(meta)</head>", "nil"),
    ("<html><head><template></template><style>\(padding)</style>\(meta)</head>", "nil"),
    ("<html><head></p><style>\(padding)</style>\(meta)</head>", "nil"),
    ("<html><head><svg></svg><style>\(padding)</style>\(meta)</head>", "nil"),
    ("<html><head><title>t</title><style>/*\(padding)*/</style></head>\(meta)<body>", "nil"),
    ("<html><head><body><style>\(padding)</style>\(meta)", "nil"),
    ("<html><head></head><body><p>\(padding)</p>\(meta)", "nil"),
  ])
  func lateDeclarations(html: String, expected: String) {
    #expect(scan(html) == expected, "\(html.prefix(60))…")
  }

  /// Past the head, a declaration counts while the scan is within the first 1024 bytes.
  @Test func bodyDeclarationsWithinTheFirst1024Bytes() {
    let head = "<!DOCTYPE html><html><head><title>t</title></head><body><p>"
    let near = head + String(repeating: "x", count: 900) + "</p>" + Self.meta
    #expect(scan(near) == "ISO-8859-2")
    let far = head + String(repeating: "x", count: 1000) + "</p>" + Self.meta
    #expect(scan(far) == "nil")
  }

  /// A `<script>` ends at its first `</script` followed by a delimiter.
  @Test func scriptTextEndsAtItsEndTag() {
    let html =
      "<html><head><script>var a='\(Self.meta)';</script ><style>\(Self.padding)</style>"
      + "<meta charset=iso-8859-5></head>"
    #expect(scan(html) == "ISO-8859-5")
  }

  /// Truncated and random markup never reads past the input (every prefix of a page, and
  /// random bytes drawn from markup's characters).
  @Test func anyInputEndsTheScan() {
    let page = Array(
      ("<!DOCTYPE html><html><head><!-- c --><title>t</title><script>a</script >"
        + "<meta http-equiv=content-type content='text/html; charset=&#x69;so-8859-2'></head>")
        .utf8)
    for length in 0...page.count {
      _ = EncodingSniffer.metaCharsetScan(Array(page.prefix(length)))
    }
    #expect(EncodingSniffer.metaCharsetScan(page) == .iso88592)
    let alphabet = Array("<>!-/?='\" &#;x9 \tmetachrsiopdyl".utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<3000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(state % 64) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      _ = EncodingSniffer.metaCharsetScan(bytes)
    }
  }
}
