import DOM
import Testing

@testable import WebPlatform

@Suite("SeededRandom and Crypto")
struct SeededRandomTests {
  @Test func splitMix64MatchesTheReference() {
    // https://prng.di.unimi.it/splitmix64.c: the first output for seed 0.
    var seed: UInt64 = 0
    #expect(SeededRandom.splitMix64(&seed) == 0xE220_A839_7B1D_CDAF)
  }

  @Test func xoshiro256StarStarSequence() {
    // Values from an independent implementation of xoshiro256** seeded by SplitMix64.
    let random = SeededRandom(.seeded(0))
    #expect(random.next() == 0x99EC_5F36_CB75_F2B4)
    #expect(random.next() == 0xBF6E_1F78_4956_452A)
    #expect(random.next() == 0x1A5F_849D_4933_E6E0)
  }

  @Test func defaultSeedIsDocumentedAndDeterministic() {
    #expect(SeededRandom.defaultSeed == 0x6163_7469_6F6E_6A73)
    let random = SeededRandom()
    #expect(random.mode == .seeded(SeededRandom.defaultSeed))
    #expect(random.next() == 0xE636_86B7_B02A_382F)
    let again = SeededRandom()
    #expect(again.nextDouble() == 0.8992695044000037)
    let values = (0..<1000).map { _ in again.nextDouble() }
    #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
  }

  @Test func bytesAreLittleEndianWords() {
    let random = SeededRandom()
    #expect(
      random.bytes(16) == [47, 56, 42, 176, 183, 134, 54, 230, 178, 54, 170, 83, 104, 72, 18, 145])
    var odd = [UInt8](repeating: 0, count: 3)
    SeededRandom().fill(&odd)
    #expect(odd == [47, 56, 42])
  }

  @Test func systemModeProducesValues() {
    let random = SeededRandom(.system)
    let values = Set((0..<8).map { _ in random.next() })
    #expect(values.count > 1)
  }

  @Test func randomUUIDIsVersion4() {
    let crypto = CryptoModel(random: SeededRandom())
    #expect(crypto.randomUUID() == "2f382ab0-b786-46e6-b236-aa5368481291")
    for _ in 0..<50 {
      let uuid = Array(crypto.randomUUID())
      #expect(uuid.count == 36)
      #expect(uuid[8] == "-" && uuid[13] == "-" && uuid[18] == "-" && uuid[23] == "-")
      #expect(uuid[14] == "4")
      #expect("89ab".contains(uuid[19]))
      #expect(uuid.allSatisfy { "0123456789abcdef-".contains($0) })
    }
  }

  @Test func getRandomValuesFillsAndChecks() throws {
    let crypto = CryptoModel(random: SeededRandom())
    var bytes = [UInt8](repeating: 0, count: 16)
    try crypto.getRandomValues(&bytes, type: .uint32)
    #expect(bytes == [47, 56, 42, 176, 183, 134, 54, 230, 178, 54, 170, 83, 104, 72, 18, 145])

    var limit = [UInt8](repeating: 0, count: 65_536)
    try crypto.getRandomValues(&limit, type: .uint8)
    var tooLong = [UInt8](repeating: 0, count: 65_537)
    #expect(throws: DOMException(.quotaExceededError, "The quota has been exceeded.")) {
      try crypto.getRandomValues(&tooLong, type: .uint8)
    }
    #expect(tooLong.allSatisfy { $0 == 0 })
    var floats = [UInt8](repeating: 0, count: 8)
    do {
      try crypto.getRandomValues(&floats, type: .float64)
      Issue.record("a Float64Array must be refused")
    } catch {
      #expect(error.name == .typeMismatchError)
    }
    #expect(TypedArrayType.allCases.filter(\.isInteger).count == 9)
  }
}
