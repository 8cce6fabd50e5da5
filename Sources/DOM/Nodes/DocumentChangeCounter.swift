/// A counter that documents move on every change of theirs (each time their
/// ``Document/domVersion`` moves), shared by all the documents a script engine's caches read
/// from: one place where a script-side cache of a value computed from a document can tell,
/// without calling back into Swift, that no document it depends on has changed since.
///
/// A document moves every counter it was given with ``Document/addChangeCounter(_:)``. The
/// count is kept as a double (exact up to 2⁵³ changes) in memory of its own, so that a script
/// engine can lay a `Float64Array` over ``cell``.
public final class DocumentChangeCounter: @unchecked Sendable {
  /// The count.
  public let cell: UnsafeMutablePointer<Double>

  public init() {
    cell = .allocate(capacity: 1)
    cell.initialize(to: 0)
  }

  /// Counts one change.
  @inline(__always)
  func bump() { cell.pointee += 1 }

  deinit { cell.deallocate() }
}

extension Document {
  /// Makes every later change of this document move `counter` too (once, however often it is
  /// given). Cheap when the counter is already there: a script engine gives it for each
  /// value it caches.
  public func addChangeCounter(_ counter: DocumentChangeCounter) {
    for existing in changeCounters where existing === counter { return }
    changeCounters.append(counter)
  }
}
