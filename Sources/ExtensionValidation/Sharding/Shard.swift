/// One of `count` parts of a suite (`--shard K/N`): a CI matrix runs each part on its own
/// machine, and the parts together are the whole suite, each case in exactly one part.
///
/// Cases are ordered by ``ValidationCase/id`` (paths as given, so the same on every machine)
/// and dealt out in turn: case *i* (0-based, in that order) goes to part `i % N + 1`. Parts
/// differ in size by at most one case.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// Which part, 1-based.
  public let index: Int
  /// How many parts.
  public let count: Int

  /// The part `index` of `count` (1 ≤ index ≤ count), or nil.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `K/N` (`2/4`), or nil when it is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  /// The whole suite: part 1 of 1.
  public static let whole = Shard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex: Int, count: Int) {
    index = uncheckedIndex
    self.count = count
  }

  public var description: String { "\(index)/\(count)" }

  /// This part's cases, in ``ValidationCase/id`` order.
  public func select(_ cases: [ValidationCase]) -> [ValidationCase] {
    let ordered = cases.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    return ordered.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
