import ActionExtension
import ExtensionBundles
import Foundation
import JSCore

/// Where problems point, so a CI system can show them in the right file: a location in the
/// preprocessing script points at the script's file (inside the extension folder for a
/// bundle); bundle problems point at its `Info.plist`; paths stay as the user gave them.
struct ProblemLocator {
  /// The script's file as the user names it.
  let scriptFile: String
  /// The name the script has in JavaScriptCore (stacks, errors, diagnostics).
  let scriptURL: String?
  /// The extension's `Info.plist`, for a folder.
  let infoPlist: String?

  /// The locator for the script or extension folder at `scriptPath` (`script`: what reading it
  /// gave, if anything).
  init(scriptPath: String, script: PreprocessingScript?) {
    scriptURL = script?.url
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: scriptPath, isDirectory: &isDirectory)
      && isDirectory.boolValue
    guard isFolder else {
      scriptFile = scriptPath
      infoPlist = nil
      return
    }
    let folder = scriptPath.hasSuffix("/") ? String(scriptPath.dropLast()) : scriptPath
    scriptFile = script.map { folder + "/" + $0.url } ?? folder
    let inContents =
      FileManager.default.fileExists(atPath: folder + "/Contents/Info.plist")
      && !FileManager.default.fileExists(atPath: folder + "/Info.plist")
    infoPlist = folder + (inContents ? "/Contents/Info.plist" : "/Info.plist")
  }

  /// The script file, without a line (where expectation failures are reported).
  var scriptLocation: CaseProblem.Location { CaseProblem.Location(file: scriptFile) }

  /// Where `error` happened: its line and column in the script (or in the file it names).
  func location(of error: JSException) -> CaseProblem.Location {
    let file: String
    if let url = error.sourceURL, url != scriptURL { file = url } else { file = scriptFile }
    return CaseProblem.Location(file: file, line: error.line, column: error.column)
  }

  /// `diagnostic` as a problem from `origin`.
  func problem(_ diagnostic: RunDiagnostic, origin: CaseProblem.Origin = .diagnostic)
    -> CaseProblem
  {
    CaseProblem(
      code: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message,
      location: location(of: diagnostic), origin: origin)
  }

  private func location(of diagnostic: RunDiagnostic) -> CaseProblem.Location? {
    if let place = diagnostic.location {
      let file = place.file == scriptURL || place.file == scriptFile ? scriptFile : place.file
      return CaseProblem.Location(file: file, line: place.line, column: place.column)
    }
    if BundleDiagnosticCode(rawValue: diagnostic.code) != nil, let infoPlist {
      return CaseProblem.Location(file: infoPlist)
    }
    return nil
  }
}
