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
  public var length: Int { dataStorage.utf16.count }

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
    let oldValue = dataStorage
    if offset == 0 && count == oldValue.utf16.count {
      dataStorage = data
    } else {
      let utf16 = oldValue.utf16
      let start = utf16.index(utf16.startIndex, offsetBy: offset)
      let end = utf16.index(start, offsetBy: count)
      let scalars = oldValue.unicodeScalars
      if start.samePosition(in: scalars) != nil && end.samePosition(in: scalars) != nil {
        dataStorage = String(scalars[..<start]) + data + String(scalars[end...])
      } else {
        // An offset inside a surrogate pair: Swift strings hold no lone surrogates, so the
        // split pair becomes U+FFFD (a documented difference from the DOM's UTF-16 strings).
        var units = Array(utf16[..<start])
        units.append(contentsOf: data.utf16)
        units.append(contentsOf: utf16[end...])
        dataStorage = String(decoding: units, as: UTF16.self)
      }
    }
    notify(
      .characterDataReplaced(
        node: self, offset: offset, count: count, insertedLength: data.utf16.count,
        oldValue: oldValue))
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
