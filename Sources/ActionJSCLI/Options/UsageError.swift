/// A command line `actionjs` cannot use; the message names the option or argument.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, for a person.
  public var message: String
  /// The command whose usage to show (`run`, `inspect`), if any.
  public var command: String?

  /// An error with `message`.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  public var description: String { message }

  /// `--name` is not an option of the command.
  static func unknownOption(_ name: String, command: String) -> UsageError {
    UsageError("unknown option '\(name)'", command: command)
  }

  /// `--name` needs a value and has none.
  static func missingValue(_ name: String, placeholder: String, command: String) -> UsageError {
    UsageError("option '--\(name)' needs a value (\(placeholder))", command: command)
  }

  /// A flag was given a value with `=`.
  static func unexpectedValue(_ name: String, command: String) -> UsageError {
    UsageError("option '--\(name)' takes no value", command: command)
  }

  /// The value of `--name` is not one of the accepted ones.
  static func invalidValue(
    _ name: String, _ value: String, expected: String, command: String
  ) -> UsageError {
    UsageError(
      "invalid value '\(value)' for option '--\(name)': expected \(expected)", command: command)
  }
}
