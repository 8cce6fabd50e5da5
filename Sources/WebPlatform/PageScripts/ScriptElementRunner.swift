import DOM
import JSCore

/// Runs `<script>` elements in the page world: the page's own (parser-inserted) scripts when
/// the host asks (``Runtime/runPageScripts()``), and the scripts an extension inserts into the
/// document (docs/safari-behavior.md §1.4: an extension reaches the page's context by
/// inserting `<script>` elements).
///
/// The HTML standard's "prepare the script element", simplified:
/// - Scripts present when the runtime's first world is made are parser-inserted: they are
///   marked "already started" and run only through ``Runtime/runPageScripts()``, never when
///   moved.
/// - A script inserted later runs once, when it becomes connected with source text (or gets
///   text or a `src` while connected): inline classic scripts synchronously, right after the
///   insertion operation; `src` scripts as a task, with their text from
///   ``Runtime/Options/pageResources`` (none: a console warning and an `error` event at the
///   element), then a `load` event at the element.
/// - Scripts made by the fragment parser (`innerHTML`, `outerHTML`, `insertAdjacentHTML`) are
///   marked "already started", so they never run (as in browsers). Approximation:
///   `Range.createContextualFragment` uses the same parser, so its scripts do not run either
///   (browsers run them).
/// - Types: no `type`/`language`, an empty one, or a JavaScript MIME type is a classic script;
///   `module` is a module script, not run (a console warning says so); anything else is a data
///   block and is ignored. A classic script with `nomodule` is skipped (Safari supports
///   modules).
/// - `document.currentScript` is the script while it runs; an exception it throws is reported
///   as uncaught (``Runtime/report(_:)``: an `error` event at the window, the console, and
///   ``Runtime/errors``) and does not stop the next script.
/// - "Already started" is kept here (a table of weak references keyed by element identity), not
///   on the node.
/// - A parser-inserted inline script is evaluated with the page's URL and the line of the page
///   its source starts on (``DOM/Document/scriptStartLine(of:)``, recorded by the parser), so
///   `lineno`, `e.line` and `e.stack` give page lines, as in WebKit.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
final class ScriptElementRunner: TreeMutationObserver {
  /// A weak reference to an element.
  private struct WeakElement {
    weak var element: Element?
  }

  /// Weak: the document (which keeps this observer) may outlive the runtime; then nothing
  /// runs.
  private weak var runtimeStorage: Runtime?
  private var attached = false
  /// Scripts whose "already started" flag is set.
  private var started: [ObjectIdentifier: WeakElement] = [:]
  /// The page's own scripts (present at attach time), in tree order.
  private var parserInserted: [WeakElement] = []
  /// Scripts to prepare once the current insertion operation is over.
  private var pending: [Element] = []
  /// Whether ``runParserInsertedScripts()`` ran (or the parser ran the page's scripts).
  private(set) var ranPageScripts = false
  /// While ``Runtime/parseDocumentRunningScripts(_:options:)`` parses: the host running the
  /// scripts, which takes `document.write`'s markup.
  var parserScriptHost: ParserScriptHost?

  init(runtime: Runtime) {
    runtimeStorage = runtime
  }

  // MARK: - Set-up

  /// Starts watching the document (once): marks the scripts already there as parser-inserted
  /// and started, registers for insertions, and wraps the fragment parser so that the scripts
  /// it makes are marked started.
  func attach() {
    guard !attached, let runtime = runtimeStorage else { return }
    attached = true
    let document = runtime.document
    for element in document.descendantElements where Self.isScript(element) {
      parserInserted.append(WeakElement(element: element))
      markStarted(element)
    }
    document.addMutationObserver(self)
    if let parser = document.fragmentParser {
      document.fragmentParser = ScriptMarkingFragmentParser(base: parser, runner: self)
    }
  }

  static func isScript(_ element: Element) -> Bool { element.isHTML("script") }

  func isStarted(_ element: Element) -> Bool {
    started[ObjectIdentifier(element)]?.element === element
  }

  func markStarted(_ element: Element) {
    started[ObjectIdentifier(element)] = WeakElement(element: element)
  }

  /// Marks every script of a parsed fragment as started.
  func markParsed(_ fragment: Node) {
    for element in fragment.descendantElements where Self.isScript(element) {
      markStarted(element)
    }
  }

  // MARK: - Mutations

  func treeDidMutate(_ mutation: TreeMutation) {
    guard runtimeStorage != nil else { return }
    switch mutation {
    case .inserted(let node, let parent):
      // A leaf is checked before asking whether it is connected (which walks up to the root:
      // for every `appendChild`, building a deep tree was quadratic); a subtree only once it is
      // known to be connected (walking every inserted subtree made the subranges that
      // extracting a deep range inserts, level by level, quadratic).
      if let element = node as? Element {
        var scripts: [Element] = []
        if Self.isScript(element), !isStarted(element) { scripts.append(element) }
        if element.firstChild != nil, node.isConnected {
          for descendant in element.descendantElements
          where Self.isScript(descendant) && !isStarted(descendant) {
            scripts.append(descendant)
          }
          pending += scripts
        } else if !scripts.isEmpty, node.isConnected {
          pending += scripts
        }
      } else if node is Text, let script = parent as? Element, Self.isScript(script),
        !isStarted(script), node.isConnected
      {
        // The children changed steps of a connected script without source text yet.
        pending.append(script)
      }
    case .attributeChanged(let element, let name, let oldValue, let newValue):
      // A src attribute set on a connected script that has not started.
      if name.localName == "src", oldValue == nil, newValue != nil, element.isConnected,
        Self.isScript(element), !isStarted(element)
      {
        pending.append(element)
        flush()
      }
    case .childList:
      flush()
    case .removed, .characterDataReplaced, .textSplit, .adopted:
      return
    }
  }

  /// Prepares the scripts inserted by the operation that just finished, in tree order of
  /// insertion.
  private func flush() {
    guard !pending.isEmpty else { return }
    let scripts = pending
    pending.removeAll()
    for script in scripts where script.isConnected && !isStarted(script) {
      prepare(script, parserInserted: false)
    }
  }

  // MARK: - Preparing

  /// What a script element is, from its `type` and `language`.
  enum ScriptKind: Equatable {
    case classic, module, dataBlock
  }

  /// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element (step 8)
  static func kind(of element: Element) -> ScriptKind {
    let type = element.attributeValue(localName: "type")
    let language = element.attributeValue(localName: "language")
    var essence: String
    if let type, !type.isEmpty {
      essence = type.trimmingASCIIWhitespaceForScript().lowercased()
    } else if type == nil, let language, !language.isEmpty {
      essence = "text/" + language.lowercased()
    } else {
      return .classic
    }
    if essence == "module" { return .module }
    if let semicolon = essence.firstIndex(of: ";") {
      essence = String(essence[..<semicolon]).trimmingASCIIWhitespaceForScript()
    }
    return javaScriptMIMETypes.contains(essence) ? .classic : .dataBlock
  }

  /// https://mimesniff.spec.whatwg.org/#javascript-mime-type
  static let javaScriptMIMETypes: Set<String> = [
    "application/ecmascript", "application/javascript", "application/x-ecmascript",
    "application/x-javascript", "text/ecmascript", "text/javascript", "text/javascript1.0",
    "text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4",
    "text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript",
    "text/x-javascript",
  ]

  /// What preparing a script decided.
  enum Preparation {
    /// Nothing to run (no source, a data block, `nomodule`, a module, or no content).
    case skipped
    /// Inline source to run now.
    case inline(String)
    /// External source (already looked up) to run.
    case external(url: String, source: String)
  }

  /// Prepares `script`: sets "already started" and returns what to run. Parser-inserted
  /// scripts were marked when attached; they are prepared by ``runParserInsertedScripts()``.
  func prepare(_ script: Element, parserInserted: Bool) {
    guard let runtime = runtimeStorage else { return }
    switch preparation(of: script, parserInserted: parserInserted) {
    case .skipped: return
    case .inline(let source):
      execute(script, source: source, sourceURL: runtime.document.url, asTask: false)
    case .external(let url, let source):
      let element = script
      runtime.eventLoop.queueTask { [weak self] in
        self?.execute(element, source: source, sourceURL: url, asTask: false)
        element.fireEvent(Event("load"))
      }
    }
  }

  func preparation(of script: Element, parserInserted: Bool) -> Preparation {
    guard let runtime = runtimeStorage else { return .skipped }
    if !parserInserted && isStarted(script) { return .skipped }
    let source = script.childTextContent
    let src = script.attributeValue(localName: "src")
    if src == nil && source.isEmpty { return .skipped }
    guard script.isConnected else { return .skipped }
    let kind = Self.kind(of: script)
    if kind == .dataBlock { return .skipped }
    markStarted(script)
    if kind == .classic && script.attributeValue(localName: "nomodule") != nil { return .skipped }
    if kind == .module {
      runtime.console.record(
        .warn,
        text: "Module script not run (actionjs runs classic scripts only): "
          + (src.map { "src=\"\($0)\"" } ?? "inline module"))
      return .skipped
    }
    guard let src else { return .inline(source) }
    guard !src.isEmpty, let url = runtime.document.encodingParseURL(src) else {
      queueError(at: script)
      return .skipped
    }
    guard let text = runtime.options.pageResources?(url.href) else {
      runtime.console.record(
        .warn, text: "Script not run: no content was supplied for \(url.href)")
      queueError(at: script)
      return .skipped
    }
    return .external(url: url.href, source: text)
  }

  /// Fires `error` at a script whose source is unavailable, as a task.
  private func queueError(at script: Element) {
    runtimeStorage?.eventLoop.queueTask { script.fireEvent(Event("error")) }
  }

  /// Runs `source` in the page world with `document.currentScript` set; reports an exception
  /// as uncaught. As a task (with its microtask checkpoint) when `asTask`. `startingLine` is
  /// the line its source starts on in `sourceURL`: a parser-inserted inline script's line in
  /// the page (``DOM/Document/scriptStartLine(of:)``), so that its errors give document lines
  /// as WebKit's do.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element
  func execute(
    _ script: Element, source: String, sourceURL: String, startingLine: Int = 1, asTask: Bool
  ) {
    guard let runtime = runtimeStorage else { return }
    let world = runtime.pageWorld
    let body = {
      let document = runtime.document
      let previous = document.currentScript
      document.currentScript = script
      defer { document.currentScript = previous }
      do {
        _ = try world.context.evaluateScript(
          source, sourceURL: sourceURL, startingLineNumber: startingLine)
      } catch {
        runtime.report(error)
      }
    }
    if asTask { runtime.eventLoop.perform(body) } else { body() }
  }

  // MARK: - The page's own scripts

  /// Notes that the page's scripts ran as it was parsed: ``runParserInsertedScripts()`` then
  /// does nothing.
  func markPageScriptsRun() { ranPageScripts = true }

  /// Runs the parser-inserted scripts (once), then ends the load: see
  /// ``Runtime/runPageScripts()``.
  func runParserInsertedScripts() -> EventLoop.StopReason? {
    guard !ranPageScripts, let runtime = runtimeStorage else { return nil }
    ranPageScripts = true
    attach()
    let document = runtime.document
    document.readyState = .loading
    var deferred: [(Element, String, String)] = []
    for entry in parserInserted {
      guard let script = entry.element, script.nodeDocument === document else { continue }
      let isDeferred =
        script.attributeValue(localName: "defer") != nil
        && script.attributeValue(localName: "async") == nil
      switch preparation(of: script, parserInserted: true) {
      case .skipped: continue
      case .inline(let source):
        execute(
          script, source: source, sourceURL: document.url,
          startingLine: document.scriptStartLine(of: script) ?? 1, asTask: true)
      case .external(let url, let source):
        if isDeferred {
          deferred.append((script, url, source))
        } else {
          execute(script, source: source, sourceURL: url, asTask: true)
          runtime.eventLoop.perform { script.fireEvent(Event("load")) }
        }
      }
    }
    for (script, url, source) in deferred {
      execute(script, source: source, sourceURL: url, asTask: true)
      runtime.eventLoop.perform { script.fireEvent(Event("load")) }
    }
    // The end: interactive, DOMContentLoaded (a task), then complete and load (a task).
    // https://html.spec.whatwg.org/multipage/parsing.html#the-end
    runtime.eventLoop.perform { document.updateReadiness(.interactive) }
    let clock = runtime.eventClock
    runtime.eventLoop.queueTask {
      document.fireEvent(Event("DOMContentLoaded", EventInit(bubbles: true), clock: clock))
    }
    var loaded = false
    runtime.eventLoop.queueTask { [weak runtime] in
      loaded = true
      guard let runtime else { return }
      runtime.document.updateReadiness(.complete)
      runtime.window.fireEvent(Event("load", clock: clock))
    }
    var conditions = EventLoop.StopConditions(maxTasks: Runtime.defaultMaxTasks)
    conditions.until = { loaded }
    return runtime.eventLoop.run(until: conditions)
  }
}

/// The document's fragment parser, marking the scripts it makes as "already started".
///
/// https://html.spec.whatwg.org/multipage/parsing.html#scriptTag (fragment case)
struct ScriptMarkingFragmentParser: HTMLFragmentParsing, @unchecked Sendable {
  let base: any HTMLFragmentParsing
  let runner: ScriptElementRunner

  func parseFragment(_ markup: String, context: Element) -> DocumentFragment {
    let fragment = base.parseFragment(markup, context: context)
    runner.markParsed(fragment)
    return fragment
  }

  func parseFragment(_ markup: String, context: Element, cpuDeadline: UInt64?)
    -> DocumentFragment?
  {
    guard let fragment = base.parseFragment(markup, context: context, cpuDeadline: cpuDeadline)
    else { return nil }
    runner.markParsed(fragment)
    return fragment
  }
}

extension StringProtocol {
  /// Without leading and trailing ASCII whitespace.
  fileprivate func trimmingASCIIWhitespaceForScript() -> String {
    let isSpace: (Character) -> Bool = { " \t\n\r\u{0C}".contains($0) }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
