/// The URL Standard's "domain to ASCII", with UTS #46 processing done as far as the Swift standard
/// library's Unicode data allows.
///
/// What is implemented exactly: ASCII input (lowercased, no UTS #46 processing, as the URL
/// Standard now specifies), the full-stop mapping (U+3002, U+FF0E, U+FF61), the deviation
/// characters kept by nontransitional processing (ß, ς, ZWJ, ZWNJ), the IDNA "ignored" code
/// points, fullwidth ASCII, mathematical alphanumeric letters and digits, case mapping (`Unicode.Scalar.Properties.lowercaseMapping`), NFC
/// (``UnicodeNormalization``), Punycode (RFC 3492), the label validity criteria that need only
/// General_Category and Canonical_Combining_Class, and CONTEXTJ for ZWJ and for ZWNJ after a
/// virama.
///
/// What fails cleanly instead (returns failure where a full implementation might succeed):
/// - code points whose UTS #46 mapping is not a case mapping or canonical decomposition
///   (compatibility mappings such as U+2474 ⑴ or U+FB01 ﬁ): needs IdnaMappingTable.txt;
/// - ZWNJ outside a virama context: needs Joining_Type (ArabicShaping.txt).
///
/// Not checked (a full implementation might fail where this succeeds): the Bidi rule (RFC 5893),
/// which needs Bidi_Class (DerivedBidiClass.txt), and disallowed code points that the standard
/// library cannot tell from valid ones.
///
/// https://url.spec.whatwg.org/#concept-domain-to-ascii
public enum IDNA {
  /// Domain to ASCII: the ASCII form of `domain`, or `nil` on failure.
  ///
  /// https://url.spec.whatwg.org/#concept-domain-to-ascii
  public static func domainToASCII(_ domain: String, beStrict: Bool = false) -> String? {
    let result: String
    if domain.utf8.allSatisfy({ $0 < 0x80 }) {
      // 1. ASCII input is ASCII-lowercased without UTS #46 processing.
      result = domain.asciiLowercased()
    } else {
      // 2–3. Let result be the result of running UTS #46 ToASCII (CheckHyphens false, CheckBidi
      //      true, CheckJoiners true, UseSTD3ASCIIRules beStrict, Transitional_Processing false,
      //      VerifyDnsLength beStrict, IgnoreInvalidPunycode false); an error is failure.
      guard let ascii = toASCII(domain) else { return nil }
      result = ascii
    }
    // 4. If result is the empty string, domain-to-ASCII validation error, return failure.
    guard !result.isEmpty else { return nil }
    // 5. If result contains a forbidden domain code point, return failure.
    if result.unicodeScalars.contains(where: URLHost.isForbiddenDomainCodePoint) { return nil }
    // 6. Return result.
    return result
  }

  /// UTS #46 ToASCII with the URL Standard's options, or `nil` if an error was recorded.
  ///
  /// https://www.unicode.org/reports/tr46/#ToASCII
  static func toASCII(_ domain: String) -> String? {
    // 1. Apply the Processing steps.
    guard let labels = process(domain) else { return nil }
    // 2. Convert each label with non-ASCII characters to Punycode and prefix it with "xn--".
    var output: [String] = []
    for label in labels {
      if label.allSatisfy({ $0.isASCII }) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: label)
        output.append(String(view))
      } else {
        guard let encoded = Punycode.encode(label) else { return nil }
        output.append("xn--" + encoded)
      }
    }
    // 3. VerifyDnsLength is false for URLs.
    return output.joined(separator: ".")
  }

  /// UTS #46 Processing: the labels of the mapped, normalized domain, or `nil` on error.
  ///
  /// https://www.unicode.org/reports/tr46/#Processing
  static func process(_ domain: String) -> [[Unicode.Scalar]]? {
    // 1. Map each code point per the mapping table.
    var mapped: [Unicode.Scalar] = []
    for scalar in domain.unicodeScalars {
      guard let replacement = map(scalar) else { return nil }
      mapped.append(contentsOf: replacement)
    }
    // 2. Normalize the domain name string to Unicode Normalization Form C.
    let normalized = UnicodeNormalization.nfc(mapped)
    // 3. Break the string into labels at U+002E FULL STOP.
    let labels = normalized.split(separator: ".", omittingEmptySubsequences: false).map(Array.init)
    // 4. Convert and validate each label.
    var output: [[Unicode.Scalar]] = []
    for label in labels {
      if label.count >= 4, label[0] == "x" || label[0] == "X", label[1] == "n" || label[1] == "N",
        label[2] == "-", label[3] == "-"
      {
        // 4.1. If the label starts with "xn--": it must be ASCII and valid Punycode, and decode
        //      to a non-empty, non-ASCII label.
        guard label.allSatisfy({ $0.isASCII }), let decoded = Punycode.decode(Array(label[4...]))
        else { return nil }
        guard !decoded.isEmpty, !decoded.allSatisfy({ $0.isASCII }) else { return nil }
        // 4.2. Verify that the label meets the validity criteria (which include NFC).
        guard isValid(decoded, fromPunycode: true) else { return nil }
        output.append(decoded)
      } else {
        // 4.3. Otherwise verify that the label meets the validity criteria.
        guard isValid(label, fromPunycode: false) else { return nil }
        output.append(label)
      }
    }
    return output
  }

  // MARK: Mapping

  /// The deviation characters that nontransitional processing keeps: ß, ς, ZWNJ, ZWJ.
  static func isDeviation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xDF, 0x3C2, 0x200C, 0x200D: return true
    default: return false
    }
  }

  /// Code points with the IDNA mapping status "ignored" (mapped to nothing).
  static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAD, 0x34F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B, 0x2060, 0x2064,
      0x206A...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0x1BCA0...0x1BCA3,
      0x1D173...0x1D17A, 0xE0100...0xE01EF:
      return true
    default: return false
    }
  }

  /// Whether a code point that NFKC_Casefold leaves alone is disallowed, as far as General_Category
  /// and a few explicit ranges can tell.
  static func isDisallowedUnmapped(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return false }
    let properties = scalar.properties
    if properties.isNoncharacterCodePoint { return true }
    switch properties.generalCategory {
    case .unassigned, .privateUse, .surrogate, .control, .format, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      return true
    default: break
    }
    switch scalar.value {
    // Replacement characters and ideographic description characters.
    case 0xFFFC, 0xFFFD, 0x2FF0...0x2FFF: return true
    default: return false
    }
  }

  /// Whether `scalar` maps to itself and is valid (or a deviation).
  static func isValidUnmapped(_ scalar: Unicode.Scalar) -> Bool {
    if isDeviation(scalar) { return true }
    if scalar.isASCII { return !(0x41...0x5A).contains(scalar.value) }
    return !scalar.properties.changesWhenNFKCCaseFolded && !isDisallowedUnmapped(scalar)
  }

  /// The UTS #46 mapping of one code point, or `nil` when it is disallowed or its mapping needs
  /// the full IdnaMappingTable.txt.
  ///
  /// https://www.unicode.org/reports/tr46/#IDNA_Mapping_Table
  static func map(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    let value = scalar.value
    // ASCII: uppercase letters map to lowercase; all else is valid (UseSTD3ASCIIRules false).
    if scalar.isASCII {
      return (0x41...0x5A).contains(value) ? [Unicode.Scalar(UInt8(value + 0x20))] : [scalar]
    }
    // Deviations are kept by nontransitional processing.
    if isDeviation(scalar) { return [scalar] }
    // Full stops map to U+002E.
    if value == 0x3002 || value == 0xFF0E || value == 0xFF61 { return ["."] }
    if isIgnored(scalar) { return [] }
    // Fullwidth ASCII maps to ASCII (then lowercase).
    if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) {
      return map(ascii)
    }
    // Mathematical alphanumeric letters and digits map to ASCII (13 alphabets of A–Z a–z, then
    // 5 sets of 0–9); the unassigned holes are disallowed.
    if (0x1D400...0x1D6A3).contains(value) || (0x1D7CE...0x1D7FF).contains(value) {
      guard scalar.properties.generalCategory != .unassigned else { return nil }
      let ascii =
        value >= 0x1D7CE ? 0x30 + (value - 0x1D7CE) % 10 : 0x61 + (value - 0x1D400) % 52 % 26
      return [Unicode.Scalar(UInt8(ascii))]
    }
    // A code point that NFKC_Casefold leaves alone maps to itself if it is not disallowed.
    if !scalar.properties.changesWhenNFKCCaseFolded {
      return isDisallowedUnmapped(scalar) ? nil : [scalar]
    }
    // Otherwise try the lowercase mapping followed by NFC; accept it only if the result is stable
    // under NFKC_Casefold. Anything else needs the mapping table.
    let candidate = UnicodeNormalization.nfc(
      Array(scalar.properties.lowercaseMapping.unicodeScalars))
    guard candidate != [scalar], candidate.allSatisfy(isValidUnmapped) else { return nil }
    return candidate
  }

  // MARK: Validity

  /// The UTS #46 validity criteria with CheckHyphens false, CheckJoiners true and
  /// nontransitional processing. CheckBidi is not applied (it needs Bidi_Class).
  ///
  /// https://www.unicode.org/reports/tr46/#Validity_Criteria
  static func isValid(_ label: [Unicode.Scalar], fromPunycode: Bool) -> Bool {
    guard let first = label.first else { return true }
    // 1. The label must be in Unicode Normalization Form C.
    if fromPunycode && UnicodeNormalization.nfc(label) != label { return false }
    // 3. With CheckHyphens false, the label must not begin with "xn--".
    if fromPunycode, label.count >= 4, label[0] == "x", label[1] == "n", label[2] == "-",
      label[3] == "-"
    {
      return false
    }
    // 4. The label must not contain a U+002E (.) FULL STOP.
    if label.contains(".") { return false }
    // 5. The label must not begin with a combining mark (General_Category=Mark).
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: break
    }
    // 6. Each code point must be valid (or a deviation) for nontransitional processing.
    if fromPunycode && !label.allSatisfy(isValidUnmapped) { return false }
    // 7. CheckJoiners: the CONTEXTJ rules of RFC 5892 Appendix A.
    for (index, scalar) in label.enumerated() where scalar == "\u{200C}" || scalar == "\u{200D}" {
      // A.1/A.2: valid after a virama (Canonical_Combining_Class 9).
      if index > 0 && label[index - 1].properties.canonicalCombiningClass.rawValue == 9 {
        continue
      }
      // A.1's Joining_Type rule for ZWNJ needs ArabicShaping.txt: fail cleanly.
      return false
    }
    // 8. CheckBidi (RFC 5893) needs Bidi_Class and is not applied.
    return true
  }
}
