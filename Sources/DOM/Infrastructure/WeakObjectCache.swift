/// Objects kept by key for as long as someone else holds them: what makes a repeated call
/// answer the same object (`el.getElementsByTagName("p") === el.getElementsByTagName("p")`,
/// `document.forms === document.forms`) without keeping every object ever made. Entries whose
/// object was released are swept out when the cache has doubled since the last sweep.
struct WeakObjectCache<Key: Hashable, Object: AnyObject> {
  private struct Entry {
    weak var object: Object?
  }

  private var entries: [Key: Entry] = [:]
  /// The entry count after which released objects are swept out.
  private var sweepAt = 16

  /// The object kept for `key`, if it is still held; or the one `make` returns, then kept.
  mutating func object(for key: Key, make: () -> Object) -> Object {
    if let existing = entries[key]?.object { return existing }
    if entries.count >= sweepAt {
      entries = entries.filter { $0.value.object != nil }
      sweepAt = max(16, entries.count * 2)
    }
    let made = make()
    entries[key] = Entry(object: made)
    return made
  }
}
