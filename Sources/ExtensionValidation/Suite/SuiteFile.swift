import Foundation
import JSCore

/// A suite file (`actionjs.json`): the cases `actionjs test` (and `actionjs validate`) run,
/// with their options and expectations. The format is described in docs/suite-file.md.
///
/// ```json
/// { "scripts": ["Ext.appex"], "pages": ["pages"], "options": {"platform": "ios"},
///   "cases": [{"name": "selection", "script": "Ext.appex", "page": "pages/a.html",
///              "select": "every query", "expect": {"finalizeCalled": true}}] }
/// ```
///
/// Paths are relative to the suite file's folder. Case ids use them as written (normalised:
/// no `./`, forward slashes), so they are the same wherever the suite is run from; the cases'
/// ``ValidationCase/scriptPath`` and ``ValidationCase/pagePath`` are the paths to open.
///
/// The JSON is read with ``JSCore/PropertyList/init(jsonData:omittingNulls:)``: it keeps
/// `true` apart from `1` and `1` apart from `1.0`, keeps members in file order (so the first
/// problem reported is the first in the file), and reads a `reply` as the typed property list
/// `actionjs run --reply` takes. It rejects `null`, which no key of a suite file accepts.
public struct SuiteFile: Sendable {
  /// The top-level keys.
  static let keys = ["scripts", "pages", "options", "expect", "cases"]
  /// The keys of a case besides the options.
  static let caseKeys = ["name", "script", "page", "expect"]

  /// The suite file, as given.
  public let path: String
  /// The folder relative paths in the file are resolved against.
  public let folder: String
  /// The file's JSON.
  private let root: PropertyList

  /// Reads the suite file at `path` (its JSON only; ``cases()`` checks the rest).
  public init(contentsOf path: String) throws(SuiteFileError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SuiteFileError(file: path, place: "", message: "cannot be read (no such file?)")
    }
    let parent = (path as NSString).deletingLastPathComponent
    try self.init(jsonData: data, path: path, folder: parent.isEmpty ? "." : parent)
  }

  /// A suite read from `jsonData`, named `path` in errors, whose relative paths are relative
  /// to `folder`.
  public init(jsonData: Data, path: String, folder: String) throws(SuiteFileError) {
    self.path = path
    self.folder = folder
    do {
      root = try PropertyList(jsonData: jsonData)
    } catch {
      guard case .invalidJSON(let reason, let offset) = error else {
        throw SuiteFileError(file: path, place: "", message: error.description)
      }
      let (line, column) = Self.lineAndColumn(of: offset, in: jsonData)
      throw SuiteFileError(
        file: path, place: "\(line):\(column)", message: "invalid JSON: \(reason)")
    }
  }

  /// The cases the file describes: every script × every page of the top-level `scripts` and
  /// `pages` (with the top-level `options` and `expect`), then each of `cases` (with the
  /// top-level `options` under its own); page folders and globs expanded
  /// (``PageCollection``). Throws for the first problem, in file order.
  public func cases() throws(SuiteFileError) -> [ValidationCase] {
    let top = try SuiteObject(root, at: SuiteKeyPath(), file: path)
    try top.requireKnownKeys(Self.keys)
    var defaults = SuiteOptions()
    if let options = try top.object("options") {
      try options.requireKnownKeys(SuiteOptions.keys)
      defaults = try SuiteOptions(options, folder: folder)
      // A handlerTimeout here may serve the cases' own handlerCommand.
      if case .failure(let problem) = defaults.settings(requiringCommandForTimeout: false) {
        throw options.error(nil, problem.message)
      }
    }
    let scripts = try top.strings("scripts") ?? []
    let pages = try top.strings("pages") ?? []
    let topExpectations = try top.object("expect").map(SuiteExpectations.read) ?? []
    if !scripts.isEmpty && pages.isEmpty {
      throw top.error("scripts", "needs pages to run on (add \"pages\")")
    }
    if scripts.isEmpty && !pages.isEmpty {
      throw top.error("pages", "needs scripts to run (add \"scripts\")")
    }

    var made = CaseCollector(file: path)
    if !scripts.isEmpty {
      // Each argument must match (its errors are located); a page named twice is one page.
      var expanded: [String] = []
      for (index, argument) in pages.enumerated() {
        let place = top.path.member("pages").element(index).description
        expanded += try expandPages(argument, place: place)
      }
      let allPages = Set(expanded).sorted(by: SuitePath.precedes)
      let settings: CaseSettings
      switch defaults.settings() {
      case .success(let valid): settings = valid
      case .failure(let problem): throw top.error("options", problem.message)
      }
      for (index, script) in scripts.enumerated() {
        let place = top.path.member("scripts").element(index).description
        let written = try checkedScript(script, place: place)
        for page in allPages {
          try made.add(
            script: written, page: page, name: nil, settings: settings,
            expectations: topExpectations, snapshot: defaults.snapshot ?? true,
            folder: folder, place: "scripts × pages")
        }
      }
    }

    for object in try top.objects("cases") ?? [] {
      try object.requireKnownKeys(Self.caseKeys + SuiteOptions.keys)
      let name = try object.string("name")
      let script: String
      if let given = try object.string("script") {
        script = try checkedScript(given, place: object.path.member("script").description)
      } else if scripts.count == 1, let only = scripts.first {
        script = SuitePath.normalize(only)
      } else {
        throw object.error(
          nil,
          "missing key script"
            + (scripts.isEmpty ? "" : " (needed when the suite has several scripts)"))
      }
      guard let pageArgument = try object.string("page") else {
        throw object.error(nil, "missing key page")
      }
      let caseOptions = try SuiteOptions(object, folder: folder).overriding(defaults)
      let settings: CaseSettings
      switch caseOptions.settings() {
      case .success(let valid): settings = valid
      case .failure(let problem): throw object.error(nil, problem.message)
      }
      let expectations = try object.object("expect").map(SuiteExpectations.read) ?? []
      for page in try expandPages(pageArgument, place: object.path.member("page").description) {
        try made.add(
          script: script, page: page, name: name, settings: settings,
          expectations: expectations, snapshot: caseOptions.snapshot ?? true,
          folder: folder, place: object.path.description)
      }
    }
    return made.cases
  }

  /// `script` normalised, after checking it exists.
  private func checkedScript(_ script: String, place: String) throws(SuiteFileError) -> String {
    let written = SuitePath.normalize(script)
    guard FileManager.default.fileExists(atPath: SuitePath.resolve(written, against: folder))
    else {
      throw SuiteFileError(
        file: path, place: place, message: "no such script file or extension folder '\(script)'")
    }
    return written
  }

  private func expandPages(_ argument: String, place: String) throws(SuiteFileError)
    -> [String]
  {
    do {
      return try PageCollection.expand([argument], relativeTo: folder)
    } catch {
      throw SuiteFileError(file: path, place: place, message: error.description)
    }
  }

  /// The 1-based line and column (in characters) of byte `offset`.
  static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
    let before = data.prefix(max(0, offset))
    let lines = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let last = lines.last.map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (lines.count, last.count + 1)
  }
}

/// Makes the cases of a suite, refusing a case id made twice.
private struct CaseCollector {
  let file: String
  var cases: [ValidationCase] = []
  var places: [String: String] = [:]

  mutating func add(
    script: String, page: String, name: String?, settings: CaseSettings,
    expectations: [Expectation], snapshot: Bool, folder: String, place: String
  ) throws(SuiteFileError) {
    let id = ValidationCase.makeID(scriptPath: script, pagePath: page, name: name)
    if let first = places[id] {
      throw SuiteFileError(
        file: file, place: place,
        message: "the case '\(id)' is defined twice (first by \(first)); give it a name")
    }
    places[id] = place
    var made = ValidationCase(
      scriptPath: SuitePath.resolve(script, against: folder),
      pagePath: SuitePath.resolve(page, against: folder), name: name, settings: settings,
      expectations: expectations, wantsSnapshot: snapshot)
    made.id = id
    cases.append(made)
  }
}
