import Testing

@testable import JSCore

/// The address-keyed table behind the wrapper and carrier lookups: every key stored is found
/// with its last value, through growth, and nothing else is.
@Suite struct PointerTableTests {
  @Test func findsEveryKeyThroughGrowthAndOverwrites() {
    let table = PointerTable<Int>()
    #expect(table.isEmpty)
    // Addresses as JavaScriptCore hands them out: 16-byte aligned, close together.
    let keys = (1...5000).map { UInt(0x7f00_0000_0000) + UInt($0) * 16 }
    for (index, key) in keys.enumerated() { table.set(index, for: key) }
    for (index, key) in keys.enumerated() where index % 3 == 0 { table.set(-index, for: key) }
    #expect(table.count == keys.count)
    for (index, key) in keys.enumerated() {
      #expect(table.value(for: key) == (index % 3 == 0 ? -index : index))
    }
    #expect(table.value(for: 8) == nil)
    #expect(table.value(for: keys[0] + 8) == nil)
    #expect(table.allValues.count == keys.count)
    table.removeAll()
    #expect(table.isEmpty && table.value(for: keys[1]) == nil)
    table.set(7, for: keys[1])
    #expect(table.value(for: keys[1]) == 7 && table.count == 1)
  }

  @Test func objectIdentifiersAreKeys() {
    final class Box {}
    let boxes = (0..<100).map { _ in Box() }
    let table = PointerTable<Int>()
    for (index, box) in boxes.enumerated() { table.set(index, for: ObjectIdentifier(box)) }
    #expect(boxes.enumerated().allSatisfy { table[ObjectIdentifier($1)] == $0 })
    let other = Box()
    #expect(table[ObjectIdentifier(other)] == nil)
    withExtendedLifetime(boxes) {}
  }
}
