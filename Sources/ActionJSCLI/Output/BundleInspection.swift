import ActionExtension
import ExtensionBundles
import Foundation

/// What `actionjs inspect` prints: an extension bundle's facts and its activation verdict for
/// a Safari web-page share, as text or JSON.
struct BundleInspection {
  /// The bundle read.
  var bundle: ExtensionBundle
  /// Its verdict for `HostOffer.safariWebPage`.
  var verdict: ActivationVerdict

  /// Whether Safari would offer the extension and nothing is an error.
  var passes: Bool {
    verdict.isOffered && !verdict.diagnostics.containsError
  }

  /// The facts as (label, value) pairs, in print order.
  private var facts: [(String, String?)] {
    [
      ("Identifier", bundle.bundleIdentifier),
      ("Name", bundle.name),
      ("Extension point", bundle.extensionPoint.map(Self.describe)),
      ("Principal class", bundle.principalClass),
      ("Main storyboard", bundle.mainStoryboard),
      ("Preprocessing file", preprocessingFile),
      ("Activation rule", bundle.activationRule.map(Self.describe)),
    ]
  }

  private var preprocessingFile: String? {
    guard let name = bundle.preprocessingFileName else { return nil }
    return bundle.preprocessingFileURL == nil ? "\(name) (not found)" : name
  }

  /// The text form.
  func text(style: TextStyle) -> String {
    var lines: [String] = []
    for (label, value) in facts {
      lines.append(style.bold(label + ":") + " " + (value ?? style.dim("none")))
    }
    lines.append("")
    let offered =
      verdict.isOffered
      ? style.green("offered") + " (\(verdict.delivery.rawValue))"
      : style.red("not offered")
    lines.append(style.bold("Safari web-page share:") + " " + offered)
    lines.append(
      style.bold("Runs the preprocessing file:") + " "
        + (verdict.runsPreprocessingFile ? "yes" : "no"))
    if !verdict.reasons.isEmpty {
      lines.append(style.bold("Reasons:"))
      lines += verdict.reasons.map { "  - " + $0 }
    }
    if !verdict.diagnostics.isEmpty {
      lines.append("")
      lines.append(style.bold("Diagnostics (\(verdict.diagnostics.count)):"))
      for diagnostic in verdict.diagnostics {
        let severity =
          diagnostic.severity == .error
          ? style.red(diagnostic.severity.rawValue) : style.yellow(diagnostic.severity.rawValue)
        lines.append("  \(severity) \(diagnostic.code.rawValue): \(diagnostic.message)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON form: `schemaVersion`, `bundle`, `verdict`, `diagnostics`.
  func json(paths: ReportPaths) -> JSONValue {
    var rule: JSONValue = .null
    switch bundle.activationRule {
    case .dictionary(let dictionary)?:
      rule = .object([
        ("form", .string("dictionary")),
        ("keys", .object(Self.keys(of: dictionary).map { ($0.0, .string($0.1)) })),
      ])
    case .predicate(let source, let parsed)?:
      rule = .object([
        ("form", .string("predicate")), ("source", .string(source)),
        ("valid", .bool(parsed != nil)),
      ])
    case nil:
      break
    }
    return .object([
      ("schemaVersion", .int(1)),
      (
        "bundle",
        .object([
          ("identifier", .string(bundle.bundleIdentifier)),
          ("name", .string(bundle.name)),
          ("extensionPoint", .string(bundle.extensionPoint?.identifier)),
          ("principalClass", .string(bundle.principalClass)),
          ("mainStoryboard", .string(bundle.mainStoryboard)),
          ("preprocessingFile", .string(bundle.preprocessingFileName)),
          ("preprocessingFileFound", .bool(bundle.preprocessingFileURL != nil)),
          ("activationRule", rule),
        ])
      ),
      (
        "verdict",
        .object([
          ("offered", .bool(verdict.isOffered)),
          ("delivery", .string(verdict.delivery.rawValue)),
          ("runsPreprocessingFile", .bool(verdict.runsPreprocessingFile)),
          ("reasons", .array(verdict.reasons.map { .string(paths.stable($0)) })),
        ])
      ),
      (
        "diagnostics",
        .array(
          verdict.diagnostics.map {
            .object([
              ("code", .string($0.code.rawValue)),
              ("severity", .string($0.severity.rawValue)),
              ("message", .string(paths.stable($0.message))),
            ])
          })
      ),
      ("passes", .bool(passes)),
    ])
  }

  /// `com.apple.ui-services (Action with a user interface)`.
  private static func describe(_ point: ExtensionPoint) -> String {
    switch point {
    case .actionWithUserInterface: return "\(point.identifier) (Action, with a user interface)"
    case .actionWithoutUserInterface: return "\(point.identifier) (Action, no user interface)"
    case .share: return "\(point.identifier) (Share)"
    case .other: return "\(point.identifier) (unknown)"
    }
  }

  /// A rule in one line: the dictionary's keys, or the predicate's source.
  private static func describe(_ rule: ActivationRule) -> String {
    switch rule {
    case .dictionary(let dictionary):
      let keys = keys(of: dictionary)
      if keys.isEmpty { return "an empty dictionary" }
      return keys.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")
    case .predicate(let source, let parsed):
      return "predicate \"\(source)\"" + (parsed == nil ? " (does not parse)" : "")
    }
  }

  /// The keys a dictionary rule sets, with their values, in Info.plist terms.
  private static func keys(of dictionary: ActivationDictionary) -> [(String, String)] {
    typealias Key = ActivationDictionary.Key
    var keys: [(String, String)] = []
    func add(_ key: String, _ value: Int?) {
      if let value { keys.append((key, String(value))) }
    }
    func add(_ key: String, _ value: Bool?) {
      if let value { keys.append((key, value ? "true" : "false")) }
    }
    add(Key.version, dictionary.declaredVersion)
    add(Key.webPageMaxCount, dictionary.webPageMaxCount)
    add(Key.webURLMaxCount, dictionary.webURLMaxCount)
    add(Key.supportsText, dictionary.supportsText)
    add(Key.imageMaxCount, dictionary.imageMaxCount)
    add(Key.movieMaxCount, dictionary.movieMaxCount)
    add(Key.fileMaxCount, dictionary.fileMaxCount)
    add(Key.attachmentsMaxCount, dictionary.attachmentsMaxCount)
    add(Key.attachmentsMinCount, dictionary.attachmentsMinCount)
    add(Key.usesStrictMatching, dictionary.usesStrictMatching)
    return keys
  }
}
