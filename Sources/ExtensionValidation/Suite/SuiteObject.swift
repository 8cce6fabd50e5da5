import JSCore

/// One JSON object of a suite file, read member by member with typed accessors that throw
/// located ``SuiteFileError``s (`cases[2].expect.finalizeCalled: must be true or false, not
/// "yes"`).
struct SuiteObject {
  /// The suite file, as given (for errors).
  let file: String
  /// Where the object is.
  let path: SuiteKeyPath
  /// Its members, in file order.
  let members: PropertyListDictionary

  /// `value` as an object at `path`, or a located error.
  init(_ value: PropertyList, at path: SuiteKeyPath, file: String) throws(SuiteFileError) {
    guard let members = value.dictionaryValue else {
      throw SuiteFileError(
        file: file, place: path.description,
        message: "must be an object, not \(Self.describe(value))")
    }
    self.file = file
    self.path = path
    self.members = members
  }

  /// An error at member `key` (or at the object itself when nil).
  func error(_ key: String?, _ message: String) -> SuiteFileError {
    SuiteFileError(
      file: file, place: (key.map { path.member($0) } ?? path).description, message: message)
  }

  /// Throws for the first member not in `known`, suggesting the closest known key.
  func requireKnownKeys(_ known: [String]) throws(SuiteFileError) {
    for key in members.keys where !known.contains(key) {
      let suggestion = KeySuggestion.closest(to: key, in: known)
      throw error(
        key, "unknown key" + (suggestion.map { "; did you mean \($0)?" } ?? ""))
    }
  }

  /// Whether the member is there.
  func has(_ key: String) -> Bool { members[key] != nil }

  /// The member as it is.
  func value(_ key: String) -> PropertyList? { members[key] }

  func string(_ key: String) throws(SuiteFileError) -> String? {
    guard let value = members[key] else { return nil }
    guard let string = value.stringValue else {
      throw error(key, "must be a string, not \(Self.describe(value))")
    }
    return string
  }

  func bool(_ key: String) throws(SuiteFileError) -> Bool? {
    guard let value = members[key] else { return nil }
    guard let bool = value.booleanValue else {
      throw error(key, "must be true or false, not \(Self.describe(value))")
    }
    return bool
  }

  func integer(_ key: String) throws(SuiteFileError) -> Int64? {
    guard let value = members[key] else { return nil }
    guard let integer = value.integerValue else {
      throw error(key, "must be an integer, not \(Self.describe(value))")
    }
    return integer
  }

  func number(_ key: String) throws(SuiteFileError) -> Double? {
    guard let value = members[key] else { return nil }
    guard let number = value.numberValue else {
      throw error(key, "must be a number, not \(Self.describe(value))")
    }
    return number
  }

  /// A list of strings; a single string counts as a list of one.
  func strings(_ key: String) throws(SuiteFileError) -> [String]? {
    guard let value = members[key] else { return nil }
    if let string = value.stringValue { return [string] }
    guard let array = value.arrayValue else {
      throw error(key, "must be a string or a list of strings, not \(Self.describe(value))")
    }
    var strings: [String] = []
    for (index, element) in array.enumerated() {
      guard let string = element.stringValue else {
        throw SuiteFileError(
          file: file, place: path.member(key).element(index).description,
          message: "must be a string, not \(Self.describe(element))")
      }
      strings.append(string)
    }
    return strings
  }

  func object(_ key: String) throws(SuiteFileError) -> SuiteObject? {
    guard let value = members[key] else { return nil }
    return try SuiteObject(value, at: path.member(key), file: file)
  }

  /// A list of objects.
  func objects(_ key: String) throws(SuiteFileError) -> [SuiteObject]? {
    guard let value = members[key] else { return nil }
    guard let array = value.arrayValue else {
      throw error(key, "must be a list of objects, not \(Self.describe(value))")
    }
    var objects: [SuiteObject] = []
    for (index, element) in array.enumerated() {
      objects.append(try SuiteObject(element, at: path.member(key).element(index), file: file))
    }
    return objects
  }

  /// How a value is named in "must be …, not …": strings quoted, numbers and Booleans as
  /// written, containers by kind.
  static func describe(_ value: PropertyList) -> String {
    switch value {
    case .string, .integer, .real, .boolean: return value.jsonString()
    case .array: return "a list"
    case .dictionary: return "an object"
    case .date: return "a date"
    case .data: return "data"
    }
  }
}
