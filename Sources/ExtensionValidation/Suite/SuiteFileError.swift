/// Why a suite file (`actionjs.json`) cannot be used: a located, one-line message such as
/// `actionjs.json: cases[2].expect.finalizeCalled: must be true or false, not "yes"`.
public struct SuiteFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The suite file, as given.
  public var file: String
  /// Where in the file: a key path (`cases[2].expect.finalizeCalled`), `line:column` for
  /// malformed JSON, or empty for the whole file.
  public var place: String
  /// What is wrong.
  public var message: String

  /// An error at `place` in `file`.
  public init(file: String, place: String, message: String) {
    self.file = file
    self.place = place
    self.message = message
  }

  /// `file: place: message` (`file: message` when there is no place).
  public var description: String {
    place.isEmpty ? "\(file): \(message)" : "\(file): \(place): \(message)"
  }
}
