/// A place in a suite file's JSON, written as users read it: `cases[2].expect.finalizeCalled`.
struct SuiteKeyPath: CustomStringConvertible {
  private(set) var text = ""

  /// The member `key` of this object.
  func member(_ key: String) -> SuiteKeyPath {
    var path = self
    path.text += text.isEmpty ? key : "." + key
    return path
  }

  /// The element `index` of this array.
  func element(_ index: Int) -> SuiteKeyPath {
    var path = self
    path.text += "[\(index)]"
    return path
  }

  var description: String { text }
}
