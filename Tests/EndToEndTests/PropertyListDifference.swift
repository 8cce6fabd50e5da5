import JSCore

/// Where two property-list values differ, as lines naming the key path of each difference
/// (`results.note: expected "a", got "b"`), so a failing comparison says what changed.
enum PropertyListDifference {
  /// The differences between `expected` and `actual` below `path` (nil: no value).
  static func lines(expected: PropertyList?, actual: PropertyList?, path: String) -> [String] {
    switch (expected, actual) {
    case (nil, nil):
      return []
    case (nil, let actual?):
      return ["\(path): expected no value, got \(show(actual))"]
    case (let expected?, nil):
      return ["\(path): expected \(show(expected)), got no value"]
    case (.dictionary(let expected)?, .dictionary(let actual)?):
      var lines: [String] = []
      for key in expected.keys {
        lines += Self.lines(expected: expected[key], actual: actual[key], path: "\(path).\(key)")
      }
      for key in actual.keys where expected[key] == nil {
        lines.append("\(path).\(key): unexpected \(show(actual[key]))")
      }
      return lines
    case (.array(let expected)?, .array(let actual)?):
      var lines: [String] = []
      if expected.count != actual.count {
        lines.append("\(path): expected \(expected.count) elements, got \(actual.count)")
      }
      for index in 0..<min(expected.count, actual.count) {
        lines += Self.lines(
          expected: expected[index], actual: actual[index], path: "\(path)[\(index)]")
      }
      return lines
    case (let expected?, let actual?):
      return expected == actual ? [] : ["\(path): expected \(show(expected)), got \(show(actual))"]
    }
  }

  /// `value` as typed JSON.
  private static func show(_ value: PropertyList?) -> String {
    value.map { $0.jsonString(options: [.sortedKeys]) } ?? "nothing"
  }
}
