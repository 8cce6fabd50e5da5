/// Objects kept by key for as long as someone else holds them: what makes a repeated call
/// answer the same object (`el.getElementsByTagName("p") === el.getElementsByTagName("p")`,
/// `document.forms === document.forms`) without keeping every object ever made. Entries whose
/// object was released are swept out when the cache has doubled since the last sweep.
///
/// The first few keys live in a small array searched in order: a node's cache usually holds a
/// handful of collections, and hashing a key (SipHash over its strings) and growing a
/// dictionary from empty cost more than comparing them (Turndown asks about twenty tags of
/// each blank element it meets). Past ``linearLimit`` live keys a dictionary takes over, so
/// a script asking one node for thousands of different names stays linear.
struct WeakObjectCache<Key: Hashable, Object: AnyObject> {
  private struct Entry {
    let key: Key
    weak var object: Object?
  }

  private struct Box {
    weak var object: Object?
  }

  /// How many live keys the array holds before the dictionary takes over.
  static var linearLimit: Int { 16 }

  private var few: [Entry] = []
  private var many: [Key: Box]?
  /// The dictionary's entry count after which released objects are swept out.
  private var sweepAt = 32

  /// The object kept for `key`, if it is still held; or the one `make` returns, then kept.
  mutating func object(for key: Key, make: () -> Object) -> Object {
    if var table = many {
      if let existing = table[key]?.object { return existing }
      many = nil  // unique while it is changed
      if table.count >= sweepAt {
        table = table.filter { $0.value.object != nil }
        sweepAt = max(32, table.count * 2)
      }
      let made = make()
      table[key] = Box(object: made)
      many = table
      return made
    }
    for index in few.indices where few[index].key == key {
      if let existing = few[index].object { return existing }
      let made = make()
      few[index].object = made
      return made
    }
    if few.count >= Self.linearLimit {
      few.removeAll { $0.object == nil }
      if few.count >= Self.linearLimit {
        var table: [Key: Box] = [:]
        table.reserveCapacity(few.count * 2)
        for entry in few { table[entry.key] = Box(object: entry.object) }
        few = []
        many = table
        return object(for: key, make: make)
      }
    }
    let made = make()
    few.append(Entry(key: key, object: made))
    return made
  }
}
