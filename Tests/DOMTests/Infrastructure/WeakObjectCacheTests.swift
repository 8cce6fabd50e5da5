import Testing

@testable import DOM

/// The cache behind `[SameObject]`-like answers (`el.getElementsByTagName(t)` twice): the same
/// object while someone holds it, a new one once it was released, in both of its forms (the
/// short array and, past its limit, the dictionary).
@Suite struct WeakObjectCacheTests {
  private final class Made {
    let key: String
    init(_ key: String) { self.key = key }
  }

  @Test func answersTheHeldObjectForEachKeyAcrossTheArrayLimit() {
    var cache = WeakObjectCache<String, Made>()
    let count = WeakObjectCache<String, Made>.linearLimit * 3
    var made: [Made] = []
    var calls = 0
    for index in 0..<count {
      made.append(
        cache.object(for: "k\(index)") {
          calls += 1
          return Made("k\(index)")
        })
    }
    #expect(calls == count)
    for index in (0..<count).reversed() {
      let again = cache.object(for: "k\(index)") {
        calls += 1
        return Made("again")
      }
      #expect(again === made[index])
    }
    #expect(calls == count)
  }

  @Test func makesANewObjectOnceTheOldOneWasReleased() {
    for count in [3, WeakObjectCache<String, Made>.linearLimit * 2] {
      var cache = WeakObjectCache<String, Made>()
      var held: [Made] = []
      for index in 0..<count {
        let object = cache.object(for: "k\(index)") { Made("k\(index)") }
        if index % 2 == 0 { held.append(object) }
      }
      // Odd keys were released: asking again makes new objects; even keys are the same.
      for index in 0..<count {
        var madeAgain = false
        let object = cache.object(for: "k\(index)") {
          madeAgain = true
          return Made("k\(index)")
        }
        #expect(object.key == "k\(index)")
        #expect(madeAgain == (index % 2 == 1), "key \(index) of \(count)")
        if index % 2 == 0 { #expect(object === held[index / 2]) }
      }
    }
  }

  @Test func releasedEntriesMakeRoomInTheArray() {
    // Many keys asked one after the other, none held: the array sweeps the released ones and
    // every answer is still right.
    var cache = WeakObjectCache<Int, Made>()
    for index in 0..<1_000 {
      let object = cache.object(for: index) { Made("\(index)") }
      #expect(object.key == "\(index)")
    }
  }

  /// Keys whose quick hashes collide are still told apart by equality.
  @Test func collidingQuickHashesStayDistinct() {
    var cache = WeakObjectCache<Colliding, Made>()
    var held: [Made] = []
    for index in 0..<40 { held.append(cache.object(for: Colliding(index)) { Made("\(index)") }) }
    for index in 0..<40 {
      let again = cache.object(for: Colliding(index)) { Made("new") }
      #expect(again === held[index])
    }
  }

  private struct Colliding: WeakObjectCacheKey {
    let value: Int
    init(_ value: Int) { self.value = value }
    var quickHash: Int { 0 }
  }
}

extension Int: WeakObjectCacheKey {}
