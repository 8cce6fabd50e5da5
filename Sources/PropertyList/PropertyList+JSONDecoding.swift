import Foundation

extension PropertyList {
  /// Reads the typed JSON written by ``jsonString(options:)``.
  ///
  /// Plain JSON reads as you would expect, except that a number without `.` or exponent is an
  /// `.integer` (it must fit `Int64`) and any other number is a `.real`; `null` is rejected
  /// (it is not a property-list value). Objects with a single `$real`, `$date`, `$data` or
  /// `$dictionary` key are tagged values. A repeated object key keeps its first position and
  /// its last value, as in `JSON.parse`; an escaped lone surrogate becomes U+FFFD.
  ///
  /// - Throws: ``PropertyListError/invalidJSON(reason:offset:)`` for malformed input and
  ///   ``PropertyListError/nestingTooDeep(path:limit:)`` past ``jsonNestingLimit`` levels.
  public init(json: String) throws(PropertyListError) {
    var reader = PropertyListJSONReader(bytes: Array(json.utf8))
    self = try reader.readDocument()
  }

  /// Reads typed JSON from UTF-8 bytes; see ``init(json:)``.
  ///
  /// - Parameter omittingNulls: leave out object members and array elements that are `null`
  ///   instead of rejecting them (for reading JSON documents such as run reports, where `null`
  ///   means "none"); a `null` document is still an error.
  public init(jsonData: Data, omittingNulls: Bool = false) throws(PropertyListError) {
    var reader = PropertyListJSONReader(bytes: Array(jsonData), omitsNulls: omittingNulls)
    self = try reader.readDocument()
  }

  /// The deepest container nesting ``init(json:)`` accepts.
  public static let jsonNestingLimit = 512
}

/// The recursive-descent JSON reader behind ``PropertyList/init(json:)``.
struct PropertyListJSONReader {
  private let bytes: [UInt8]
  private let omitsNulls: Bool
  private var position = 0

  init(bytes: [UInt8], omitsNulls: Bool = false) {
    self.bytes = bytes
    self.omitsNulls = omitsNulls
  }

  mutating func readDocument() throws(PropertyListError) -> PropertyList {
    let value = try readValue(path: PropertyListPath())
    skipWhitespace()
    guard position == bytes.count else { throw error("unexpected text after the value") }
    return value
  }

  private func error(_ reason: String, at offset: Int? = nil) -> PropertyListError {
    .invalidJSON(reason: reason, offset: offset ?? position)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(PropertyListError) {
    guard current == UInt8(ascii: scalar) else { throw error("expected '\(scalar)'") }
    position += 1
  }

  private mutating func readValue(path: PropertyListPath) throws(PropertyListError)
    -> PropertyList
  {
    try readEntry(path: path).value.get()
  }

  /// A value read but, for an object, not yet required to be valid as a tagged value: an
  /// object that is the payload of a `$dictionary` wrapper is taken as written, so a bad tag
  /// inside it only matters when something else reads it.
  private struct Entry {
    /// The value, or why this object is not a valid tagged value.
    var value: Result<PropertyList, PropertyListError>
    /// For an object: its entries as written (`nil` for other values).
    var object: Result<PropertyListDictionary, PropertyListError>?
    /// Whether this is a `null` to leave out (only when nulls are omitted).
    var isOmittedNull = false
  }

  private mutating func readEntry(path: PropertyListPath) throws(PropertyListError) -> Entry {
    skipWhitespace()
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "\""):
      return Entry(value: .success(.string(try readString())))
    case UInt8(ascii: "["):
      return Entry(value: .success(.array(try readArray(path: path))))
    case UInt8(ascii: "{"):
      return try readObject(path: path)
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return Entry(value: .success(.boolean(true)))
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return Entry(value: .success(.boolean(false)))
    case UInt8(ascii: "n"):
      guard omitsNulls, path.components.count > 0 else {
        throw error("null is not a property-list value")
      }
      try readLiteral("null")
      return Entry(value: .success(.boolean(false)), isOmittedNull: true)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return Entry(value: .success(try readNumber()))
    default:
      throw error("unexpected character")
    }
  }

  private mutating func readLiteral(_ literal: String) throws(PropertyListError) {
    let expected = Array(literal.utf8)
    guard bytes.count - position >= expected.count,
      Array(bytes[position..<(position + expected.count)]) == expected
    else { throw error("invalid literal") }
    position += expected.count
  }

  private mutating func checkDepth(_ path: PropertyListPath) throws(PropertyListError) {
    guard path.components.count < PropertyList.jsonNestingLimit else {
      throw .nestingTooDeep(path: path, limit: PropertyList.jsonNestingLimit)
    }
  }

  private mutating func readArray(path: PropertyListPath) throws(PropertyListError)
    -> [PropertyList]
  {
    try checkDepth(path)
    try expect("[")
    var elements: [PropertyList] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return elements
    }
    while true {
      let entry = try readEntry(path: path.appending(.index(elements.count)))
      if !entry.isOmittedNull { elements.append(try entry.value.get()) }
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
      } else {
        try expect("]")
        return elements
      }
    }
  }

  /// Reads an object: its entries as written, and its value once tags are interpreted.
  private mutating func readObject(path: PropertyListPath) throws(PropertyListError) -> Entry {
    try checkDepth(path)
    let start = position
    try expect("{")
    var keys: [String] = []
    var entries: [String: Entry] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
    } else {
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try readString()
        skipWhitespace()
        try expect(":")
        let entry = try readEntry(path: path.appending(.key(key)))
        if entry.isOmittedNull {
          if entries.removeValue(forKey: key) != nil { keys.removeAll { $0 == key } }
        } else if entries.updateValue(entry, forKey: key) == nil {
          keys.append(key)
        }
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          position += 1
        } else {
          try expect("}")
          break
        }
      }
    }
    let object = Result { () throws(PropertyListError) -> PropertyListDictionary in
      var dictionary = PropertyListDictionary()
      for key in keys {
        dictionary[key] = try entries[key]?.value.get()
      }
      return dictionary
    }
    guard keys.count == 1, let tag = keys.first, PropertyListJSONWriter.tags.contains(tag),
      let payload = entries[tag]
    else {
      return Entry(value: object.map { .dictionary($0) }, object: object)
    }
    let value = Result { () throws(PropertyListError) -> PropertyList in
      if tag == "$dictionary" {
        guard let wrapped = payload.object else {
          throw error("invalid $dictionary payload", at: start)
        }
        return .dictionary(try wrapped.get())
      }
      return try interpretTag(tag, payload: try payload.value.get(), start: start)
    }
    return Entry(value: value, object: object)
  }

  /// The value of a single-key `$real`, `$date` or `$data` object.
  private func interpretTag(_ tag: String, payload: PropertyList, start: Int)
    throws(PropertyListError) -> PropertyList
  {
    switch (tag, payload) {
    case ("$real", .string("NaN")): return .real(.nan)
    case ("$real", .string("Infinity")): return .real(.infinity)
    case ("$real", .string("-Infinity")): return .real(-.infinity)
    case ("$date", .string(let text)):
      guard let date = PropertyListTimestamp.parse(text) else {
        throw error("invalid $date timestamp \"\(text)\"", at: start)
      }
      return .date(date)
    case ("$date", .integer(let seconds)):
      return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
    case ("$date", .real(let seconds)):
      return .date(Date(timeIntervalSinceReferenceDate: seconds))
    case ("$data", .string(let base64)):
      guard let data = Data(base64Encoded: base64) else {
        throw error("invalid $data base64", at: start)
      }
      return .data(Array(data))
    default:
      throw error("invalid \(tag) payload \(payload.typeName)", at: start)
    }
  }

  private mutating func readNumber() throws(PropertyListError) -> PropertyList {
    let start = position
    var isInteger = true
    func isDigit(_ byte: UInt8?) -> Bool {
      byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if isDigit(current) {
      while isDigit(current) { position += 1 }
    } else {
      throw error("invalid number", at: start)
    }
    if current == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard isDigit(current) else { throw error("invalid number", at: start) }
      while isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard isDigit(current) else { throw error("invalid number", at: start) }
      while isDigit(current) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger {
      guard let integer = Int64(text) else {
        throw error("integer \(text) does not fit Int64", at: start)
      }
      return .integer(integer)
    }
    guard let real = Double(text) else { throw error("invalid number", at: start) }
    return .real(real)
  }

  private mutating func readString() throws(PropertyListError) -> String {
    let start = position
    try expect("\"")
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else { throw error("unterminated string", at: start) }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let string = String(validating: utf8, as: UTF8.self) else {
          throw error("string is not valid UTF-8", at: start)
        }
        return string
      case UInt8(ascii: "\\"):
        try readEscape(into: &utf8)
      case 0x00..<0x20:
        throw error("unescaped control character in string", at: position - 1)
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(PropertyListError) {
    guard let byte = current else { throw error("unterminated escape") }
    position += 1
    let simple: [UInt8: Unicode.Scalar] = [
      UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
      UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
    var scalar: Unicode.Scalar
    if let mapped = simple[byte] {
      scalar = mapped
    } else if byte == UInt8(ascii: "u") {
      let unit = try readHex4()
      if UTF16.isLeadSurrogate(unit), bytes.count - position >= 6,
        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
      {
        let saved = position
        position += 2
        let trail = try readHex4()
        if UTF16.isTrailSurrogate(trail) {
          let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
          scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        } else {
          position = saved
          scalar = "\u{FFFD}"
        }
      } else {
        scalar = Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
      }
    } else {
      throw error("invalid escape", at: position - 2)
    }
    utf8.append(contentsOf: Array(String(scalar).utf8))
  }

  private mutating func readHex4() throws(PropertyListError) -> UInt16 {
    guard bytes.count - position >= 4 else { throw error("invalid \\u escape") }
    var value: UInt16 = 0
    for byte in bytes[position..<(position + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid \\u escape")
      }
      value = value << 4 | UInt16(digit)
    }
    position += 4
    return value
  }
}
