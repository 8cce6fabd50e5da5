import DOM
import JSCore

/// The `console` namespace (the model's `Window/Console/Console.swift`): each method records a
/// message in the runtime's ``Console`` with the calling script's location (from the
/// JavaScript stack). The object is a namespace: `Object.prototype.toString.call(console)` is
/// `"[object console]"`, as in Safari.
///
/// https://console.spec.whatwg.org/#console-namespace
enum ConsoleNamespace {
  /// The namespace, for error messages (not an interface: no prototype, no global).
  static let definition = InterfaceDefinition(name: "console", exposure: .hidden)

  /// The rows, declared in `Bindings/IDL/console.webidl`.
  static let members: [BindingMember] = generatedMembers

  /// `table(tabularData, properties)`: the properties are read from an array only.
  ///
  /// https://console.spec.whatwg.org/#table
  static let customTable = BindingMember.operation("table") { call in
    var properties: [String]?
    if !call.js.isNullOrUndefined(1) {
      let list = call.argument(1)
      if list.isArray {
        let count = Int(try list.get("length").toNumber())
        properties = try (0..<count).map { try list.get(at: $0).toStringChecked() }
      }
    }
    call.world.runtime.console.table(
      call.argumentCount > 0 ? call.argument(0) : nil, properties: properties,
      source: call.world.callerLocation())
    return .undefined
  }

  /// `dir(item, options)`: a missing item (nil for the model) differs from `undefined`.
  ///
  /// https://console.spec.whatwg.org/#dir
  static let customDir = BindingMember.operation("dir") { call in
    call.world.runtime.console.dir(
      call.argumentCount > 0 ? call.argument(0) : nil, source: call.world.callerLocation())
    return .undefined
  }
}

/// What the console's rows call (`Bindings/IDL/console.webidl`): the runtime's ``Console``,
/// each message recorded with the location of the script that called.
///
/// https://console.spec.whatwg.org/#console-namespace
struct ConsoleView {
  /// The world whose script called.
  unowned(unsafe) let world: World

  init(world: World) { self.world = world }

  private var console: Console { world.runtime.console }

  /// `log(...data)`.
  func log(_ data: [JSValue]) { console.log(data, source: world.callerLocation()) }

  /// `info(...data)`.
  func info(_ data: [JSValue]) { console.info(data, source: world.callerLocation()) }

  /// `warn(...data)`.
  func warn(_ data: [JSValue]) { console.warn(data, source: world.callerLocation()) }

  /// `error(...data)`.
  func error(_ data: [JSValue]) { console.error(data, source: world.callerLocation()) }

  /// `debug(...data)`.
  func debug(_ data: [JSValue]) { console.debug(data, source: world.callerLocation()) }

  /// `dirxml(...data)`.
  func dirxml(_ data: [JSValue]) { console.dirxml(data, source: world.callerLocation()) }

  /// `group(...data)`.
  func group(_ data: [JSValue]) { console.group(data, source: world.callerLocation()) }

  /// `groupCollapsed(...data)`.
  func groupCollapsed(_ data: [JSValue]) {
    console.groupCollapsed(data, source: world.callerLocation())
  }

  /// `groupEnd()`.
  func groupEnd() { console.groupEnd(source: world.callerLocation()) }

  /// `trace(...data)`: with the calling script's stack.
  func trace(_ data: [JSValue]) {
    let stack = world.callerStack()
    console.trace(
      data, stack: stack,
      source: stack.flatMap { $0.split(separator: "\n").first }.map(World.location(ofFrame:)))
  }

  /// `assert(condition, ...data)`.
  func assert(_ condition: Bool, _ data: [JSValue]) {
    console.assert(condition, data, source: world.callerLocation())
  }

  /// `clear()`.
  func clear() { console.clear(source: world.callerLocation()) }

  /// `count(label)`.
  func count(_ label: String) { console.count(label, source: world.callerLocation()) }

  /// `countReset(label)`.
  func countReset(_ label: String) { console.countReset(label, source: world.callerLocation()) }

  /// `time(label)`.
  func time(_ label: String) { console.time(label, source: world.callerLocation()) }

  /// `timeLog(label, ...data)`.
  func timeLog(_ label: String, _ data: [JSValue]) {
    console.timeLog(label, data, source: world.callerLocation())
  }

  /// `timeEnd(label)`.
  func timeEnd(_ label: String) { console.timeEnd(label, source: world.callerLocation()) }
}
