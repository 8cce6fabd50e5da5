/// A node that holds text: `Text`, `Comment`, `CDATASection`, `ProcessingInstruction`.
///
/// Offsets and lengths are in UTF-16 code units, as the DOM defines them.
///
/// https://dom.spec.whatwg.org/#interface-characterdata
public class CharacterData: Node {
  var dataStorage: String

  init(document: Document?, data: String) {
    self.dataStorage = data
    super.init(document: document)
  }

  /// The text. Setting it replaces all of it. https://dom.spec.whatwg.org/#dom-characterdata-data
  public var data: String {
    get { dataStorage }
    set { replaceData(offset: 0, count: length, with: newValue, unchecked: ()) }
  }

  /// The length in UTF-16 code units. https://dom.spec.whatwg.org/#dom-characterdata-length
  public var length: Int { dataStorage.utf16Length }

  public override var nodeValue: String? {
    get { dataStorage }
    set { data = newValue ?? "" }
  }

  /// https://dom.spec.whatwg.org/#concept-cd-substring
  public func substringData(offset: Int, count: Int) throws(DOMException) -> String {
    let length = self.length
    guard offset >= 0, offset <= length else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the length \(length).")
    }
    let end = offset + min(max(count, 0), length - offset)
    return Self.utf16Slice(dataStorage, offset, end)
  }

  /// https://dom.spec.whatwg.org/#dom-characterdata-appenddata
  public func appendData(_ data: String) {
    replaceData(offset: length, count: 0, with: data, unchecked: ())
  }

  /// https://dom.spec.whatwg.org/#dom-characterdata-insertdata
  public func insertData(offset: Int, _ data: String) throws(DOMException) {
    try replaceData(offset: offset, count: 0, with: data)
  }

  /// https://dom.spec.whatwg.org/#dom-characterdata-deletedata
  public func deleteData(offset: Int, count: Int) throws(DOMException) {
    try replaceData(offset: offset, count: count, with: "")
  }

  /// Replaces `count` code units at `offset` with `data`.
  ///
  /// https://dom.spec.whatwg.org/#concept-cd-replace
  public func replaceData(offset: Int, count: Int, with data: String) throws(DOMException) {
    // 1–2. The offset must be within the data.
    let length = self.length
    guard offset >= 0, offset <= length else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the length \(length).")
    }
    // 3. Clamp the count.
    let clamped = min(max(count, 0), length - offset)
    replaceData(offset: offset, count: clamped, with: data, unchecked: ())
  }

  /// The replace algorithm with validated arguments.
  func replaceData(offset: Int, count: Int, with data: String, unchecked: Void) {
    replaceData(offset: offset, count: count, string: data, units: nil)
  }

  /// The replace algorithm: the new data is `units` when given (they may hold lone
  /// surrogates), else `string`.
  func replaceData(offset: Int, count: Int, string: String, units: [UInt16]?) {
    let oldValue = dataStorage
    let insertedLength = units?.count ?? string.utf16Length
    if units == nil && rareData?.utf16Data == nil {
      if offset == 0 && count == oldValue.utf16Length {
        dataStorage = string
      } else {
        let utf16 = oldValue.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: offset)
        let end = utf16.index(start, offsetBy: count)
        let scalars = oldValue.unicodeScalars
        if start.samePosition(in: scalars) != nil && end.samePosition(in: scalars) != nil {
          dataStorage = String(scalars[..<start]) + string + String(scalars[end...])
        } else {
          // An offset inside a surrogate pair leaves half pairs: keep the exact code units.
          var all = Array(utf16)
          all.replaceSubrange(offset..<(offset + count), with: string.utf16)
          setDataUnits(all)
        }
      }
    } else {
      var all = dataUTF16
      all.replaceSubrange(offset..<(offset + count), with: units ?? Array(string.utf16))
      setDataUnits(all)
    }
    notify(
      .characterDataReplaced(
        node: self, offset: offset, count: count, insertedLength: insertedLength,
        oldValue: oldValue))
  }

  // MARK: - Exact UTF-16 data

  /// The data as UTF-16 code units, exactly: unlike `data`, it keeps lone surrogates (half of a
  /// pair left by an edit inside the pair, or given by script), which a Swift `String` cannot
  /// hold and `data` shows as U+FFFD. Lengths and offsets agree between the two.
  public var dataUTF16: [UInt16] { rareData?.utf16Data ?? Array(dataStorage.utf16) }

  /// Whether the data holds a lone surrogate (`data` then differs from `dataUTF16`).
  public var hasLoneSurrogates: Bool { rareData?.utf16Data != nil }

  /// Sets the data from code units without notifications.
  func setDataUnits(_ units: [UInt16]) {
    dataStorage = String(decoding: units, as: UTF16.self)
    if Self.containsLoneSurrogate(units) {
      ensureRareData().utf16Data = units
    } else {
      rareData?.utf16Data = nil
    }
  }

  static func containsLoneSurrogate(_ units: [UInt16]) -> Bool {
    var index = 0
    while index < units.count {
      let unit = units[index]
      if unit >= 0xD800 && unit <= 0xDBFF {
        guard index + 1 < units.count, units[index + 1] >= 0xDC00, units[index + 1] <= 0xDFFF
        else { return true }
        index += 2
        continue
      }
      if unit >= 0xDC00 && unit <= 0xDFFF { return true }
      index += 1
    }
    return false
  }

  /// The code units `offset..<offset + count` (clamped), exactly.
  ///
  /// https://dom.spec.whatwg.org/#concept-cd-substring
  public func substringDataUTF16(offset: Int, count: Int) throws(DOMException) -> [UInt16] {
    let length = self.length
    guard offset >= 0, offset <= length else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the length \(length).")
    }
    let end = offset + min(max(count, 0), length - offset)
    return Array(dataUTF16[offset..<end])
  }

  /// Replaces `count` code units at `offset` with exact code units (which may hold lone
  /// surrogates, as JavaScript strings can).
  ///
  /// https://dom.spec.whatwg.org/#concept-cd-replace
  public func replaceData(offset: Int, count: Int, utf16 units: [UInt16]) throws(DOMException) {
    let length = self.length
    guard offset >= 0, offset <= length else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the length \(length).")
    }
    let clamped = min(max(count, 0), length - offset)
    replaceData(
      offset: offset, count: clamped, string: String(decoding: units, as: UTF16.self),
      units: units)
  }

  /// Sets the data to exact code units. https://dom.spec.whatwg.org/#dom-characterdata-data
  public func setData(utf16 units: [UInt16]) {
    replaceData(
      offset: 0, count: length, string: String(decoding: units, as: UTF16.self), units: units)
  }

  /// The code units `start..<end` of `string`, as a string (lone surrogates become U+FFFD).
  static func utf16Slice(_ string: String, _ start: Int, _ end: Int) -> String {
    let utf16 = string.utf16
    let from = utf16.index(utf16.startIndex, offsetBy: start)
    let to = utf16.index(from, offsetBy: end - start)
    if let a = from.samePosition(in: string.unicodeScalars),
      let b = to.samePosition(in: string.unicodeScalars)
    {
      return String(string.unicodeScalars[a..<b])
    }
    return String(decoding: Array(utf16[from..<to]), as: UTF16.self)
  }
}
