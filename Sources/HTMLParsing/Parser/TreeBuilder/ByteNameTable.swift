/// A hash table from short names (tag and attribute names, as bytes) to values: open
/// addressing with FNV-1a, much cheaper per lookup than a `Dictionary` keyed by `[UInt8]`,
/// whose hashing feeds SipHash one byte at a time. The tree builder looks a name up for every
/// tag and attribute.
struct ByteNameTable<Value> {
  private var keys: [[UInt8]?]
  private var values: [Value?]
  private var mask: Int
  private(set) var count = 0

  init(capacity: Int = 64) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = Array(repeating: nil, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
  }

  @inline(__always)
  private static func hash(_ bytes: [UInt8]) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash)
  }

  subscript(key: [UInt8]) -> Value? {
    get {
      var index = Self.hash(key) & mask
      while let candidate = keys[index] {
        if candidate == key { return values[index] }
        index = (index + 1) & mask
      }
      return nil
    }
    set {
      guard let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      var index = Self.hash(key) & mask
      while let candidate = keys[index] {
        if candidate == key {
          values[index] = newValue
          return
        }
        index = (index + 1) & mask
      }
      keys[index] = key
      values[index] = newValue
      count += 1
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: nil, count: oldKeys.count * 2)
    values = Array(repeating: nil, count: oldKeys.count * 2)
    mask = keys.count - 1
    count = 0
    for (key, value) in zip(oldKeys, oldValues) {
      if let key, let value { self[key] = value }
    }
  }
}

extension ByteNameTable: Sendable where Value: Sendable {}
