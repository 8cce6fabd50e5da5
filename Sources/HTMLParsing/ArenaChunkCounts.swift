import Synchronization

/// The arena chunks bounded gumbo parses took from `malloc`, and the parses that did not give
/// all of theirs back (see `actionjs_gumbo_parse_bounded` in the CGumbo module), over the
/// process: what tests check, as resident memory also moves with the tests running beside them.
final class ArenaChunkCounts: Sendable {
  private let allocatedCount = Atomic<Int>(0)
  private let leakingCount = Atomic<Int>(0)

  /// Adds one parse's counts, after its arena's release.
  func record(allocated: Int, freed: Int) {
    allocatedCount.add(allocated, ordering: .relaxed)
    if freed != allocated { leakingCount.add(1, ordering: .relaxed) }
  }

  /// The chunks taken so far.
  var allocated: Int { allocatedCount.load(ordering: .relaxed) }
  /// The parses whose release gave back fewer (or more) chunks than they took.
  var leakingParses: Int { leakingCount.load(ordering: .relaxed) }
}
