import Foundation

/// The Markdown DraftWriter writes for a page: a link to the page, or, when text is
/// selected, the selection as a block quote followed by `Via:` and the link.
///
/// ```
/// > Cancellation flows down the tree.
/// >
/// > Errors flow up.
///
/// Via: [Structured concurrency, explained](https://swift.example.com/articles/…)
/// ```
public enum MarkdownDraft {
  /// The draft for a page titled `title` at `url`, quoting `selection` when it is not blank.
  public static func compose(title: String, url: String, selection: String) -> String {
    let link = self.link(title: title, url: url)
    let quote = blockQuote(selection)
    guard !quote.isEmpty else { return link }
    return quote + "\n\nVia: " + link
  }

  /// `[title](url)`: the title's runs of white space become one space and its brackets and
  /// backslashes are escaped; an untitled page shows its URL. A URL with spaces, parentheses
  /// or angle brackets is written as `<url>` (CommonMark's form for such destinations).
  public static func link(title: String, url: String) -> String {
    var text = title.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    if text.isEmpty { text = url }
    var escaped = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    var destination = url
    if destination.contains(where: { " ()<>".contains($0) }) {
      destination = destination.replacingOccurrences(of: "<", with: "%3C")
        .replacingOccurrences(of: ">", with: "%3E")
      destination = "<" + destination + ">"
    }
    return "[" + escaped + "](" + destination + ")"
  }

  /// `text` as a Markdown block quote: each line behind `> ` (a blank line behind `>`),
  /// trailing white space dropped, runs of blank lines kept to one, and blank lines at the
  /// start and the end left out. Blank text gives "".
  public static func blockQuote(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var trimmed = Substring(line)
      while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
      if trimmed.isEmpty && (lines.isEmpty || lines.last == ">") { continue }
      lines.append(trimmed.isEmpty ? ">" : "> " + trimmed)
    }
    while lines.last == ">" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
