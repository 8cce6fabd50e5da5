/// An old spelling a command still accepts: the parser reads it as its new form and says so
/// once on standard error ("'--json' is deprecated: use '--format json'").
struct DeprecatedOption {
  /// The old name, without `--`.
  let name: String
  /// Whether a value follows it.
  let takesValue: Bool
  /// The new name, without `--`.
  let replacement: String
  /// The new option's value for the old one's (`nil`: the value as given; for a flag
  /// replacing a flag, unused).
  let value: String?

  /// `--json` → `--format json` and the like.
  static func flag(_ name: String, becomes replacement: String, value: String? = nil)
    -> DeprecatedOption
  {
    DeprecatedOption(name: name, takesValue: false, replacement: replacement, value: value)
  }

  /// `--run-timeout X` → `--timeout X` and the like.
  static func renamed(_ name: String, to replacement: String) -> DeprecatedOption {
    DeprecatedOption(name: name, takesValue: true, replacement: replacement, value: nil)
  }

  /// The warning, as the command prints it.
  var warning: String {
    let new = "--\(replacement)" + (value.map { " \($0)" } ?? "")
    return "option '--\(name)' is deprecated: use '\(new)'"
  }
}
