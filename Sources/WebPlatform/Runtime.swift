import DOM
import JSCore

/// The page environment an extension script sees: a window over a parsed document, with one
/// JavaScript world for the extension (isolated by default) and, when needed, one for the
/// page's own scripts. Use from one thread.
///
/// The runtime owns the window's services, made from ``Options``: one ``Clock`` (virtual by
/// default, so that a 5 s timer completes at once and a run is deterministic) shared by the
/// ``EventLoop``, the ``Console``, the ``NavigationLog`` (navigations and dialogs) and the
/// ``CookieJar``; the ``StorageRegistry``; the generator behind `Math.random`. What scripts did
/// stays readable afterwards: ``consoleMessages``, ``dialogs``, ``navigations``,
/// ``window``'s scroll log, ``errors``.
///
/// A script runs as a task (``evaluate(_:sourceURL:in:)``, followed by a microtask
/// checkpoint); timers, animation frames, idle callbacks and queued events run when the host
/// runs the event loop (``runEventLoop(until:)``).
///
/// Creating a runtime is cheap: interfaces, prototypes and wrappers are made when script first
/// touches them.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#environment-settings-objects
public final class Runtime {
  /// Runtime settings (a value: reuse it for every run of a batch).
  public struct Options: Sendable {
    /// Where time comes from.
    public enum TimeSource: Sendable, Equatable {
      /// A virtual clock starting at `epoch` (milliseconds since 1970): timers complete at
      /// once, `Date` and `performance.now()` are deterministic.
      case virtual(epoch: Double)
      /// The real clock: timers wait, `Date` is the wall clock.
      case real

      /// A virtual clock at ``VirtualClock/defaultEpoch`` (2024-01-01T00:00:00Z).
      public static let defaultVirtual = TimeSource.virtual(epoch: VirtualClock.defaultEpoch)
    }

    /// The default seed of `Math.random`.
    public static let defaultRandomSeed: UInt64 = 0x5AFA_2101

    /// The world the extension script runs in (docs/safari-behavior.md §1.4: isolated).
    public var extensionWorld: World.Kind = .isolated
    /// The device the page thinks it runs on (display and browser identity).
    public var device: DeviceProfile = .iPhone
    /// The clock.
    public var timeSource: TimeSource = .defaultVirtual
    /// How `confirm` and `prompt` answer.
    public var dialogs = DialogResponder()
    /// The seed of `Math.random`; `nil` seeds from the system's random source (runs then
    /// differ).
    public var randomSeed: UInt64? = Options.defaultRandomSeed
    // BEGIN services options (fetch/XHR/blob/crypto; Bindings/Services/RuntimeServices.swift)
    /// The offline services' settings: the resources `fetch()` and `XMLHttpRequest` are
    /// answered from.
    public var services = ServicesOptions()
    // END services options

    // MARK: Page scripts and frames (PageScripts/, Frames/) — begin
    /// Whether the host runs the page's own `<script>`s (``Runtime/runPageScripts()``) before
    /// the extension script. Default `false`: the saved DOM is the page.
    public var runPageScripts = false
    /// The text of a page resource by absolute URL: external scripts (`<script src>`) and the
    /// documents of same-origin frames (`<iframe src>`). `nil`, or `nil` for a URL: not
    /// available (the script is skipped with a console warning; the frame is cross-origin).
    public var pageResources: (@Sendable (_ url: String) -> String?)?
    // MARK: Page scripts and frames — end

    /// The defaults: an isolated world on an iPhone, a virtual clock, confirm answers true,
    /// prompt its default, a fixed random seed.
    public init() {}
  }

  /// The most tasks ``runEventLoop(until:)`` runs by default, so that a runaway `setInterval`
  /// cannot run forever.
  public static let defaultMaxTasks = 100_000

  /// The JavaScript virtual machine (context group) the worlds run on.
  public let virtualMachine: VirtualMachine
  /// The document the scripts see.
  public let document: Document
  /// The window.
  public let window: Window
  /// The settings.
  public let options: Options
  /// The clock every service reads.
  public let clock: any Clock
  /// The event loop: tasks, timers, animation frames, idle callbacks, microtask checkpoints.
  public let eventLoop: EventLoop
  /// The console: every message scripts printed (and uncaught errors).
  public let console: Console
  /// Navigations, `window.open` calls, beacons, and dialogs, in order.
  public let navigationLog: NavigationLog
  /// The cookies `document.cookie` reads and writes.
  public let cookieJar: CookieJar
  /// `localStorage` and `sessionStorage`, per origin.
  public let storage: StorageRegistry
  /// Exceptions no script caught (thrown by event listeners, timers…), in order.
  public internal(set) var uncaughtExceptions: [JSException] = []
  /// Uncaught exceptions and unhandled promise rejections, as plain records, in order.
  public private(set) var errors: [UncaughtError] = []
  /// How many ``errors`` there were at the end of the last microtask checkpoint (a checkpoint
  /// the time limit stopped is reported unless a callback stopped since was).
  private var errorsAtLastCheckpoint = 0

  /// Parsed selectors, shared by every query of the runtime's scripts.
  public let selectorCache = SelectorCache()

  /// The runtime's mutation observers: their notifications are queued as microtasks.
  ///
  /// https://dom.spec.whatwg.org/#mutation-observers
  public var mutationObserverAgent: MutationObserverAgent {
    if let mutationObserverAgentStorage { return mutationObserverAgentStorage }
    let agent = makeMutationObserverAgent()
    mutationObserverAgentStorage = agent
    return agent
  }
  private var mutationObserverAgentStorage: MutationObserverAgent?

  private func makeMutationObserverAgent() -> MutationObserverAgent {
    let agent = MutationObserverAgent()
    agent.onMicrotaskQueued = { [unowned(unsafe) self] in
      self.extensionWorld.queueMicrotask { [unowned(unsafe) agent] in
        agent.notifyMutationObservers()
      }
    }
    return agent
  }

  // BEGIN services (fetch/XHR/blob/crypto; Bindings/Services/RuntimeServices.swift)
  /// The offline services, made on first use: the resource store and the fetcher behind
  /// `fetch()` and `XMLHttpRequest`, the blob URL store, and the seeded generator of `crypto`.
  public private(set) lazy var services = RuntimeServices(options: options, document: document)
  /// Every request `fetch()` and `XMLHttpRequest` made (both worlds), in order.
  public var fetchLog: [FetchLogEntry] { services.fetchLog }
  // END services
  // MARK: Page scripts and frames (PageScripts/, Frames/) — begin
  /// Runs `<script>` elements in the page world (the page's own on request, inserted ones when
  /// connected); attached when the first world is made.
  lazy var scriptElements = ScriptElementRunner(runtime: self)
  /// The child frames of the document (`iframe.contentDocument`, `contentWindow`,
  /// `window.frames[i]`), made when script first asks.
  public private(set) lazy var frames = FrameRegistry(runtime: self)
  // MARK: Page scripts and frames — end

  /// The generator behind `Math.random` (one per runtime: both worlds draw from it).
  var random: MathRandom
  private var pageWorldStorage: World?
  private var isolatedWorldStorage: World?
  private var isReportingError = false

  /// Makes a runtime over `document`.
  public init(
    document: Document, options: Options = Options(),
    virtualMachine: VirtualMachine = VirtualMachine()
  ) {
    self.virtualMachine = virtualMachine
    self.document = document
    self.options = options
    let clock: any Clock
    switch options.timeSource {
    case .virtual(let epoch): clock = VirtualClock(epoch: epoch)
    case .real: clock = RealClock()
    }
    self.clock = clock
    eventLoop = EventLoop(clock: clock)
    console = Console(clock: clock)
    navigationLog = NavigationLog(clock: clock, dialogResponder: options.dialogs)
    cookieJar = CookieJar(clock: clock)
    storage = StorageRegistry()
    random = MathRandom(seed: options.randomSeed ?? UInt64.random(in: .min ... .max))
    window = Window(
      document: document, device: options.device, clock: clock, eventLoop: eventLoop,
      navigationLog: navigationLog, storage: storage)
    document.globalEventTarget = window
    let styleEnvironment = WindowStyleEnvironment(
      viewport: options.device.viewport, pageResources: options.pageResources)
    window.styleEnvironment = styleEnvironment
    document.styleEnvironment = styleEnvironment
    Self.recordNavigations(of: document, in: navigationLog)
    ScriptBoundedFragmentParser.install(on: document, machine: virtualMachine)
    eventLoop.microtaskCheckpoint = { [weak self] in self?.performMicrotaskCheckpoint() }
    console.formatter.nodeResolver = { [weak self] value in self?.node(wrappedBy: value) }
    document.slotChangeHandler = { [weak self] slot in
      self?.mutationObserverAgent.signalSlotChange(slot)
    }
  }

  /// Records the document's link navigations (`a.click()`) and form submissions in the log:
  /// nothing navigates in this runtime.
  private static func recordNavigations(of document: Document, in log: NavigationLog) {
    document.navigationHandler = { [weak log] request in
      log?.recordNavigation(
        .linkClick, url: request.url, target: request.target.isEmpty ? nil : request.target,
        detail: request.downloadFilename.map { "download: \($0)" })
    }
    document.formSubmissionHandler = { [weak log] submission in
      log?.recordNavigation(
        .formSubmit, url: submission.url,
        target: submission.target.isEmpty ? nil : submission.target,
        detail: submission.method.rawValue.uppercased() + (submission.body.map { " " + $0 } ?? ""))
    }
  }

  deinit {
    // Script values held by Swift objects (timer callbacks, listeners, history states) keep
    // their context alive; release them with the runtime.
    eventLoop.cancelAll()
    eventLoop.microtaskCheckpoint = nil
    window.tearDown()
    pageWorldStorage?.windowState.removeAll()
    isolatedWorldStorage?.windowState.removeAll()
    pageWorldStorage?.releaseScriptCallbacks()
    isolatedWorldStorage?.releaseScriptCallbacks()
    // The model objects ordinary wrappers carry may hold script values, which hold their
    // context: a cycle only this breaks.
    pageWorldStorage?.context.releasePlainCarriers()
    isolatedWorldStorage?.context.releasePlainCarriers()
    mutationObserverAgentStorage?.discardPendingRecords()
  }

  /// The page's world (made on first use).
  public var pageWorld: World {
    if let pageWorldStorage { return pageWorldStorage }
    let world = World(kind: .page, runtime: self)
    pageWorldStorage = world
    return world
  }

  /// The world extension scripts run in: an isolated world, or the page world when the
  /// options say so.
  public var extensionWorld: World {
    if options.extensionWorld == .page { return pageWorld }
    if let isolatedWorldStorage { return isolatedWorldStorage }
    let world = World(kind: .isolated, runtime: self)
    isolatedWorldStorage = world
    return world
  }

  /// The worlds made so far.
  var existingWorlds: [World] { [pageWorldStorage, isolatedWorldStorage].compactMap { $0 } }

  // MARK: - Running scripts

  /// Evaluates `source` in `world` (the extension world by default) as a task of the event
  /// loop, followed by a microtask checkpoint; returns the completion value, or throws what
  /// the script threw.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#run-a-classic-script
  @discardableResult
  public func evaluate(_ source: String, sourceURL: String? = nil, in world: World? = nil)
    throws(JSException) -> JSValue
  {
    let target = world ?? extensionWorld
    var outcome: Result<JSValue, JSException> = .success(target.context.undefined)
    eventLoop.perform {
      do throws(JSException) {
        outcome = .success(try target.context.evaluateScript(source, sourceURL: sourceURL))
      } catch {
        outcome = .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Runs the event loop (timers, queued tasks, animation frames, idle callbacks) until a stop
  /// condition holds or no work is left; returns why it stopped. With the virtual clock, time
  /// jumps to each next timer, so this returns at once. By default at most
  /// ``defaultMaxTasks`` tasks run.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model
  @discardableResult
  public func runEventLoop(
    until conditions: EventLoop.StopConditions = EventLoop.StopConditions(
      maxTasks: Runtime.defaultMaxTasks)
  ) -> EventLoop.StopReason {
    eventLoop.run(until: conditions)
  }

  /// Changes the display (a resize, a rotation): fires `resize`, media query `change` and
  /// orientation events as a task would.
  public func setViewport(_ viewport: Viewport) {
    eventLoop.perform { window.setViewport(viewport) }
  }

  // MARK: - Records

  /// Every console message, in order.
  public var consoleMessages: [ConsoleMessage] { console.messages }
  /// Every dialog (`alert`, `confirm`, `prompt`, `print`), in order.
  public var dialogs: [DialogRecord] { navigationLog.dialogs }
  /// Every navigation, `window.open` and beacon, in order.
  public var navigations: [NavigationRecord] { navigationLog.navigations }

  /// The current time for event time stamps (`performance.now()` milliseconds).
  var eventClock: () -> Double { window.eventClock }

  // MARK: - Errors

  /// Reports an exception nobody caught (a listener, a timer, a microtask threw): fires a
  /// cancelable `error` event (`ErrorEvent`) at the window and, unless a handler canceled it,
  /// records it and prints it to the console as `Uncaught …`.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
  func report(_ error: any Error) {
    guard let exception = error as? JSException else { return }
    let text = Self.text(of: exception)
    var handled = false
    // An error thrown by an error handler is not reported through another error event.
    if !isReportingError && !exception.isTimeLimit {
      isReportingError = true
      defer { isReportingError = false }
      let eventInit = ErrorEventInit(
        EventInit(cancelable: true), message: text, filename: exception.sourceURL ?? "",
        lineno: UInt32(clamping: exception.line ?? 0),
        colno: UInt32(clamping: exception.column ?? 0), error: exception.value)
      handled = !window.fireEvent(ErrorEvent("error", eventInit, clock: eventClock))
    }
    var record = UncaughtError(
      kind: .exception, message: text, sourceURL: exception.sourceURL, line: exception.line,
      column: exception.column, stack: exception.stack, handled: handled, time: clock.now)
    record.isTimeLimit = exception.isTimeLimit
    errors.append(record)
    guard !handled else { return }
    uncaughtExceptions.append(exception)
    console.record(
      .error, text: "Uncaught " + text,
      source: ConsoleSource(
        url: exception.sourceURL, line: exception.line, column: exception.column),
      stack: exception.stack)
  }

  /// An exception as text: `Name: message`, or the thrown value.
  static func text(of exception: JSException) -> String {
    guard let name = exception.name, !name.isEmpty else { return exception.message }
    return exception.message.isEmpty ? name : name + ": " + exception.message
  }

  /// The microtask checkpoint after each task: runs the engine's jobs, then records the
  /// promises rejected without a handler.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
  func performMicrotaskCheckpoint() {
    let worlds = existingWorlds
    // The worlds share one virtual machine, hence one job queue.
    if let context = worlds.first?.context {
      context.drainMicrotasks()
      // Checkpoints the time limit stopped (this one, or one after a call into script):
      // reported once, unless a callback stopped inside was reported already.
      let stopped = context.virtualMachine.takeStoppedMicrotaskCheckpoints()
      let recent = errors[min(errorsAtLastCheckpoint, errors.count)...]
      if stopped > 0 && !recent.contains(where: \.isTimeLimit) {
        var record = UncaughtError(
          kind: .exception,
          message: "Microtasks (promise jobs, queueMicrotask and mutation observer callbacks) "
            + "ran past the script time limit and were stopped; the jobs left were dropped.",
          time: clock.now)
        record.isTimeLimit = true
        record.inMicrotasks = true
        errors.append(record)
        console.record(.error, text: record.message, source: ConsoleSource())
      }
      errorsAtLastCheckpoint = errors.count
    }
    for world in worlds {
      for reason in world.context.takeUnhandledRejections() {
        let exception = JSThrow.value(reason).exception(in: world.context)
        let text = Self.text(of: exception)
        errors.append(
          UncaughtError(
            kind: .unhandledRejection, message: text, sourceURL: exception.sourceURL,
            line: exception.line, column: exception.column, stack: exception.stack,
            time: clock.now))
        console.record(
          .error, text: "Unhandled Promise Rejection: " + text,
          source: ConsoleSource(
            url: exception.sourceURL, line: exception.line, column: exception.column),
          stack: exception.stack)
      }
    }
  }

  /// The DOM node a wrapper (of any world) wraps.
  func node(wrappedBy value: JSValue) -> Node? {
    for world in existingWorlds where world.context === value.context {
      return world.unwrap(value, as: NodeBinding.definition, Node.self)
    }
    return nil
  }
}
