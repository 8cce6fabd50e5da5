import DOM
import HTMLParsing

/// Runs the page's scripts while the parser builds the document, at each `</script>`
/// (``HTMLParsing/HTMLParserScriptHost``), with `document.write` writing at the parser's
/// insertion point: see ``Runtime/parseDocumentRunningScripts(_:options:)``.
///
/// An inline classic script runs at once ("immediately execute the script element"); an
/// external one, its text from ``Runtime/Options/pageResources``, also at once, as if it had
/// loaded (its `load` event is a task); the script's type, `src` and `nomodule` are decided as
/// for ``Runtime/runPageScripts()`` (``ScriptElementRunner``).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
final class ParserScriptHost: HTMLParserScriptHost {
  private weak var runtime: Runtime?
  /// What the running script wrote (`document.write`), inserted at the insertion point when
  /// it returns; `nil` when no script the parser paused for is running.
  private(set) var written: String?

  init(runtime: Runtime) {
    self.runtime = runtime
  }

  /// Takes `markup` written while a script the parser paused for runs: `false` when none does
  /// (the document is then opened anew, as after the load).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  func write(_ markup: String) -> Bool {
    guard written != nil else { return false }
    written? += markup
    return true
  }

  func executeScript(_ script: Element) -> String {
    guard let runtime else { return "" }
    let runner = runtime.scriptElements
    let document = runtime.document
    let previous = written
    written = ""
    defer { written = previous }
    switch runner.preparation(of: script, parserInserted: true) {
    case .skipped: break
    case .inline(let source):
      runner.execute(
        script, source: source, sourceURL: document.url,
        startingLine: document.scriptStartLine(of: script) ?? 1, asTask: true)
    case .external(let url, let source):
      runner.execute(script, source: source, sourceURL: url, asTask: true)
      runtime.eventLoop.queueTask { script.fireEvent(Event("load")) }
    }
    return written ?? ""
  }
}
