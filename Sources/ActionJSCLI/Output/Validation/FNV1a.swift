/// The 64-bit FNV-1a hash (http://www.isthe.com/chongo/tech/comp/fnv/), for the stable
/// fingerprints of SARIF results: not cryptographic, only the same for the same bytes on every
/// machine (Swift's `Hasher` is seeded per process, so it cannot be used).
enum FNV1a {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `text`'s UTF-8 bytes as 16 lowercase hexadecimal digits.
  static func hex(_ text: String) -> String {
    var hash = offsetBasis
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* prime
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
