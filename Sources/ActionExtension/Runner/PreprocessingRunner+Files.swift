import ExtensionBundles
import Foundation
import JSCore
import SavedPages

/// The extension's preprocessing script, read from a `.js` file or from an extension folder
/// whose `Info.plist` names it (`NSExtensionJavaScriptPreprocessingFile`).
public struct PreprocessingScript: Sendable {
  /// The script's text.
  public var source: String
  /// The name stacks and diagnostics use (the file's name).
  public var url: String
  /// The extension bundle, when the script came from a folder.
  public var bundle: ExtensionBundle?
  /// What reading the bundle noticed (its `Info.plist` and activation rule).
  public var diagnostics: [RunDiagnostic]

  /// A script given as text.
  public init(source: String, url: String = "Action.js") {
    self.source = source
    self.url = url
    bundle = nil
    diagnostics = []
  }

  /// Reads the script at `path`: a `.js` file, or an extension folder. Returns nil, with the
  /// diagnostics in `diagnostics`, when there is no script to run.
  public static func load(_ path: String) -> (
    script: PreprocessingScript?, diagnostics: [RunDiagnostic]
  ) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return (nil, [RunDiagnostic("script-unreadable", .error, "\(path): no such file or folder")])
    }
    if isDirectory.boolValue {
      let bundle = ExtensionBundle(contentsOf: URL(fileURLWithPath: path))
      var diagnostics = bundle.diagnostics.map(RunDiagnostic.init(bundle:))
      // The verdict repeats the bundle's own diagnostics; each is reported once.
      for diagnostic in bundle.verdict().diagnostics.map(RunDiagnostic.init(bundle:))
      where !diagnostics.contains(where: { $0.description == diagnostic.description }) {
        diagnostics.append(diagnostic)
      }
      guard let file = bundle.preprocessingFileURL,
        let text = try? String(contentsOf: file, encoding: .utf8)
      else {
        if !diagnostics.contains(where: { $0.severity == .error }) {
          diagnostics.append(
            RunDiagnostic(
              "script-unreadable", .error,
              "\(path): the extension's preprocessing file cannot be read"))
        }
        return (nil, diagnostics)
      }
      var script = PreprocessingScript(source: text, url: file.lastPathComponent)
      script.bundle = bundle
      script.diagnostics = diagnostics
      return (script, diagnostics)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return (nil, [RunDiagnostic("script-unreadable", .error, "\(path): cannot be read")])
    }
    let text = String(decoding: data, as: UTF8.self)
    return (PreprocessingScript(source: text, url: (path as NSString).lastPathComponent), [])
  }
}

extension RunDiagnostic {
  /// A run diagnostic for a bundle's diagnostic (same code, severity and message).
  public init(bundle diagnostic: BundleDiagnostic) {
    // One scale: the bundle's severity is the run's.
    self.init(diagnostic.code.rawValue, diagnostic.severity, diagnostic.message)
  }
}

extension PreprocessingRunner {
  /// Runs the script (a `.js` file or an extension folder) at `scriptPath` over the page at
  /// `pagePath` (`.html`, `.webarchive`, `.mhtml`): what `actionjs run` does. A page or script
  /// that cannot be read gives a report with the diagnostic and nothing run.
  public func run(
    pagePath: String, scriptPath: String, pageURL: String? = nil,
    handler: any RequestHandler, virtualMachine: VirtualMachine = VirtualMachine()
  ) -> RunReport {
    let (script, scriptDiagnostics) = PreprocessingScript.load(scriptPath)
    let page: SavedPage
    do {
      page = try SavedPageLoader.load(contentsOf: pagePath, url: pageURL)
    } catch {
      var report = RunReport(pageURL: pageURL ?? pagePath, scriptURL: scriptPath)
      report.page.path = pagePath
      report.script =
        script.map { RunReport.Script(source: $0.source, url: $0.url) }
        ?? RunReport.Script(unreadableAt: scriptPath)
      report.script.path = scriptPath
      report.diagnostics = scriptDiagnostics + [RunDiagnostic(error.code, .error, error.message)]
      return report
    }
    guard let script else {
      var report = RunReport(pageURL: page.url, scriptURL: scriptPath)
      report.page.path = pagePath
      report.page.format = page.format.rawValue
      report.script = RunReport.Script(unreadableAt: scriptPath)
      report.diagnostics = scriptDiagnostics
      return report
    }
    var runner = self
    if runner.options.extensionName != nil, let identifier = script.bundle?.bundleIdentifier {
      runner.options.extensionName = identifier
    }
    var report = runner.run(
      page: page, script: script.source, scriptURL: script.url, handler: handler,
      virtualMachine: virtualMachine)
    report.diagnostics = scriptDiagnostics + report.diagnostics
    report.page.path = pagePath
    report.script.path = scriptPath
    return report
  }
}
