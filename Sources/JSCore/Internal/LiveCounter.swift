import Synchronization

/// Counts live objects of one kind (protected values, private-data boxes) for leak tests.
/// Atomic, because finalizers may run on another thread.
final class LiveCounter: Sendable {
  private let count = Atomic<Int>(0)

  func increment() { count.add(1, ordering: .relaxed) }
  func decrement() { count.subtract(1, ordering: .relaxed) }
  func subtract(_ amount: Int) { count.subtract(amount, ordering: .relaxed) }
  var value: Int { count.load(ordering: .relaxed) }
}
