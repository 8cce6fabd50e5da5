/// A hash table from object addresses to values, for the tables every crossing consults
/// (which Swift object a wrapper carries, which wrapper an object has, which class an
/// interface has).
///
/// Why not `Dictionary`: its keys are hashed with SipHash, seeded per process, which costs
/// more than the rest of a lookup for a key that is already a well-spread address; this
/// table multiplies the address by a constant (Fibonacci hashing) and probes linearly, at
/// most half full. It is a class over memory it allocates itself, so that a lookup through a
/// `let` property takes no reference and no exclusivity check. Keys are never removed one by
/// one (the tables it serves only grow until they are dropped whole).
///
/// https://en.wikipedia.org/wiki/Hash_function#Fibonacci_hashing
public final class PointerTable<Value> {
  private var keys: UnsafeMutablePointer<UInt>
  private var values: UnsafeMutablePointer<Value?>
  private var capacity: Int
  private var shift: UInt64
  /// The number of entries.
  public private(set) var count = 0

  /// An empty table.
  public init() {
    capacity = 16
    shift = 64 - 4
    keys = .allocate(capacity: capacity)
    keys.initialize(repeating: 0, count: capacity)
    values = .allocate(capacity: capacity)
    values.initialize(repeating: nil, count: capacity)
  }

  deinit {
    keys.deallocate()
    values.deinitialize(count: capacity)
    values.deallocate()
  }

  /// Whether the table is empty.
  public var isEmpty: Bool { count == 0 }

  @inline(__always)
  private func slot(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value stored for `key` (an address: never 0), if any.
  @inline(__always)
  public func value(for key: UInt) -> Value? {
    let mask = capacity - 1
    var index = slot(of: key)
    while true {
      let found = keys[index]
      if found == key { return values[index] }
      if found == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores `value` for `key` (an address: never 0), replacing any value it had.
  public func set(_ value: Value, for key: UInt) {
    precondition(key != 0, "PointerTable keys are addresses")
    if (count + 1) * 2 > capacity { grow() }
    let mask = capacity - 1
    var index = slot(of: key)
    while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
    if keys[index] == 0 { count += 1 }
    keys[index] = key
    values[index] = value
  }

  /// The value stored for the object `key` identifies, if any.
  @inline(__always)
  public subscript(key: ObjectIdentifier) -> Value? { value(for: UInt(bitPattern: key)) }

  /// Stores `value` for the object `key` identifies.
  public func set(_ value: Value, for key: ObjectIdentifier) {
    set(value, for: UInt(bitPattern: key))
  }

  /// Every value, in no particular order.
  public var allValues: [Value] {
    (0..<capacity).compactMap { keys[$0] == 0 ? nil : values[$0] }
  }

  /// Drops every entry.
  public func removeAll() {
    keys.update(repeating: 0, count: capacity)
    values.update(repeating: nil, count: capacity)
    count = 0
  }

  private func grow() {
    let oldKeys = keys
    let oldValues = values
    let oldCapacity = capacity
    capacity *= 2
    shift -= 1
    keys = .allocate(capacity: capacity)
    keys.initialize(repeating: 0, count: capacity)
    values = .allocate(capacity: capacity)
    values.initialize(repeating: nil, count: capacity)
    count = 0
    for index in 0..<oldCapacity where oldKeys[index] != 0 {
      if let value = oldValues[index] { set(value, for: oldKeys[index]) }
    }
    oldKeys.deallocate()
    oldValues.deinitialize(count: oldCapacity)
    oldValues.deallocate()
  }
}
