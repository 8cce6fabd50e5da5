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
struct WeakObjectCache<Key: WeakObjectCacheKey, Object: AnyObject> {
  private struct Entry {
    /// The key's ``WeakObjectCacheKey/quickHash``, compared before the key.
    let quick: Int
    let key: Key
    weak var object: Object?
  }

  private struct Box {
    weak var object: Object?
  }

  /// How many live keys the array holds before the dictionary takes over (Turndown asks
  /// about 27 tags of each blank element).
  static var linearLimit: Int { 32 }

  private var few: [Entry] = []
  private var many: [Key: Box]?
  /// The dictionary's entry count after which released objects are swept out.
  private var sweepAt = 64

  /// The object kept for `key`, if it is still held; or the one `make` returns, then kept.
  mutating func object(for key: Key, make: () -> Object) -> Object {
    if var table = many {
      if let existing = table[key]?.object { return existing }
      many = nil  // unique while it is changed
      if table.count >= sweepAt {
        table = table.filter { $0.value.object != nil }
        sweepAt = max(64, table.count * 2)
      }
      let made = make()
      table[key] = Box(object: made)
      many = table
      return made
    }
    let quick = key.quickHash
    // Searched in place: copying an entry (its weak reference) per comparison cost more than
    // the comparison.
    let found = few.withUnsafeBufferPointer { entries -> Int? in
      for index in entries.indices where entries[index].quick == quick && entries[index].key == key
      {
        return index
      }
      return nil
    }
    if let index = found {
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
    few.append(Entry(quick: quick, key: key, object: made))
    return made
  }
}

/// A key of a ``WeakObjectCache``: hashable, with a hash cheap enough to compare before every
/// comparison of keys in its short array (the standard `hashValue` runs SipHash, which costs
/// more than comparing a few keys outright).
protocol WeakObjectCacheKey: Hashable {
  /// Equal keys have equal quick hashes.
  var quickHash: Int { get }
}

extension WeakObjectCacheKey {
  var quickHash: Int { hashValue }
}

extension String: WeakObjectCacheKey {
  /// FNV-1a over the UTF-8 bytes (https://datatracker.ietf.org/doc/draft-eastlake-fnv/).
  var quickHash: Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash)
  }
}
