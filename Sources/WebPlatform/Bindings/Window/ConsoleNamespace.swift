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

  static let members: [BindingMember] = [
    logger("log") { $0.log($1, source: $2) },
    logger("info") { $0.info($1, source: $2) },
    logger("warn") { $0.warn($1, source: $2) },
    logger("error") { $0.error($1, source: $2) },
    logger("debug") { $0.debug($1, source: $2) },
    logger("dirxml") { $0.dirxml($1, source: $2) },
    logger("group") { $0.group($1, source: $2) },
    logger("groupCollapsed") { $0.groupCollapsed($1, source: $2) },
    .operation("groupEnd") { call in
      call.world.runtime.console.groupEnd(source: call.world.callerLocation())
      return .undefined
    },
    .operation("trace") { call in
      let stack = call.world.callerStack()
      call.world.runtime.console.trace(
        call.js.arguments(from: 0), stack: stack,
        source: stack.flatMap { $0.split(separator: "\n").first }.map(World.location(ofFrame:)))
      return .undefined
    },
    .operation("table") { call in
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
    },
    .operation("dir") { call in
      call.world.runtime.console.dir(
        call.argumentCount > 0 ? call.argument(0) : nil, source: call.world.callerLocation())
      return .undefined
    },
    .operation("assert") { call in
      call.world.runtime.console.assert(
        call.boolean(0), call.js.arguments(from: 1), source: call.world.callerLocation())
      return .undefined
    },
    .operation("clear") { call in
      call.world.runtime.console.clear(source: call.world.callerLocation())
      return .undefined
    },
    .operation("count") { call in
      call.world.runtime.console.count(try call.label(0), source: call.world.callerLocation())
      return .undefined
    },
    .operation("countReset") { call in
      call.world.runtime.console.countReset(
        try call.label(0), source: call.world.callerLocation())
      return .undefined
    },
    .operation("time") { call in
      call.world.runtime.console.time(try call.label(0), source: call.world.callerLocation())
      return .undefined
    },
    .operation("timeLog") { call in
      call.world.runtime.console.timeLog(
        try call.label(0), call.js.arguments(from: 1), source: call.world.callerLocation())
      return .undefined
    },
    .operation("timeEnd") { call in
      call.world.runtime.console.timeEnd(try call.label(0), source: call.world.callerLocation())
      return .undefined
    },
  ]

  /// A method printing its arguments at one level.
  private static func logger(
    _ name: String,
    _ body: @escaping @Sendable (Console, [JSValue], ConsoleSource?) -> Void
  ) -> BindingMember {
    .operation(name) { call in
      body(call.world.runtime.console, call.js.arguments(from: 0), call.world.callerLocation())
      return .undefined
    }
  }
}

extension BindingCall {
  /// A console label argument: `"default"` when missing or undefined.
  fileprivate func label(_ index: Int) throws -> String {
    try optionalString(index) ?? "default"
  }
}
