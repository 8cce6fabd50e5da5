/// Where a console call came from, when the runtime knows it.
public struct ConsoleSource: Equatable, Sendable {
  /// The script's URL (or name).
  public var url: String?
  /// The 1-based line.
  public var line: Int?
  /// The 1-based column.
  public var column: Int?

  /// Makes a source location.
  public init(url: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.url = url
    self.line = line
    self.column = column
  }
}

/// One message printed to the console: the method, the text as Safari's console would show
/// it, the group nesting depth, the loop time and, if known, the source location and stack.
///
/// https://console.spec.whatwg.org/#printer
public struct ConsoleMessage: Equatable, Sendable {
  /// The console method that printed it.
  public var level: ConsoleLevel
  /// How serious it is (a `countReset` of an unknown label is a warning, …).
  public var severity: ConsoleSeverity
  /// The formatted text (a table is several lines).
  public var text: String
  /// How many groups enclose it.
  public var groupDepth: Int
  /// The loop time (milliseconds since the time origin) when it was printed.
  public var timestamp: Double
  /// The calling script's location, if the runtime gave one.
  public var source: ConsoleSource?
  /// The JavaScript stack for `console.trace`, if the runtime gave one.
  public var stack: String?

  /// Makes a message.
  public init(
    level: ConsoleLevel, severity: ConsoleSeverity? = nil, text: String, groupDepth: Int = 0,
    timestamp: Double = 0, source: ConsoleSource? = nil, stack: String? = nil
  ) {
    self.level = level
    self.severity = severity ?? level.defaultSeverity
    self.text = text
    self.groupDepth = groupDepth
    self.timestamp = timestamp
    self.source = source
    self.stack = stack
  }

  /// The text indented two spaces per enclosing group, as a text console shows it.
  public var indentedText: String {
    let indent = String(repeating: "  ", count: groupDepth)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { indent + $0 }.joined(separator: "\n")
  }
}
