import ActionExtension
import ExtensionBundles
import Foundation
import JSCore

/// Where static-check problems point: the script's file (inside the extension folder for a
/// bundle), or the extension's `Info.plist` for a bundle problem; paths as the user gave them.
struct StaticCheckLocations {
  /// The script's file as the user names it.
  let scriptFile: String
  /// The name the script has in JavaScriptCore (stacks and errors).
  let scriptURL: String?
  /// The extension's `Info.plist`, for a folder.
  let infoPlist: String?

  init(scriptPath: String, script: PreprocessingScript?) {
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: scriptPath, isDirectory: &isDirectory)
      && isDirectory.boolValue
    guard isFolder else {
      scriptFile = scriptPath
      scriptURL = script?.url
      infoPlist = nil
      return
    }
    let folder = scriptPath.hasSuffix("/") ? String(scriptPath.dropLast()) : scriptPath
    scriptURL = script?.url
    scriptFile = script.map { folder + "/" + $0.url } ?? folder
    let inContents =
      FileManager.default.fileExists(atPath: folder + "/Contents/Info.plist")
      && !FileManager.default.fileExists(atPath: folder + "/Info.plist")
    infoPlist = folder + (inContents ? "/Contents/Info.plist" : "/Info.plist")
  }

  /// The script file, without a line.
  var scriptLocation: CaseProblem.Location { CaseProblem.Location(file: scriptFile) }

  /// Where `error` happened: its line and column in the script (or in the file it names).
  func location(of error: JSException) -> CaseProblem.Location {
    let file: String
    if let url = error.sourceURL, url != scriptURL { file = url } else { file = scriptFile }
    return CaseProblem.Location(file: file, line: error.line, column: error.column)
  }

  /// A diagnostic of reading the script or bundle, as a static-check problem.
  func problem(_ diagnostic: RunDiagnostic) -> CaseProblem {
    let location: CaseProblem.Location
    if BundleDiagnosticCode(rawValue: diagnostic.code) != nil, let infoPlist {
      location = CaseProblem.Location(file: infoPlist)
    } else {
      location = scriptLocation
    }
    return CaseProblem(
      code: diagnostic.code, severity: ProblemLocator.severity(diagnostic.severity),
      message: diagnostic.message, location: location, origin: .staticCheck)
  }
}
