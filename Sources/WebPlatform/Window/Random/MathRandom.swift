/// The generator behind `Math.random`: xoshiro256** seeded through SplitMix64, so that a run
/// with the same seed sees the same sequence (deterministic reports), and different seeds give
/// unrelated sequences.
///
/// https://prng.di.unimi.it/xoshiro256starstar.c
/// https://tc39.es/ecma262/#sec-math.random
struct MathRandom: RandomNumberGenerator {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Makes a generator from a 64-bit seed (expanded with SplitMix64, as the authors advise).
  init(seed: UInt64) {
    var mixer = seed
    func splitMix() -> UInt64 {
      mixer &+= 0x9E37_79B9_7F4A_7C15
      var value = mixer
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    state = (splitMix(), splitMix(), splitMix(), splitMix())
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, 45)
    return result
  }

  /// A double in [0, 1) with 53 random bits (what `Math.random()` returns).
  mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}
