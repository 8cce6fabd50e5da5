@_spi(_Unicode) import Swift

/// Unicode Normalization Form C without Foundation.
///
/// Decision: the DOM module must stay Foundation-free, and the Swift standard library has no
/// public normalization API yet, but it carries the normalization data itself (it compares
/// strings by canonical equivalence) and exposes an NFC normalizer as the `_Unicode` SPI, which
/// swift-experimental-string-processing also uses. This file is the only user of that SPI; if a
/// toolchain drops it, replace `nfc(_:)` with a public API (e.g. a future
/// `String.normalized(.nfc)`) and nothing else changes.
///
/// https://www.unicode.org/reports/tr15/#Norm_Forms
enum UnicodeNormalization {
  /// The NFC form of `scalars`.
  static func nfc(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    // Fast path: ASCII is always in NFC.
    if scalars.allSatisfy({ $0.isASCII }) { return scalars }
    var string = String.UnicodeScalarView()
    string.append(contentsOf: scalars)
    return Array(String(string)._nfc)
  }
}
