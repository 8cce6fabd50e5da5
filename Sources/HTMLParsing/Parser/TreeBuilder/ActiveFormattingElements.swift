import DOM

/// The list of active formatting elements: elements (with the attributes of the token that
/// made them, for the Noah's Ark clause) and markers.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-list-of-active-formatting-elements
struct ActiveFormattingElements {
  enum Entry {
    case marker
    case element(HTMLOpenElement, attributes: [HTMLTokenAttribute])

    var element: HTMLOpenElement? {
      if case .element(let element, _) = self { return element }
      return nil
    }
  }

  private(set) var entries: [Entry] = []
  /// How many element entries have each signature (tag, namespace and attributes, hashed),
  /// markers regardless: a push whose signature has fewer than three skips the Noah's Ark
  /// scan, which keeps many distinct open formatting elements linear.
  private var signatureCounts: [Int: Int32] = [:]

  var isEmpty: Bool { entries.isEmpty }

  mutating func insertMarker() { entries.append(.marker) }

  private static func signature(_ element: HTMLOpenElement, _ attributes: [HTMLTokenAttribute])
    -> Int
  {
    @inline(__always)
    func fnv(_ bytes: [UInt8], _ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      return hash
    }
    // Attributes in any order give the same signature: their hashes are summed.
    var combined = UInt64(attributes.count)
    for attribute in attributes {
      combined &+= fnv(attribute.value, fnv(attribute.name, 0xCBF2_9CE4_8422_2325) ^ 0x3D)
    }
    var hash = (combined ^ UInt64(element.tag.rawValue)) &* 0x100_0000_01B3
    hash = (hash ^ UInt64(element.namespace.rawValue)) &* 0x100_0000_01B3
    if element.tag == .other { hash = fnv(Array(element.node.localName.utf8), hash) }
    return Int(truncatingIfNeeded: hash)
  }

  private mutating func count(_ entry: Entry, _ delta: Int32) {
    guard case .element(let element, let attributes) = entry else { return }
    let signature = Self.signature(element, attributes)
    let count = signatureCounts[signature, default: 0] + delta
    signatureCounts[signature] = count > 0 ? count : nil
  }

  mutating func remove(at index: Int) {
    count(entries.remove(at: index), -1)
  }

  mutating func insert(_ entry: Entry, at index: Int) {
    count(entry, 1)
    entries.insert(entry, at: index)
  }

  /// Replaces an entry (a formatting element recreated for the same token).
  mutating func replace(at index: Int, with entry: Entry) {
    count(entries[index], -1)
    count(entry, 1)
    entries[index] = entry
  }

  /// Pushes an element, first removing the earliest of three with the same tag, namespace and
  /// attributes after the last marker (the Noah's Ark clause).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#push-onto-the-list-of-active-formatting-elements
  mutating func push(_ element: HTMLOpenElement, attributes: [HTMLTokenAttribute]) {
    let signature = Self.signature(element, attributes)
    if signatureCounts[signature, default: 0] >= 3 {
      var matches = 0
      var earliest: Int?
      var index = entries.count - 1
      while index >= 0 {
        guard case .element(let other, let otherAttributes) = entries[index] else { break }
        if other.tag == element.tag && other.namespace == element.namespace
          && (element.tag != .other || other.node.localName == element.node.localName)
          && Self.sameAttributes(otherAttributes, attributes)
        {
          matches += 1
          earliest = index
        }
        index -= 1
      }
      if matches >= 3, let earliest { remove(at: earliest) }
    }
    signatureCounts[signature, default: 0] += 1
    entries.append(.element(element, attributes: attributes))
  }

  private static func sameAttributes(_ a: [HTMLTokenAttribute], _ b: [HTMLTokenAttribute])
    -> Bool
  {
    guard a.count == b.count else { return false }
    for attribute in a {
      guard let other = b.first(where: { $0.name == attribute.name }),
        other.value == attribute.value
      else { return false }
    }
    return true
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker
  mutating func clearToLastMarker() {
    while let last = entries.popLast() {
      if case .marker = last { return }
      count(last, -1)
    }
  }

  func index(of node: Element) -> Int? {
    entries.lastIndex { $0.element?.node === node }
  }

  mutating func remove(_ node: Element) {
    if let index = index(of: node) { remove(at: index) }
  }

  /// The last HTML element with this tag after the last marker.
  func lastElement(_ tag: HTMLElementTag) -> HTMLOpenElement? {
    for entry in entries.reversed() {
      guard let element = entry.element else { return nil }
      if element.isHTML(tag) { return element }
    }
    return nil
  }
}
