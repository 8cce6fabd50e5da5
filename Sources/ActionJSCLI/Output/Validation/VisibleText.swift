/// Text for a terminal or a CI log with its control characters made visible.
enum VisibleText {
  /// `text` with C0 and C1 control characters other than tab and line feed (NUL, ESC, CR,
  /// DEL…) written as `\u{XX}`, so a message cannot drive a terminal or cut a log line.
  static func escapingControls(_ text: String) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: output.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F:
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
