import DOM

/// A Web Storage area (`localStorage` or `sessionStorage` of one origin), in memory: an
/// ordered map of string keys to string values with a quota.
///
/// Keys keep their insertion order for `key(n)` (WebKit's order is its hash table's; the
/// standard only asks that it be stable while the keys do not change). Usage is measured as
/// WebKit does: a string costs its length in bytes when every code unit fits in Latin-1, and
/// twice its length otherwise.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface
public final class Storage {
  /// Which storage an area is.
  public enum Kind: String, Sendable, CaseIterable {
    /// `localStorage`. https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage
    case local
    /// `sessionStorage`. https://html.spec.whatwg.org/multipage/webstorage.html#dom-sessionstorage
    case session
  }

  /// WebKit's quota per origin: 5 MB.
  public static let defaultQuota = 5 * 1024 * 1024

  /// Which storage this is.
  public let kind: Kind
  /// The serialized origin the area belongs to.
  public let origin: String
  /// The most bytes the keys and values may use.
  public var quota: Int

  private var values: [String: String] = [:]
  private var order: [String] = []
  /// The bytes the keys and values use.
  public private(set) var usage = 0

  /// Makes an empty area.
  public init(kind: Kind, origin: String, quota: Int = Storage.defaultQuota) {
    self.kind = kind
    self.origin = origin
    self.quota = quota
  }

  /// The number of key/value pairs.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-length
  public var length: Int { order.count }

  /// The keys, in order.
  public var keys: [String] { order }

  /// The key/value pairs, in order.
  public var items: [(key: String, value: String)] { order.map { ($0, values[$0] ?? "") } }

  /// The `n`th key, or `nil` when `n` is out of range.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-key
  public func key(_ index: Int) -> String? {
    order.indices.contains(index) ? order[index] : nil
  }

  /// The value of `key`, or `nil`.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-getitem
  public func getItem(_ key: String) -> String? { values[key] }

  /// Sets `key` to `value`; throws `QuotaExceededError` when the area would exceed its quota.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem
  public func setItem(_ key: String, _ value: String) throws(DOMException) {
    // 1–3. If the key exists and its value is already value, return.
    let oldValue = values[key]
    if oldValue == value { return }
    // 4. If value cannot be stored, throw a "QuotaExceededError" DOMException.
    var newUsage = usage + Self.size(of: value)
    if let oldValue {
      newUsage -= Self.size(of: oldValue)
    } else {
      newUsage += Self.size(of: key)
    }
    if newUsage > quota {
      throw DOMException(
        .quotaExceededError,
        "Exceeded the quota of \(quota) bytes for the storage area of \(origin).")
    }
    // 5. Set this's map[key] to value (new keys go last).
    if oldValue == nil { order.append(key) }
    values[key] = value
    usage = newUsage
  }

  /// Removes `key`, if present.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-removeitem
  public func removeItem(_ key: String) {
    guard let oldValue = values.removeValue(forKey: key) else { return }
    order.removeAll { $0 == key }
    usage -= Self.size(of: key) + Self.size(of: oldValue)
  }

  /// Removes every key. https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-clear
  public func clear() {
    values.removeAll()
    order.removeAll()
    usage = 0
  }

  /// The bytes a string costs (WebKit: 1 per code unit for Latin-1 strings, 2 otherwise).
  static func size(of string: String) -> Int {
    let units = string.utf16
    return units.allSatisfy { $0 <= 0xFF } ? units.count : 2 * units.count
  }
}
