import DOM

extension Runtime {
  /// Runs the page's own `<script>` elements in the page world, then ends the load: what a
  /// host does before the extension script when ``Options/runPageScripts`` is set (by default
  /// the saved DOM is the page, and nothing runs).
  ///
  /// In order: `document.readyState` is `loading`; the scripts present in the document run in
  /// tree order (`defer` external scripts after the others; `async` ones in place, as if they
  /// loaded at once), each as a task with `document.currentScript` set, an exception reported
  /// as uncaught without stopping the next (see ``ScriptElementRunner`` for types, `src`,
  /// `nomodule` and modules); readiness becomes `interactive` (`readystatechange`); then, as
  /// tasks of the event loop, `DOMContentLoaded` at the document (bubbles) and, after it,
  /// readiness `complete` and `load` at the window. The event loop runs until `load` fired
  /// (timers the page queued before run, as in a browser). Runs once: later calls do nothing
  /// and return nil.
  ///
  /// Approximation: `load` is fired at the window (its `target` is the window, not the
  /// document); no `pageshow`.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#the-end
  @discardableResult
  public func runPageScripts() -> EventLoop.StopReason? {
    scriptElements.runParserInsertedScripts()
  }
}
