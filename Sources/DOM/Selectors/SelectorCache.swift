/// A small least-recently-used cache of parsed selector lists (and of parse errors), keyed by
/// the selector text, so scripts that run the same query in a loop parse it once.
///
/// It is not a global: whoever owns a document (a runtime) keeps one and passes it to the
/// query methods.
public final class SelectorCache {
  private struct Entry {
    var result: Result<SelectorList, DOMException>
    var lastUse: UInt64
  }

  /// The most entries kept.
  public let capacity: Int
  private var entries: [String: Entry] = [:]
  private var clock: UInt64 = 0

  /// Makes an empty cache holding at most `capacity` selector lists.
  public init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
  }

  /// Number of cached entries.
  public var count: Int { entries.count }

  /// The parsed list for `text`, parsing it on a miss.
  public func selectorList(for text: String) throws(DOMException) -> SelectorList {
    clock &+= 1
    if var entry = entries[text] {
      entry.lastUse = clock
      entries[text] = entry
      return try entry.result.get()
    }
    let result: Result<SelectorList, DOMException>
    do {
      result = .success(try SelectorList(text))
    } catch {
      result = .failure(error)
    }
    if entries.count >= capacity,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      entries.removeValue(forKey: oldest.key)
    }
    entries[text] = Entry(result: result, lastUse: clock)
    return try result.get()
  }
}
