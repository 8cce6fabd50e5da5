#if canImport(Glibc)
  import Glibc
#endif

/// The parser's input: the markup's UTF-8 bytes, owned. The one type the parser reads input
/// through, so that a faster representation (if profiling asks for one) changes one place.
///
/// **Unsafe, on purpose: ``releasePages(before:)``.** A document's parser owns its input alone
/// and reads it once, front to back, so the pages it has read can go back to the system while
/// the tree grows (on the 20 MB synthetic page the input is a sixth of the peak otherwise).
/// That is the one place the parser touches memory through a pointer.
struct HTMLInputBuffer {
  /// The bytes.
  private(set) var bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }
  init(_ text: String) { self.bytes = Array(text.utf8) }

  var count: Int { bytes.count }
  subscript(index: Int) -> UInt8 { bytes[index] }

  /// Inserts `markup` at `offset`: what `document.write` does at the insertion point while a
  /// script the parser paused for runs (the tokenizer is between tokens there).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  mutating func insert(_ markup: some Collection<UInt8>, at offset: Int) {
    bytes.insert(contentsOf: markup, at: offset)
  }

  /// How far behind the tokenizer's position the released pages end: the tokenizer looks back
  /// a few bytes at most, and only within the token it is reading.
  static let releaseMargin = 1 << 16

  /// Gives the whole memory pages of the bytes before `offset - releaseMargin` back to the
  /// system (`madvise(MADV_DONTNEED)`: they read as zeros afterwards), keeping the page that
  /// holds the array's header; returns how many bytes are released from the start of the
  /// input (0 when none are).
  ///
  /// **Safe only when** this buffer's storage is owned by one tokenizer alone (no other copy of
  /// `bytes` is read afterwards) and nothing before `offset - releaseMargin` is read again:
  /// the tree builder calls it for a document it parses from its own copy of the markup
  /// (``HTMLTreeBuilder``'s `parseDocument(consuming:…)`), between tokens.
  func releasePages(before offset: Int) -> Int {
    #if canImport(Glibc)
      let end = offset - Self.releaseMargin
      guard end > 0, end <= bytes.count else { return 0 }
      let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard pageSize > 0 else { return 0 }
      return bytes.withUnsafeBufferPointer { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        let address = Int(bitPattern: base)
        // The first whole page after the array's header, and the last page boundary before `end`.
        let first = (address + pageSize - 1) / pageSize * pageSize
        let last = (address + end) / pageSize * pageSize
        guard last > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else {
          return 0
        }
        guard madvise(pointer, last - first, MADV_DONTNEED) == 0 else { return 0 }
        return last - address
      }
    #else
      return 0
    #endif
  }
}
