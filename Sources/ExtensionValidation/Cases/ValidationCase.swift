/// One case of a validation or test run: a script (a `.js` file or an extension folder) over
/// one page, with its settings and expectations.
///
/// Cases are value types a worker process receives as JSON; ``id`` is stable across runs and
/// machines (paths as given, relative to the suite), so sharding and snapshot names depend on
/// nothing else.
public struct ValidationCase: Codable, Sendable, Hashable, Identifiable {
  /// `script × page`, or `script × page × name` for a named case: unique within a suite.
  public var id: String
  /// The case's name from the suite file, if it has one.
  public var name: String?
  /// The script file or extension folder.
  public var scriptPath: String
  /// The page file.
  public var pagePath: String
  /// How it runs.
  public var settings: CaseSettings
  /// What must hold besides "no error diagnostic".
  public var expectations: [Expectation]
  /// Whether the worker renders the report's snapshot (`actionjs test`).
  public var wantsSnapshot: Bool

  /// A case; its ``id`` is made from the paths and the name.
  public init(
    scriptPath: String, pagePath: String, name: String? = nil,
    settings: CaseSettings = CaseSettings(), expectations: [Expectation] = [],
    wantsSnapshot: Bool = false
  ) {
    self.scriptPath = scriptPath
    self.pagePath = pagePath
    self.name = name
    self.settings = settings
    self.expectations = expectations
    self.wantsSnapshot = wantsSnapshot
    id = Self.makeID(scriptPath: scriptPath, pagePath: pagePath, name: name)
  }

  /// `script × page` or `script × page × name`.
  public static func makeID(scriptPath: String, pagePath: String, name: String?) -> String {
    var id = "\(scriptPath) × \(pagePath)"
    if let name, !name.isEmpty { id += " × \(name)" }
    return id
  }
}
