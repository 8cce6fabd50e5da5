import Foundation
import JSCore

extension JSConvertedValue {
  /// The Foundation object `-[JSValue toObject]` gives for this value, as an extension on
  /// Apple's platforms receives it in `--plist jsc` mode: `NSNull`, `NSNumber` (boolean or
  /// double), `NSString`, `NSDate`, `NSMutableArray`, `NSMutableDictionary`, and a cycle as a
  /// ``CycleReference`` to the enclosing container (see there for why it is not the container
  /// itself on Linux).
  ///
  /// - Parameter path: the path of this value, as ``cycle(to:)`` names containers.
  func foundationObject(path: String = "results") -> AnyObject {
    var ancestors: [(path: String, container: AnyObject)] = []
    return Self.foundationObject(self, path: path, ancestors: &ancestors)
  }

  private static func foundationObject(
    _ value: JSConvertedValue, path: String, ancestors: inout [(path: String, container: AnyObject)]
  ) -> AnyObject {
    switch value {
    case .null: return NSNull()
    case .boolean(let boolean): return NSNumber(value: boolean)
    case .number(let number): return NSNumber(value: number)
    case .string(let string): return NSString(string: string)
    case .date(let milliseconds): return NSDate(timeIntervalSince1970: milliseconds / 1000)
    case .array(let elements):
      let array = NSMutableArray(capacity: elements.count)
      ancestors.append((path, array))
      defer { ancestors.removeLast() }
      for (index, element) in elements.enumerated() {
        array.add(foundationObject(element, path: path + "[\(index)]", ancestors: &ancestors))
      }
      return array
    case .dictionary(let entries):
      let dictionary = NSMutableDictionary(capacity: entries.count)
      ancestors.append((path, dictionary))
      defer { ancestors.removeLast() }
      for (key, entry) in entries {
        let child = foundationObject(
          entry, path: JSConvertedValue.path(path, appendingKey: key), ancestors: &ancestors)
        dictionary.setObject(child, forKey: NSString(string: key))
      }
      return dictionary
    case .cycle(let target):
      guard let container = ancestors.last(where: { $0.path == target })?.container else {
        return NSNull()
      }
      return CycleReference(target: container, path: target)
    }
  }
}
