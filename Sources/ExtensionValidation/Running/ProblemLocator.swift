import ActionExtension
import ExtensionBundles
import Foundation

/// Turns run diagnostics into case problems whose locations name files a CI system can show:
/// a location in the preprocessing script points at the script's file (inside the extension
/// folder for a bundle); bundle problems point at its `Info.plist`.
struct ProblemLocator {
  /// The script file diagnostics' `Action.js`-style names stand for.
  let scriptFile: String
  /// The script's name in stacks and diagnostics.
  let scriptURL: String?
  /// Where bundle (Info.plist) problems are reported.
  let infoPlist: String?

  init(case validationCase: ValidationCase, script: PreprocessingScript?) {
    let path = validationCase.scriptPath
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    if isFolder {
      let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      scriptFile = script.map { folder + "/" + $0.url } ?? folder
      infoPlist = folder + "/Info.plist"
    } else {
      scriptFile = path
      infoPlist = nil
    }
    scriptURL = script?.url
  }

  /// Where an expectation failure is reported: the script.
  var expectationLocation: CaseProblem.Location { CaseProblem.Location(file: scriptFile) }

  /// `diagnostic` as a problem.
  func problem(_ diagnostic: RunDiagnostic) -> CaseProblem {
    CaseProblem(
      code: diagnostic.code, severity: Self.severity(diagnostic.severity),
      message: diagnostic.message, location: location(of: diagnostic), origin: .diagnostic)
  }

  private func location(of diagnostic: RunDiagnostic) -> CaseProblem.Location? {
    if let place = diagnostic.location {
      let file = place.url == scriptURL || place.url == scriptFile ? scriptFile : place.url
      return CaseProblem.Location(file: file, line: place.line, column: place.column)
    }
    if BundleDiagnosticCode(rawValue: diagnostic.code) != nil, let infoPlist {
      return CaseProblem.Location(file: infoPlist)
    }
    return nil
  }

  static func severity(_ severity: RunDiagnostic.Severity) -> CaseProblem.Severity {
    switch severity {
    case .info: return .info
    case .warning: return .warning
    case .error: return .error
    }
  }
}
