/// What a document keeps for the scripts its HTML parser inserts, and what such a parser
/// needs from the document while it pauses to let one run.
extension Document {
  /// The line of the page where the source of the parser-inserted `script` starts (1-based),
  /// when the parser recorded it: the line of the start tag's `>`, since an inline script's
  /// text starts right after it. A script evaluated with this starting line reports its
  /// exceptions (`lineno`, `e.line`, `e.stack`) in document lines, as WebKit's do (its tree
  /// builder takes the parser's text position at the script start tag). `nil` for scripts the
  /// parser did not record: made by the fragment parser or by script, or written by
  /// `document.write` (WebKit starts those at line 1 too).
  ///
  /// Kept in a side table of weak references (most elements are not scripts), not on the
  /// node.
  package func scriptStartLine(of script: Element) -> Int? {
    guard let entry = htmlStateStorage?.scriptStartLines[ObjectIdentifier(script)],
      entry.script === script
    else { return nil }
    return entry.line
  }

  /// Records where a parser-inserted script's source starts (see ``scriptStartLine(of:)``).
  package func setScriptStartLine(_ line: Int, of script: Element) {
    htmlState.scriptStartLines[ObjectIdentifier(script)] = ScriptStartLine(
      script: script, line: line)
  }

  /// Invalidates what was computed from the tree (live collections, the id map, style): the
  /// parser links nodes without notifications or version bumps, which is safe only while no
  /// script can look; a parser about to run a script (at a script end tag) calls this first,
  /// and once more when it is done.
  package func noteParserMutations() {
    domVersion &+= 1
    treeVersion &+= 1
  }
}

/// A parser-inserted script and the line its source starts on; weak, so that a freed
/// element's identifier reused by another reads as absent.
struct ScriptStartLine {
  weak var script: Element?
  var line: Int
}
