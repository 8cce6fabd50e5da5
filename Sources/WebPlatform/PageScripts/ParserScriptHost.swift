import DOM
import HTMLParsing

/// Runs the page's scripts while the parser builds the document, at each `</script>`
/// (``HTMLParsing/HTMLParserScriptHost``), with `document.write` writing at the parser's
/// insertion point: see ``Runtime/parseDocumentRunningScripts(_:options:)``.
///
/// An inline classic script runs at once ("immediately execute the script element"), even
/// inside another script's `document.write` (then without a microtask checkpoint of its own:
/// script is still running); an external one, its text from ``Runtime/Options/pageResources``,
/// also at once, as if it had loaded (its `load` event is a task). The script's type, `src`
/// and `nomodule` are decided as for ``Runtime/runPageScripts()`` (``ScriptElementRunner``).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
final class ParserScriptHost: HTMLParserScriptHost {
  private weak var runtime: Runtime?
  /// The insertion points of the scripts running, innermost last.
  private var insertionPoints: [HTMLParserInsertionPoint] = []

  init(runtime: Runtime) {
    self.runtime = runtime
  }

  /// Whether a script the parser paused for is running (the parser's script nesting level is
  /// above zero): `document.open()` and `document.close()` then do nothing.
  var isRunningScript: Bool { !insertionPoints.isEmpty }

  /// Writes `markup` at the insertion point of the innermost script the parser paused for:
  /// `false` when none runs (the document is then opened anew, as after the load).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  func write(_ markup: String) -> Bool {
    guard let point = insertionPoints.last else { return false }
    point.write(markup)
    return true
  }

  func executeScript(_ script: Element, insertionPoint: HTMLParserInsertionPoint) {
    guard let runtime else { return }
    let runner = runtime.scriptElements
    let document = runtime.document
    insertionPoints.append(insertionPoint)
    defer { insertionPoints.removeLast() }
    // Clean up after running script: a microtask checkpoint once no script is running.
    let outermost = insertionPoints.count == 1
    switch runner.preparation(of: script, parserInserted: true) {
    case .skipped: break
    case .inline(let source):
      runner.execute(
        script, source: source, sourceURL: document.url,
        startingLine: document.scriptStartLine(of: script) ?? 1, asTask: outermost)
    case .external(let url, let source):
      runner.execute(script, source: source, sourceURL: url, asTask: outermost)
      runtime.eventLoop.queueTask { script.fireEvent(Event("load")) }
    }
  }
}
