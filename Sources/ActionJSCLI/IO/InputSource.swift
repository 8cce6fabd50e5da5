import Foundation

/// Where a command reads standard input from (page `-`): the process's standard input, or
/// bytes (tests).
public struct InputSource: Sendable {
  private let read: @Sendable () -> [UInt8]

  /// A source reading with `read`.
  public init(read: @escaping @Sendable () -> [UInt8]) {
    self.read = read
  }

  /// The process's standard input, read to its end.
  public static var standardInput: InputSource {
    InputSource { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
  }

  /// A source giving `text` as UTF-8.
  public static func text(_ text: String) -> InputSource {
    InputSource { Array(text.utf8) }
  }

  /// An empty source.
  public static let empty = InputSource { [] }

  /// Reads everything.
  public func readAll() -> [UInt8] { read() }
}
