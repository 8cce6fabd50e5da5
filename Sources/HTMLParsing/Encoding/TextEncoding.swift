/// An encoding of the WHATWG Encoding standard.
///
/// Every encoding has one canonical ``name`` and is found from any of its labels with
/// ``init(label:)``. See https://encoding.spec.whatwg.org/#names-and-labels
public struct TextEncoding: Hashable, Sendable, CustomStringConvertible {
  /// The encodings of the standard, in the order of its table of names and labels.
  enum Kind: Hashable, Sendable, CaseIterable {
    case utf8
    case ibm866, iso88592, iso88593, iso88594, iso88595, iso88596, iso88597, iso88598
    case iso88598I, iso885910, iso885913, iso885914, iso885915, iso885916
    case koi8R, koi8U, macintosh, windows874
    case windows1250, windows1251, windows1252, windows1253, windows1254, windows1255
    case windows1256, windows1257, windows1258, xMacCyrillic
    case gbk, gb18030, big5, eucJP, iso2022JP, shiftJIS, eucKR
    case replacement, utf16BE, utf16LE, xUserDefined
  }

  let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// The encoding's canonical name, e.g. `UTF-8`, `windows-1252` or `Shift_JIS`.
  /// See https://encoding.spec.whatwg.org/#name
  public var name: String { kind.name }

  /// The canonical name.
  public var description: String { name }

  /// Gets an encoding from a label: surrounding ASCII whitespace is removed, ASCII letters are
  /// compared case-insensitively, and an unknown label gives `nil`.
  /// See https://encoding.spec.whatwg.org/#concept-encoding-get
  public init?(label: String) {
    // 1. Remove any leading and trailing ASCII whitespace from label.
    var bytes = Array(label.utf8)
    while let last = bytes.last, Self.isASCIIWhitespace(last) { bytes.removeLast() }
    let start = bytes.firstIndex { !Self.isASCIIWhitespace($0) } ?? bytes.endIndex
    // 2. If label is an ASCII case-insensitive match for any of the labels listed in the table
    //    below, then return the corresponding encoding; otherwise return failure.
    let lowered = bytes[start...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    guard let kind = Self.labels[String(decoding: lowered, as: UTF8.self)] else { return nil }
    self.kind = kind
  }

  /// Whether `byte` is ASCII whitespace: TAB, LF, FF, CR or SPACE.
  /// See https://infra.spec.whatwg.org/#ascii-whitespace
  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
  }

  /// Every encoding of the standard.
  public static let allEncodings: [TextEncoding] = Kind.allCases.map(TextEncoding.init)

  /// UTF-8, https://encoding.spec.whatwg.org/#utf-8
  public static let utf8 = TextEncoding(.utf8)
  /// IBM866, https://encoding.spec.whatwg.org/#ibm866
  public static let ibm866 = TextEncoding(.ibm866)
  /// ISO-8859-2, https://encoding.spec.whatwg.org/#iso-8859-2
  public static let iso88592 = TextEncoding(.iso88592)
  /// ISO-8859-3, https://encoding.spec.whatwg.org/#iso-8859-3
  public static let iso88593 = TextEncoding(.iso88593)
  /// ISO-8859-4, https://encoding.spec.whatwg.org/#iso-8859-4
  public static let iso88594 = TextEncoding(.iso88594)
  /// ISO-8859-5, https://encoding.spec.whatwg.org/#iso-8859-5
  public static let iso88595 = TextEncoding(.iso88595)
  /// ISO-8859-6, https://encoding.spec.whatwg.org/#iso-8859-6
  public static let iso88596 = TextEncoding(.iso88596)
  /// ISO-8859-7, https://encoding.spec.whatwg.org/#iso-8859-7
  public static let iso88597 = TextEncoding(.iso88597)
  /// ISO-8859-8, https://encoding.spec.whatwg.org/#iso-8859-8
  public static let iso88598 = TextEncoding(.iso88598)
  /// ISO-8859-8-I, https://encoding.spec.whatwg.org/#iso-8859-8-i
  public static let iso88598I = TextEncoding(.iso88598I)
  /// ISO-8859-10, https://encoding.spec.whatwg.org/#iso-8859-10
  public static let iso885910 = TextEncoding(.iso885910)
  /// ISO-8859-13, https://encoding.spec.whatwg.org/#iso-8859-13
  public static let iso885913 = TextEncoding(.iso885913)
  /// ISO-8859-14, https://encoding.spec.whatwg.org/#iso-8859-14
  public static let iso885914 = TextEncoding(.iso885914)
  /// ISO-8859-15, https://encoding.spec.whatwg.org/#iso-8859-15
  public static let iso885915 = TextEncoding(.iso885915)
  /// ISO-8859-16, https://encoding.spec.whatwg.org/#iso-8859-16
  public static let iso885916 = TextEncoding(.iso885916)
  /// KOI8-R, https://encoding.spec.whatwg.org/#koi8-r
  public static let koi8R = TextEncoding(.koi8R)
  /// KOI8-U, https://encoding.spec.whatwg.org/#koi8-u
  public static let koi8U = TextEncoding(.koi8U)
  /// macintosh, https://encoding.spec.whatwg.org/#macintosh
  public static let macintosh = TextEncoding(.macintosh)
  /// windows-874, https://encoding.spec.whatwg.org/#windows-874
  public static let windows874 = TextEncoding(.windows874)
  /// windows-1250, https://encoding.spec.whatwg.org/#windows-1250
  public static let windows1250 = TextEncoding(.windows1250)
  /// windows-1251, https://encoding.spec.whatwg.org/#windows-1251
  public static let windows1251 = TextEncoding(.windows1251)
  /// windows-1252, https://encoding.spec.whatwg.org/#windows-1252
  public static let windows1252 = TextEncoding(.windows1252)
  /// windows-1253, https://encoding.spec.whatwg.org/#windows-1253
  public static let windows1253 = TextEncoding(.windows1253)
  /// windows-1254, https://encoding.spec.whatwg.org/#windows-1254
  public static let windows1254 = TextEncoding(.windows1254)
  /// windows-1255, https://encoding.spec.whatwg.org/#windows-1255
  public static let windows1255 = TextEncoding(.windows1255)
  /// windows-1256, https://encoding.spec.whatwg.org/#windows-1256
  public static let windows1256 = TextEncoding(.windows1256)
  /// windows-1257, https://encoding.spec.whatwg.org/#windows-1257
  public static let windows1257 = TextEncoding(.windows1257)
  /// windows-1258, https://encoding.spec.whatwg.org/#windows-1258
  public static let windows1258 = TextEncoding(.windows1258)
  /// x-mac-cyrillic, https://encoding.spec.whatwg.org/#x-mac-cyrillic
  public static let xMacCyrillic = TextEncoding(.xMacCyrillic)
  /// GBK, https://encoding.spec.whatwg.org/#gbk
  public static let gbk = TextEncoding(.gbk)
  /// gb18030, https://encoding.spec.whatwg.org/#gb18030
  public static let gb18030 = TextEncoding(.gb18030)
  /// Big5, https://encoding.spec.whatwg.org/#big5
  public static let big5 = TextEncoding(.big5)
  /// EUC-JP, https://encoding.spec.whatwg.org/#euc-jp
  public static let eucJP = TextEncoding(.eucJP)
  /// ISO-2022-JP, https://encoding.spec.whatwg.org/#iso-2022-jp
  public static let iso2022JP = TextEncoding(.iso2022JP)
  /// Shift_JIS, https://encoding.spec.whatwg.org/#shift_jis
  public static let shiftJIS = TextEncoding(.shiftJIS)
  /// EUC-KR, https://encoding.spec.whatwg.org/#euc-kr
  public static let eucKR = TextEncoding(.eucKR)
  /// replacement, https://encoding.spec.whatwg.org/#replacement
  public static let replacement = TextEncoding(.replacement)
  /// UTF-16BE, https://encoding.spec.whatwg.org/#utf-16be
  public static let utf16BE = TextEncoding(.utf16BE)
  /// UTF-16LE, https://encoding.spec.whatwg.org/#utf-16le
  public static let utf16LE = TextEncoding(.utf16LE)
  /// x-user-defined, https://encoding.spec.whatwg.org/#x-user-defined
  public static let xUserDefined = TextEncoding(.xUserDefined)
}

extension TextEncoding.Kind {
  /// The canonical name, https://encoding.spec.whatwg.org/#names-and-labels
  var name: String {
    switch self {
    case .utf8: "UTF-8"
    case .ibm866: "IBM866"
    case .iso88592: "ISO-8859-2"
    case .iso88593: "ISO-8859-3"
    case .iso88594: "ISO-8859-4"
    case .iso88595: "ISO-8859-5"
    case .iso88596: "ISO-8859-6"
    case .iso88597: "ISO-8859-7"
    case .iso88598: "ISO-8859-8"
    case .iso88598I: "ISO-8859-8-I"
    case .iso885910: "ISO-8859-10"
    case .iso885913: "ISO-8859-13"
    case .iso885914: "ISO-8859-14"
    case .iso885915: "ISO-8859-15"
    case .iso885916: "ISO-8859-16"
    case .koi8R: "KOI8-R"
    case .koi8U: "KOI8-U"
    case .macintosh: "macintosh"
    case .windows874: "windows-874"
    case .windows1250: "windows-1250"
    case .windows1251: "windows-1251"
    case .windows1252: "windows-1252"
    case .windows1253: "windows-1253"
    case .windows1254: "windows-1254"
    case .windows1255: "windows-1255"
    case .windows1256: "windows-1256"
    case .windows1257: "windows-1257"
    case .windows1258: "windows-1258"
    case .xMacCyrillic: "x-mac-cyrillic"
    case .gbk: "GBK"
    case .gb18030: "gb18030"
    case .big5: "Big5"
    case .eucJP: "EUC-JP"
    case .iso2022JP: "ISO-2022-JP"
    case .shiftJIS: "Shift_JIS"
    case .eucKR: "EUC-KR"
    case .replacement: "replacement"
    case .utf16BE: "UTF-16BE"
    case .utf16LE: "UTF-16LE"
    case .xUserDefined: "x-user-defined"
    }
  }
}
