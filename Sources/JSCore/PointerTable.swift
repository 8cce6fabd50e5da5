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
/// The lookups are `@inlinable` and read the table's state through one `let` pointer: called
/// from another module, a generic method that is not inlined asks the runtime for the
/// table's type metadata on every call (a hash-map lookup: 17 % of a `node.parentNode` read),
/// and state kept in `var` properties is read under dynamic exclusivity checks once inlined
/// there.
///
/// https://en.wikipedia.org/wiki/Hash_function#Fibonacci_hashing
public final class PointerTable<Value> {
  /// The table's state, behind one pointer that never changes.
  @usableFromInline
  struct State {
    @usableFromInline var keys: UnsafeMutablePointer<UInt>
    @usableFromInline var values: UnsafeMutablePointer<Value?>
    /// A power of two.
    @usableFromInline var capacity: Int
    /// 64 − log2(capacity): the bits of the product that index the table.
    @usableFromInline var shift: UInt64
    @usableFromInline var count: Int

    @usableFromInline
    init(
      keys: UnsafeMutablePointer<UInt>, values: UnsafeMutablePointer<Value?>, capacity: Int,
      shift: UInt64, count: Int
    ) {
      self.keys = keys
      self.values = values
      self.capacity = capacity
      self.shift = shift
      self.count = count
    }
  }

  @usableFromInline let state: UnsafeMutablePointer<State>

  /// An empty table.
  public init() {
    let capacity = 16
    let keys = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
    keys.initialize(repeating: 0, count: capacity)
    let values = UnsafeMutablePointer<Value?>.allocate(capacity: capacity)
    values.initialize(repeating: nil, count: capacity)
    state = .allocate(capacity: 1)
    state.initialize(
      to: State(keys: keys, values: values, capacity: capacity, shift: 64 - 4, count: 0))
  }

  deinit {
    let current = state.pointee
    current.keys.deallocate()
    current.values.deinitialize(count: current.capacity)
    current.values.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// The number of entries.
  @inlinable public var count: Int { state.pointee.count }

  /// Whether the table is empty.
  @inlinable public var isEmpty: Bool { state.pointee.count == 0 }

  @inlinable
  static func slot(of key: UInt, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value stored for `key` (an address: never 0), if any.
  @inlinable
  public func value(for key: UInt) -> Value? {
    let current = state.pointee
    let mask = current.capacity - 1
    var index = Self.slot(of: key, shift: current.shift)
    while true {
      let found = current.keys[index]
      if found == key { return current.values[index] }
      if found == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores `value` for `key` (an address: never 0), replacing any value it had; returns
  /// whether the key is new.
  @inlinable @discardableResult
  public func set(_ value: Value, for key: UInt) -> Bool {
    precondition(key != 0, "PointerTable keys are addresses")
    if (state.pointee.count + 1) * 2 > state.pointee.capacity { grow() }
    let current = state.pointee
    let mask = current.capacity - 1
    var index = Self.slot(of: key, shift: current.shift)
    while current.keys[index] != 0 && current.keys[index] != key { index = (index + 1) & mask }
    let isNew = current.keys[index] == 0
    if isNew { state.pointee.count += 1 }
    current.keys[index] = key
    current.values[index] = value
    return isNew
  }

  /// The value stored for the object `key` identifies, if any.
  @inlinable
  public subscript(key: ObjectIdentifier) -> Value? { value(for: UInt(bitPattern: key)) }

  /// Stores `value` for the object `key` identifies; returns whether the key is new.
  @inlinable @discardableResult
  public func set(_ value: Value, for key: ObjectIdentifier) -> Bool {
    set(value, for: UInt(bitPattern: key))
  }

  /// Every value, in no particular order.
  public var allValues: [Value] {
    let current = state.pointee
    return (0..<current.capacity).compactMap { current.keys[$0] == 0 ? nil : current.values[$0] }
  }

  /// Drops every entry.
  public func removeAll() {
    let current = state.pointee
    current.keys.update(repeating: 0, count: current.capacity)
    current.values.update(repeating: nil, count: current.capacity)
    state.pointee.count = 0
  }

  @inlinable
  func grow() {
    let old = state.pointee
    let capacity = old.capacity * 2
    let keys = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
    keys.initialize(repeating: 0, count: capacity)
    let values = UnsafeMutablePointer<Value?>.allocate(capacity: capacity)
    values.initialize(repeating: nil, count: capacity)
    state.pointee = State(
      keys: keys, values: values, capacity: capacity, shift: old.shift - 1, count: 0)
    // The values move: no copy, so no reference counting per entry.
    let mask = capacity - 1
    var moved = 0
    for index in 0..<old.capacity where old.keys[index] != 0 {
      let key = old.keys[index]
      var slot = Self.slot(of: key, shift: old.shift - 1)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = key
      (values + slot).pointee = (old.values + index).move()
      (old.values + index).initialize(to: nil)
      moved += 1
    }
    state.pointee.count = moved
    old.keys.deallocate()
    old.values.deinitialize(count: old.capacity)
    old.values.deallocate()
  }
}
