/// One option a command accepts.
struct OptionSpec: Sendable {
  /// What follows the option.
  enum Kind: Equatable {
    /// Nothing (`--echo`).
    case flag
    /// A value: `--name VALUE` or `--name=VALUE`.
    case value
    /// An optional value: `--name=VALUE`, or `--name VALUE` when `VALUE` does not start with
    /// `-` and the command's required arguments were all given before it (`--cancel`).
    case optionalValue
    /// One or more values: `--name A B C` (every argument up to the next one starting with
    /// `-`), or `--name=A`. Each value is recorded as one occurrence of the option.
    case values
  }

  /// The long name, without `--`.
  var name: String
  /// What follows it.
  var kind: Kind
  /// The value's placeholder in help (`URL`, `SECONDS`).
  var placeholder: String
  /// One line of help.
  var help: String
  /// A one-letter alias (`h` for `-h`), if any.
  var shortName: Character?

  init(
    _ name: String, _ kind: Kind = .flag, placeholder: String = "", help: String,
    shortName: Character? = nil
  ) {
    self.name = name
    self.kind = kind
    self.placeholder = placeholder
    self.help = help
    self.shortName = shortName
  }

  /// `--name VALUE`, `--name [VALUE]` or `--name`, as help shows it.
  var synopsis: String {
    var text = "--\(name)"
    if let shortName { text = "-\(shortName), " + text }
    switch kind {
    case .flag: break
    case .value: text += " \(placeholder)"
    case .optionalValue: text += " [\(placeholder)]"
    case .values: text += " \(placeholder)..."
    }
    return text
  }
}
