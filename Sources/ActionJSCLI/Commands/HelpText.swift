/// The help texts.
enum HelpText {
  /// `actionjs --help`.
  static var overview: String {
    """
    actionjs \(ActionJSCommandLine.version): run a Safari Action/Share extension's JavaScript \
    preprocessing file over a saved page, as Safari does.

    Usage:
      actionjs run <script.js | extension-folder> <page | -> [options]
      actionjs inspect <extension-folder> [--format text|json]
      actionjs validate <script.js | extension-folder>... [--pages PATH...] [--suite FILE] [options]
      actionjs test <script.js | extension-folder>... --pages PATH... | --suite FILE [--update] [options]
      actionjs help [run | inspect | validate | test]
      actionjs --version

    Exit status: 0 success, 1 an error diagnostic (inspect: not offered; validate and test: \
    a failed check or case), 2 usage or input error, 3 internal error.

    """
  }

  /// `actionjs help COMMAND`: the synopsis and one line per option.
  static func usage(command: String, _ synopsis: String, _ specs: [OptionSpec]) -> String {
    var text = "Usage: \(synopsis)\n\nOptions:\n"
    let width = min(32, (specs.map(\.synopsis.count).max() ?? 0) + 2)
    for spec in specs {
      let left = spec.synopsis
      let padding = String(repeating: " ", count: max(2, width - left.count))
      if left.count + 2 > width {
        text += "  \(left)\n  \(String(repeating: " ", count: width))\(spec.help)\n"
      } else {
        text += "  \(left)\(padding)\(spec.help)\n"
      }
    }
    return text
  }
}
