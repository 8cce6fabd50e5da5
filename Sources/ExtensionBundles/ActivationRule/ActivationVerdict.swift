/// Whether Safari would offer an extension for a web-page share, and whether it would run the
/// extension's JavaScript preprocessing file (docs/safari-behavior.md §5.3, §1.1).
public struct ActivationVerdict: Hashable, Sendable {
  /// How the extension is offered.
  public enum Delivery: String, Hashable, Sendable {
    /// Offered as a web page: `WebPageWithMaxCount ≥ 1`, so the JavaScript file runs [DOC] A1.
    case webPage = "web-page"
    /// Offered with the URL only: `WebURLWithMaxCount ≥ 1` but no WebPage key (§2.3 url-only).
    case webURLOnly = "web-url-only"
    /// Offered for the offer's other attachments (text, images…) only, under version 2: no
    /// web page or URL reaches the extension, and the JavaScript file does not run.
    case otherAttachments = "other-attachments"
    /// A predicate-string rule matched the host offer; whether Safari runs the file is [UNK].
    case predicateMatched = "predicate-matched"
    /// Not in the share sheet.
    case notOffered = "not-offered"
  }

  /// How the extension is offered, if at all.
  public var delivery: Delivery
  /// Whether the JavaScript preprocessing file is expected to run: declared, offered, and
  /// either the WebPage key is set or (predicate form, actionjs default, §5.3) the rule matched.
  public var runsPreprocessingFile: Bool
  /// One-line explanations, in the order the decision was made.
  public var reasons: [String]
  /// Diagnostics about the rule and this decision.
  public var diagnostics: [BundleDiagnostic]

  /// Creates a verdict.
  public init(
    delivery: Delivery, runsPreprocessingFile: Bool, reasons: [String],
    diagnostics: [BundleDiagnostic]
  ) {
    self.delivery = delivery
    self.runsPreprocessingFile = runsPreprocessingFile
    self.reasons = reasons
    self.diagnostics = diagnostics
  }

  /// Whether Safari would list the extension in the share sheet.
  public var isOffered: Bool { delivery != .notOffered }
}
