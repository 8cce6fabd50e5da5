import DOM
import JSCore

/// The page environment an extension script sees: a window over a parsed document, with one
/// JavaScript world for the extension (isolated by default) and, when needed, one for the
/// page's own scripts. Use from one thread.
///
/// Creating a runtime is cheap: interfaces, prototypes and wrappers are made when script first
/// touches them.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#environment-settings-objects
public final class Runtime {
  /// Runtime settings.
  public struct Options: Sendable {
    /// The world the extension script runs in (shared/SAFARI-BEHAVIOR.md §1.4: isolated).
    public var extensionWorld: World.Kind = .isolated

    /// The defaults.
    public init() {}
  }

  /// The JavaScript virtual machine (context group) the worlds run on.
  public let virtualMachine: VirtualMachine
  /// The document the scripts see.
  public let document: Document
  /// The window.
  public let window: Window
  /// The settings.
  public let options: Options
  /// Exceptions no script caught (thrown by event listeners, timers…), in order.
  public internal(set) var uncaughtExceptions: [JSException] = []

  /// Parsed selectors, shared by every query of the runtime's scripts.
  public let selectorCache = SelectorCache()

  /// The runtime's mutation observers: their notifications are queued as microtasks.
  ///
  /// https://dom.spec.whatwg.org/#mutation-observers
  public private(set) lazy var mutationObserverAgent: MutationObserverAgent = {
    let agent = MutationObserverAgent()
    agent.onMicrotaskQueued = { [unowned(unsafe) self] in
      self.extensionWorld.queueMicrotask { [unowned(unsafe) agent] in
        agent.notifyMutationObservers()
      }
    }
    return agent
  }()

  private var pageWorldStorage: World?
  private var isolatedWorldStorage: World?

  /// Makes a runtime over `document`.
  public init(
    document: Document, options: Options = Options(),
    virtualMachine: VirtualMachine = VirtualMachine()
  ) {
    self.virtualMachine = virtualMachine
    self.document = document
    self.options = options
    self.window = Window(document: document)
    document.globalEventTarget = window
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

  /// Evaluates `source` in `world` (the extension world by default).
  @discardableResult
  public func evaluate(_ source: String, sourceURL: String? = nil, in world: World? = nil)
    throws(JSException) -> JSValue
  {
    let target = world ?? extensionWorld
    let result = try target.context.evaluateScript(source, sourceURL: sourceURL)
    target.context.drainMicrotasks()
    return result
  }

  /// The current time for event time stamps (`performance.now()` milliseconds).
  var eventClock: () -> Double { { 0 } }

  /// Records an exception nobody caught (a listener or a callback threw).
  func report(_ error: any Error) {
    if let exception = error as? JSException { uncaughtExceptions.append(exception) }
  }
}
