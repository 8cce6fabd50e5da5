import Foundation

extension PropertyList {
  /// The value as a Foundation property-list object, as `PropertyListSerialization` and a
  /// request handler see it: `NSString`, `NSNumber` (integers as `Int64`, reals as `Double`,
  /// booleans as the boolean `NSNumber`), `NSDate`, `NSData`, `NSArray` or `NSDictionary`.
  ///
  /// Foundation dictionaries are unordered, so key order is not kept.
  public var foundationObject: Any {
    switch self {
    case .string(let value): return NSString(string: value)
    case .integer(let value): return NSNumber(value: value)
    case .real(let value): return NSNumber(value: value)
    case .boolean(let value): return NSNumber(value: value)
    case .date(let value):
      return NSDate(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
    case .data(let value): return NSData(data: Data(value))
    case .array(let elements): return NSArray(array: elements.map(\.foundationObject))
    case .dictionary(let entries):
      let dictionary = NSMutableDictionary(capacity: entries.count)
      for (key, value) in entries {
        dictionary.setObject(value.foundationObject, forKey: NSString(string: key))
      }
      return dictionary
    }
  }

  /// Converts a Foundation property-list object tree (Foundation classes, or the Swift types
  /// they bridge to: `String`, `Bool`, integer types, `Double`, `Date`, `Data`, `[Any]`,
  /// `[String: Any]`, `[AnyHashable: Any]`).
  ///
  /// Booleans are told apart from the integers 0 and 1 by their class (the boolean `NSNumber`
  /// class, `__NSCFBoolean`, on Darwin and on swift-corelibs-foundation alike) or by being a
  /// Swift `Bool`; other numbers are `.real` when their `objCType` is `d` or `f`, else
  /// `.integer`. Dictionary keys are put in ascending code-point order, since Foundation
  /// dictionaries have none.
  ///
  /// - Throws: ``PropertyListError`` with the key path of the first offending value:
  ///   `unsupportedValue` (`NSNull` or any non-property-list object), `nonStringKey`, `cycle`,
  ///   `numberOutOfRange` (unsigned integers above `Int64.max`), or `nestingTooDeep` past
  ///   ``foundationNestingLimit`` levels. Cycles are caught on Darwin only:
  ///   swift-corelibs-foundation bridges container elements deeply on every access, so it
  ///   recurses without end inside Foundation on a cyclic `NSArray`/`NSDictionary`.
  public init(foundationObject: Any) throws(PropertyListError) {
    var ancestors: Set<ObjectIdentifier> = []
    self = try Self.convert(foundationObject, path: PropertyListPath(), ancestors: &ancestors)
  }

  /// The deepest container nesting ``init(foundationObject:)`` accepts.
  public static let foundationNestingLimit = 512

  /// The class of boolean `NSNumber`s (`__NSCFBoolean`), which integers never share.
  private static let booleanNumberClass: AnyClass = type(of: NSNumber(value: true))

  private static func convert(
    _ value: Any, path: PropertyListPath, ancestors: inout Set<ObjectIdentifier>
  ) throws(PropertyListError) -> PropertyList {
    if type(of: value) == Bool.self, let boolean = value as? Bool {
      return .boolean(boolean)
    }
    if value is NSNull {
      throw .unsupportedValue(path: path, typeDescription: "NSNull")
    }
    if let string = value as? String {
      return .string(string)
    }
    if let date = value as? Date {
      return .date(date)
    }
    if let data = value as? Data {
      return .data(Array(data))
    }
    if let number = value as? NSNumber {
      return try convert(number, path: path)
    }
    let isContainer = value is [Any] || value is [AnyHashable: Any]
    guard isContainer else {
      throw .unsupportedValue(path: path, typeDescription: String(describing: type(of: value)))
    }
    guard path.components.count < foundationNestingLimit else {
      throw .nestingTooDeep(path: path, limit: foundationNestingLimit)
    }
    // Only Foundation objects can form cycles; Swift collections are values.
    var identity: ObjectIdentifier?
    if type(of: value) is AnyClass {
      let object = value as AnyObject
      identity = ObjectIdentifier(object)
      guard ancestors.insert(ObjectIdentifier(object)).inserted else { throw .cycle(path: path) }
    }
    defer {
      if let identity { ancestors.remove(identity) }
    }
    if let elements = value as? [Any] {
      var converted: [PropertyList] = []
      converted.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        converted.append(
          try convert(element, path: path.appending(.index(index)), ancestors: &ancestors))
      }
      return .array(converted)
    }
    guard let dictionary = value as? [AnyHashable: Any] else {
      throw .unsupportedValue(path: path, typeDescription: String(describing: type(of: value)))
    }
    var entries: [(key: String, value: Any)] = []
    entries.reserveCapacity(dictionary.count)
    for (key, element) in dictionary {
      guard let stringKey = key.base as? String else {
        throw .nonStringKey(
          path: path, keyDescription: "\(String(describing: key.base)) (\(type(of: key.base)))")
      }
      entries.append((stringKey, element))
    }
    entries.sort { PropertyListDictionary.keyPrecedes($0.key, $1.key) }
    var converted = PropertyListDictionary()
    for entry in entries {
      converted[entry.key] = try convert(
        entry.value, path: path.appending(.key(entry.key)), ancestors: &ancestors)
    }
    return .dictionary(converted)
  }

  private static func convert(_ number: NSNumber, path: PropertyListPath)
    throws(PropertyListError) -> PropertyList
  {
    if type(of: number) == booleanNumberClass {
      return .boolean(number.boolValue)
    }
    switch String(cString: number.objCType) {
    case "d", "f":
      return .real(number.doubleValue)
    case "Q", "L":
      guard number.uint64Value <= UInt64(Int64.max) else {
        throw .numberOutOfRange(path: path, numberDescription: number.stringValue)
      }
      return .integer(number.int64Value)
    case "q", "l", "i", "s", "c", "I", "S", "C":
      return .integer(number.int64Value)
    case let objCType:
      throw .unsupportedValue(path: path, typeDescription: "NSNumber(objCType: \(objCType))")
    }
  }
}
