/// The parser's input: the markup's UTF-8 bytes, owned. The one type the parser reads input
/// through, so that a faster representation (if profiling asks for one) changes one place.
struct HTMLInputBuffer {
  /// The bytes.
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }
  init(_ text: String) { self.bytes = Array(text.utf8) }

  var count: Int { bytes.count }
  subscript(index: Int) -> UInt8 { bytes[index] }
}
