extension ActionJSCommandLine {
  /// The tool's version: the one place it is written.
  public static let version = "0.1.0"
}
