/// Splits bytes read in arbitrary chunks into lines ended by a line feed (``WorkerProtocol``).
///
/// A line without its line feed yet is kept until the rest arrives.
struct LineSplitter {
  /// The most bytes a line may have before it counts as a broken stream.
  static let defaultLimit = 512 << 20

  /// Bytes of the line not yet ended.
  private(set) var pending: [UInt8] = []
  /// The most bytes kept for one line.
  var limit = Self.defaultLimit

  /// Whether the line being read grew past ``limit``.
  var overflowed: Bool { pending.count > limit }

  /// Adds `bytes` and returns the lines they end (without their line feeds).
  mutating func append(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for byte in bytes {
      if byte == 0x0A {
        lines.append(pending)
        pending.removeAll(keepingCapacity: true)
      } else if pending.count <= limit {
        pending.append(byte)
      }
    }
    return lines
  }
}
