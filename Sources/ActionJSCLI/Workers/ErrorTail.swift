/// The last bytes a worker wrote to its standard error: a ring of fixed capacity, so a chatty
/// worker costs bounded memory; ``lastLines(_:)`` goes into `worker-crashed` messages.
struct ErrorTail {
  /// The most bytes kept.
  let capacity: Int
  private var storage: [UInt8] = []
  private var start = 0

  /// A tail keeping the last `capacity` bytes.
  init(capacity: Int = 16 << 10) {
    self.capacity = max(1, capacity)
  }

  /// Adds bytes, dropping the oldest past the capacity.
  mutating func append(_ bytes: some Collection<UInt8>) {
    for byte in bytes {
      if storage.count < capacity {
        storage.append(byte)
      } else {
        storage[start] = byte
        start = (start + 1) % capacity
      }
    }
  }

  /// The bytes kept, oldest first.
  var bytes: [UInt8] { Array(storage[start...] + storage[..<start]) }

  /// The last `count` non-empty lines kept, as text.
  func lastLines(_ count: Int) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    return Array(lines.suffix(count))
  }
}
