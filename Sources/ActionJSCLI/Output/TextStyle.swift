/// ANSI styling for text reports, or none.
struct TextStyle {
  /// Whether escapes are written.
  var enabled: Bool

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// A heading.
  func bold(_ text: String) -> String { wrap(text, "1") }
  /// An error.
  func red(_ text: String) -> String { wrap(text, "31") }
  /// A warning.
  func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Success.
  func green(_ text: String) -> String { wrap(text, "32") }
  /// Information, locations.
  func dim(_ text: String) -> String { wrap(text, "2") }
  /// Information.
  func cyan(_ text: String) -> String { wrap(text, "36") }
}
