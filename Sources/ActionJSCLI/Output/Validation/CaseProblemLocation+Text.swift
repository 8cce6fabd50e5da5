import ExtensionValidation

extension CaseProblem.Location {
  /// `file:line:column`, leaving out what is unknown (`Action.js:3:7`, `Action.js:3`,
  /// `Info.plist`).
  var text: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }
}
