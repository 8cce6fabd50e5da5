/// An option with a typed value, declared once — name, placeholder, help line, default and
/// how its text is read — and shared by every command that takes it, so that a name means one
/// thing everywhere (`SharedOptions`). Its ``spec`` goes to the argument parser and to help;
/// ``read(_:command:)`` gives the value or a usage error naming what was expected.
struct TypedOption<Value: Sendable>: Sendable {
  /// The option as the parser and help see it.
  let spec: OptionSpec
  /// The value when the option is not given.
  let defaultValue: Value
  /// What a valid value looks like, for usage errors ("a number of seconds > 0").
  let expected: String
  /// The value of a text, or `nil` when it is not valid.
  let parse: @Sendable (String) -> Value?

  /// Declares `--name PLACEHOLDER`; `help` gets the default appended as help shows it.
  init(
    _ name: String, placeholder: String, help: String, showing shownDefault: String? = nil,
    default defaultValue: Value, expected: String, parse: @escaping @Sendable (String) -> Value?
  ) {
    let shown = shownDefault.map { " (\($0))" } ?? ""
    spec = OptionSpec(name, .value, placeholder: placeholder, help: help + shown)
    self.defaultValue = defaultValue
    self.expected = expected
    self.parse = parse
  }

  /// The option's name, without `--`.
  var name: String { spec.name }

  /// The value given last on the command line, if any.
  func given(_ arguments: ParsedArguments, command: String) throws(UsageError) -> Value? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = parse(text) else {
      throw .invalidValue(name, text, expected: expected, command: command)
    }
    return value
  }

  /// The value given, or the default.
  func read(_ arguments: ParsedArguments, command: String) throws(UsageError) -> Value {
    try given(arguments, command: command) ?? defaultValue
  }
}

/// The value readers options share.
enum OptionValue {
  /// A number of seconds > 0.
  static func seconds(_ text: String) -> Double? {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { return nil }
    return seconds
  }

  /// A number of seconds > 0, or `none` (`.some(nil)`).
  static func secondsOrNone(_ text: String) -> Double?? {
    if text == "none" { return .some(nil) }
    return seconds(text).map { .some($0) }
  }

  /// A number of MiB ≥ 16, or `none` (`.some(nil)`).
  static func mebibytesOrNone(_ text: String) -> Int?? {
    if text == "none" { return .some(nil) }
    guard let mebibytes = Int(text), mebibytes >= 16 else { return nil }
    return .some(mebibytes)
  }

  /// One of `choices` (case-insensitive), lowercased.
  static func choice(_ choices: [String]) -> @Sendable (String) -> String? {
    { text in
      let lowered = text.lowercased()
      return choices.contains(lowered) ? lowered : nil
    }
  }
}
