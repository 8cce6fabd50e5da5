/// The page's source of randomness: `Math.random`, `crypto.getRandomValues`,
/// `crypto.randomUUID` and blob URL identifiers all draw from it.
///
/// Seeded mode (the default) is xoshiro256** (Blackman and Vigna) with its 256-bit state expanded
/// from a 64-bit seed by SplitMix64, so a run is reproducible byte for byte; the default seed is
/// ``defaultSeed``. System mode draws from the operating system's generator instead.
/// https://prng.di.unimi.it/xoshiro256starstar.c
public final class SeededRandom: RandomNumberGenerator {
  /// Where the numbers come from.
  public enum Mode: Equatable, Sendable {
    /// xoshiro256** seeded by SplitMix64 from this seed: deterministic.
    case seeded(UInt64)
    /// The system's cryptographically secure generator: not reproducible.
    case system
  }

  /// The default seed: the ASCII bytes of "actionjs" (0x616374696F6E6A73).
  public static let defaultSeed: UInt64 = 0x6163_7469_6F6E_6A73

  /// The mode this generator was made with.
  public let mode: Mode
  private var state: (UInt64, UInt64, UInt64, UInt64)
  private var system = SystemRandomNumberGenerator()

  /// Makes a generator; seeded with ``defaultSeed`` unless told otherwise.
  public init(_ mode: Mode = .seeded(SeededRandom.defaultSeed)) {
    self.mode = mode
    var seed: UInt64
    switch mode {
    case .seeded(let value): seed = value
    case .system: seed = 0
    }
    // Expand the seed with SplitMix64, as the xoshiro authors recommend (never all zero).
    state = (
      Self.splitMix64(&seed), Self.splitMix64(&seed), Self.splitMix64(&seed),
      Self.splitMix64(&seed)
    )
  }

  /// The next 64 random bits. https://prng.di.unimi.it/xoshiro256starstar.c
  public func next() -> UInt64 {
    if mode == .system { return system.next() }
    let result = (state.1 &* 5).rotatedLeft(by: 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = state.3.rotatedLeft(by: 45)
    return result
  }

  /// A double in [0, 1) with 53 random bits: the `Math.random()` value.
  /// https://tc39.es/ecma262/#sec-math.random
  public func nextDouble() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// `count` random bytes.
  public func bytes(_ count: Int) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: max(count, 0))
    fill(&output)
    return output
  }

  /// Overwrites every byte of `bytes` with random ones (little-endian 64-bit words in order).
  public func fill(_ bytes: inout [UInt8]) {
    var index = 0
    while index < bytes.count {
      var word = next()
      let end = min(index + 8, bytes.count)
      while index < end {
        bytes[index] = UInt8(truncatingIfNeeded: word)
        word >>= 8
        index += 1
      }
    }
  }

  /// SplitMix64: advances `seed` and returns the next output. https://prng.di.unimi.it/splitmix64.c
  static func splitMix64(_ seed: inout UInt64) -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension UInt64 {
  /// The value rotated left by `count` bits.
  fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
