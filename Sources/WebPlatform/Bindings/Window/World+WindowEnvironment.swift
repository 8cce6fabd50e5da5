import DOM
import JSCore

/// The window bindings' state in one world: event handler slots, the set-up script's helpers
/// and objects that must be the same every time.
final class WindowWorldState {
  /// Event handler IDL attributes set in this world (`window.onload = f`), by target and name.
  var eventHandlers: [EventHandlerKey: EventHandlerSlot] = [:]
  /// The set-up script's helpers: `callerStack()` and `clone(value)`.
  var helpers: JSValue?
  /// `navigator.languages` (the same frozen array every time).
  var navigatorLanguages: JSValue?
  /// Whether `Navigator.prototype` got its platform-specific members.
  var navigatorPrepared = false
  /// The lazily made globals this world has made (or dropped), by name (WindowGlobals).
  var madeGlobals: Set<String> = []
  /// Whether every lazily made global has been made (the global's keys were listed).
  var madeAllGlobals = false
  /// The two native functions behind every window event handler accessor, made once.
  var eventHandlerAccessors: (get: JSValue, set: JSValue)?
  /// Playback numbers scripts set on media elements (`volume`, `muted`…), by element.
  var mediaState: [ObjectIdentifier: [String: Double]] = [:]
  /// `[SameObject]` helper objects of elements (`validity`, SVG `className`), by element.
  var sameObjects: [ObjectIdentifier: [String: AnyObject]] = [:]

  /// Releases every script value (teardown).
  func removeAll() {
    for slot in eventHandlers.values {
      if let listener = slot.listener { slot.target?.removeEventListener(slot.type, listener) }
    }
    eventHandlers.removeAll()
    helpers = nil
    navigatorLanguages = nil
    eventHandlerAccessors = nil
  }
}

extension World {
  /// Completes the global object: the named properties object in the prototype chain, the
  /// clock-following `Date`, the seeded `Math.random`, `queueMicrotask` and unhandled
  /// rejection tracking. The window's members, event handler attributes, `console` and the
  /// interface objects are made on first use (``WindowGlobals``).
  func installWindowEnvironment() {
    installWindowProperties()
    runWindowSetupScript()
    // The engine's own globals that the window defines differently are replaced now (a read
    // would find the engine's and never reach the named properties object). Replacing a data
    // property's value keeps the global object's shape; deleting it would not.
    for name in WindowGlobals.engineDefinedNames { makeGlobal(name) }
    context.setGlobalHooks(globalObjectHooks())
    try? context.trackUnhandledRejections()
  }

  /// Defines the window's event handler attribute `name` (`onload`, …) on the global object:
  /// an accessor pair calling two native functions all handlers share.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes
  func installWindowEventHandler(_ name: String) {
    let accessors = windowState.eventHandlerAccessors ?? makeWindowEventHandlerAccessors()
    let install = windowState.helpers?.property("eventHandlers")
    _ = try? install?.call(arguments: [context.string(name), accessors.get, accessors.set])
  }

  private func makeWindowEventHandlerAccessors() -> (get: JSValue, set: JSValue) {
    let get = context.makeFunction(name: "get", length: 1) { [unowned(unsafe) self] call in
      let handler = self.eventHandler(try call.string(0), on: self.window)
      return handler.map { .value($0) } ?? .null
    }
    let set = context.makeFunction(name: "set", length: 2) { [unowned(unsafe) self] call in
      let value = call.argument(1)
      self.setEventHandler(try call.string(0), on: self.window, to: value.isObject ? value : nil)
      return .undefined
    }
    windowState.eventHandlerAccessors = (get, set)
    return (get, set)
  }

  /// Puts the named properties object between `Window.prototype` and
  /// `EventTarget.prototype`, so that `window.main` finds `<div id="main">` unless a global
  /// property or a `Window` member has that name.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object
  private func installWindowProperties() {
    let named = context.makeObject(
      of: nativeClass(for: WindowPropertiesBinding.definition), carrying: window,
      prototype: interface(EventTargetBinding.definition).prototype,
      hooks: instanceHooks(for: WindowPropertiesBinding.definition))
    defineValue(
      on: named, key: intrinsics.property("toStringTag"), context.string("WindowProperties"),
      writable: false, enumerable: false)
    interface(WindowBinding.definition).prototype.prototype = named
  }

  /// Replaces `Date` (no-argument forms read the event loop's clock), `Math.random` (the
  /// runtime's seeded generator) and defines `queueMicrotask` (the engine's microtask queue,
  /// exceptions reported); keeps the helpers the bindings use.
  private func runWindowSetupScript() {
    let loop = runtime.eventLoop
    let now = context.makeFunction(name: "now") { _ in .number(loop.dateNow) }
    let random = context.makeFunction(name: "random") { [unowned(unsafe) self] _ in
      .number(self.runtime.random.nextUnitInterval())
    }
    let report = context.makeFunction(name: "reportException", length: 1) {
      [unowned(unsafe) self] call in
      self.runtime.report(JSThrow.value(call.argument(0)).exception(in: self.context))
      return .undefined
    }
    do {
      let setUp = try context.evaluateScript(Self.windowSetupSource, sourceURL: "actionjs://window")
      windowState.helpers = try setUp.call(arguments: [global, now, random, report])
    } catch {
      preconditionFailure("the window set-up script failed: \(error)")
    }
  }

  /// The window's `navigator`, prepared for this world. The first time, on iOS,
  /// `Navigator.prototype` gets the members only iOS has (`standalone`): done here, on first
  /// use, so that worlds that never read `navigator` do not make the interface.
  func preparedNavigator() -> Navigator {
    if !windowState.navigatorPrepared {
      windowState.navigatorPrepared = true
      if window.navigator.profile.standalone != nil {
        installMembers(
          NavigatorBinding.iOSMembers, of: NavigatorBinding.definition,
          on: interface(NavigatorBinding.definition).prototype)
      }
    }
    return window.navigator
  }

  /// The `console` namespace object: its operations, and `Symbol.toStringTag` "console".
  ///
  /// https://console.spec.whatwg.org/#console-namespace
  func makeConsole() -> JSValue {
    let console = context.object()
    installMembers(ConsoleNamespace.members, of: ConsoleNamespace.definition, on: console)
    defineValue(
      on: console, key: intrinsics.property("toStringTag"), context.string("console"),
      writable: false, enumerable: false)
    return console
  }

  // MARK: - Helpers for the window bindings

  /// Calls a script callback, reporting what it throws.
  func invokeCallback(_ function: JSValue, this: JSValue? = nil, arguments: [JSValue] = []) {
    do {
      try function.call(this: this, arguments: arguments)
    } catch {
      runtime.report(error)
    }
  }

  /// A structured clone of `value` made in this world (`DataCloneError` for functions,
  /// symbols, DOM objects and other platform objects).
  ///
  /// https://html.spec.whatwg.org/multipage/structured-data.html#structuredclone
  func structuredClone(_ value: JSValue) throws -> JSValue {
    guard let clone = windowState.helpers?.property("clone") else { return value }
    return try clone.call(arguments: [value])
  }

  /// The stack of the script calling a native function, as JavaScriptCore formats it
  /// (`function@url:line:column` per line), without the bindings' own frames.
  func callerStack() -> String? {
    guard let helper = windowState.helpers?.property("callerStack"),
      let stack = try? helper.call().toStringChecked()
    else { return nil }
    let frames = stack.split(separator: "\n").filter { !Self.isInternalFrame($0) }
    return frames.isEmpty ? nil : frames.joined(separator: "\n")
  }

  /// The source location of the script calling a native function: the first frame of
  /// ``callerStack()`` (a console call's location).
  func callerLocation() -> ConsoleSource? {
    guard let stack = callerStack(), let first = stack.split(separator: "\n").first else {
      return nil
    }
    return Self.location(ofFrame: first)
  }

  /// Whether a stack frame is the bindings' own (native code, the set-up scripts).
  static func isInternalFrame(_ frame: Substring) -> Bool {
    guard let at = frame.lastIndex(of: "@") else { return true }
    let location = frame[frame.index(after: at)...]
    return location.isEmpty || location == "[native code]" || location.hasPrefix("actionjs://")
  }

  /// `url:line:column` of a stack frame `function@url:line:column`.
  static func location(ofFrame frame: Substring) -> ConsoleSource {
    guard let at = frame.lastIndex(of: "@") else { return ConsoleSource() }
    var location = frame[frame.index(after: at)...]
    var numbers: [Int] = []
    while numbers.count < 2, let colon = location.lastIndex(of: ":"),
      let number = Int(location[location.index(after: colon)...])
    {
      numbers.insert(number, at: 0)
      location = location[..<colon]
    }
    return ConsoleSource(
      url: String(location), line: numbers.count == 2 ? numbers[0] : numbers.first,
      column: numbers.count == 2 ? numbers[1] : nil)
  }

  /// The set-up script: `(global, now, random, report) → helpers`.
  static let windowSetupSource = """
    (function (global, now, random, report) {
      "use strict";
      const OriginalDate = global.Date;
      const defineProperty = Object.defineProperty;
      const construct = Reflect.construct;
      const apply = Reflect.apply;
      const slice = Array.prototype.slice;
      const dateToString = OriginalDate.prototype.toString;
      const dateGetTime = OriginalDate.prototype.getTime;
      const ErrorConstructor = global.Error;
      const TypeErrorConstructor = global.TypeError;
      const MapConstructor = global.Map;
      const SetConstructor = global.Set;
      const RegExpConstructor = global.RegExp;
      const ArrayBufferConstructor = global.ArrayBuffer;
      const arrayBufferSlice = ArrayBufferConstructor.prototype.slice;
      const isView = ArrayBufferConstructor.isView;
      const objectKeys = Object.keys;
      const objectToString = Object.prototype.toString;
      const mapForEach = MapConstructor.prototype.forEach;
      const mapSet = MapConstructor.prototype.set;
      const mapGet = MapConstructor.prototype.get;
      const mapHas = MapConstructor.prototype.has;
      const setForEach = SetConstructor.prototype.forEach;
      const setAdd = SetConstructor.prototype.add;
      // Made on first use (see the bindings' set-up script).
      const PromiseConstructor = global.Promise;
      const promiseResolve = PromiseConstructor.resolve;
      const then = PromiseConstructor.prototype.then;
      let resolved;
      const define = function (target, name, value, enumerable) {
        defineProperty(target, name, {
          value: value, writable: true, enumerable: !!enumerable, configurable: true
        });
      };

      // Date: the no-argument forms read the event loop's clock; the rest is the engine's.
      const Date = function Date(year, month, day, hours, minutes, seconds, ms) {
        if (new.target === undefined) {
          return apply(dateToString, construct(OriginalDate, [now()]), []);
        }
        if (arguments.length === 0) { return construct(OriginalDate, [now()], new.target); }
        return construct(OriginalDate, apply(slice, arguments, []), new.target);
      };
      defineProperty(Date, "prototype", { value: OriginalDate.prototype, writable: false });
      define(OriginalDate.prototype, "constructor", Date);
      define(Date, "now", now);
      define(Date, "parse", OriginalDate.parse);
      define(Date, "UTC", OriginalDate.UTC);
      define(global, "Date", Date);
      define(global.Math, "random", random);

      define(global, "queueMicrotask", function queueMicrotask(callback) {
        if (arguments.length < 1) {
          throw new TypeErrorConstructor("Not enough arguments");
        }
        if (typeof callback !== "function") {
          throw new TypeErrorConstructor(
            "Argument 1 ('callback') to queueMicrotask must be a function");
        }
        if (resolved === undefined) {
          resolved = apply(promiseResolve, PromiseConstructor, [undefined]);
        }
        apply(then, resolved, [function () {
          try { callback(); } catch (error) { report(error); }
        }]);
      }, true);

      const dataCloneError = function (what) {
        const DOMExceptionConstructor = global.DOMException;
        return new DOMExceptionConstructor(what + " could not be cloned.", "DataCloneError");
      };
      const clone = function (value) {
        const memory = new MapConstructor();
        const copyProperties = function (input, output) {
          apply(mapSet, memory, [input, output]);
          const keys = objectKeys(input);
          for (let i = 0; i < keys.length; i++) { output[keys[i]] = copy(input[keys[i]]); }
          return output;
        };
        const copy = function (input) {
          const type = typeof input;
          if (type === "symbol") { throw dataCloneError("A Symbol"); }
          if (type === "function") { throw dataCloneError("A function"); }
          if (input === null || type !== "object") { return input; }
          if (apply(mapHas, memory, [input])) { return apply(mapGet, memory, [input]); }
          const tag = apply(objectToString, input, []);
          let output;
          switch (tag) {
            case "[object Object]": return copyProperties(input, {});
            case "[object Array]": return copyProperties(input, []);
            case "[object Date]":
              output = new OriginalDate(apply(dateGetTime, input, []));
              break;
            case "[object RegExp]":
              output = new RegExpConstructor(input.source, input.flags);
              break;
            case "[object Boolean]": case "[object Number]": case "[object String]":
              output = Object(input.valueOf());
              break;
            case "[object ArrayBuffer]":
              output = apply(arrayBufferSlice, input, [0]);
              break;
            case "[object Error]":
              output = new ErrorConstructor(input.message);
              break;
            case "[object Map]":
              output = new MapConstructor();
              apply(mapSet, memory, [input, output]);
              apply(mapForEach, input, [function (v, k) {
                apply(mapSet, output, [copy(k), copy(v)]);
              }]);
              return output;
            case "[object Set]":
              output = new SetConstructor();
              apply(mapSet, memory, [input, output]);
              apply(setForEach, input, [function (v) { apply(setAdd, output, [copy(v)]); }]);
              return output;
            default:
              if (isView(input)) {
                output = new input.constructor(input);
                break;
              }
              throw dataCloneError("The object");
          }
          apply(mapSet, memory, [input, output]);
          return output;
        };
        return copy(value);
      };
      const callerStack = function () { return new ErrorConstructor().stack; };
      // Event handler attributes on the global object: plain accessors calling two shared
      // native functions (far cheaper than two native functions per attribute).
      const eventHandlers = function (names, get, set) {
        const list = names.split(",");
        for (let i = 0; i < list.length; i++) {
          const name = list[i];
          defineProperty(global, name, {
            get: function () { return get(name); },
            set: function (value) { set(name, value); },
            enumerable: true, configurable: true
          });
        }
      };
      return { callerStack: callerStack, clone: clone, eventHandlers: eventHandlers };
    })
    """
}
