/// A document's two change counters (``Document/treeVersion`` and ``Document/domVersion``)
/// mirrored into memory a script engine can read without calling back into Swift: the
/// bindings lay a `Float64Array` over ``cells`` so that a collection's wrapper can tell,
/// in script, whether the items it copied are still the collection's items.
///
/// The cells hold the counters as doubles (exact up to 2⁵³ changes). When the document goes
/// away, both become NaN, which equals nothing: whatever was copied under it is never taken
/// as current again.
public final class DocumentVersionCells: @unchecked Sendable {
  /// Cell 0: the tree version; cell 1: the DOM version.
  public let cells: UnsafeMutablePointer<Double>
  /// The number of cells.
  public static let count = 2

  init() {
    cells = .allocate(capacity: Self.count)
    cells.initialize(repeating: 0, count: Self.count)
  }

  /// Marks every copy taken under these counters as out of date for good.
  func retire() {
    for index in 0..<Self.count { cells[index] = .nan }
  }

  deinit { cells.deallocate() }
}
