internal import CJavaScriptCore

/// A value kept alive by a ``JSValueKeeper`` instead of being protected on its own.
///
/// Holding one costs nothing: it is a reference the keeper vouches for, valid while the keeper
/// lives. Turn it into a ``JSValue`` (which protects it) only where one is needed; return it
/// from a native function as ``JSReturn/kept(_:)``.
public struct JSKeptValue {
  let ref: JSValueRef
  /// The context the value belongs to.
  public unowned(unsafe) let context: JSContext

  /// The value, protected for as long as the returned wrapper lives.
  public var value: JSValue { JSValue(ref, in: context) }
}

/// Keeps many values alive for as long as the keeper lives, at the cost of one protected
/// value.
///
/// Every ``JSValue`` protects its value: JavaScriptCore records it in a table whose entries
/// are roots every collection visits, so keeping N values with N `JSValue`s makes each
/// collection cost O(N) and a loop that keeps values one by one O(N²) (a script walking a
/// page of a million nodes makes a million wrappers). A keeper stores values in script
/// arrays of fixed size hanging from one protected array instead: a collection marks them as
/// ordinary reachable objects, and a young-generation collection only revisits the chunk
/// being filled.
public final class JSValueKeeper {
  /// The context the kept values belong to.
  public unowned(unsafe) let context: JSContext
  /// The protected array of chunks.
  private let root: JSValue
  /// The chunk being filled, reachable from `root`.
  private var chunk: JSObjectRef?
  private var chunkCount = 0
  private var chunks: UInt32 = 0
  private static let chunkSize = 1024
  /// The number of values the plain-object maker made and keeps (see
  /// ``plainObjectMaker()``).
  private var keptByMaker = 0
  /// `make(prototype)`: a script function that makes an ordinary object with `prototype` and
  /// keeps it in chunks of its own, alive as long as the function (held here, protected).
  private var plainMaker: JSValue?
  private var plainMakerFailed = false

  /// A keeper for values of `context`.
  public init(context: JSContext) {
    self.context = context
    let array: JSObjectRef? = JSObjectMakeArray(context.ref, 0, nil, nil)
    // Storing an index is a [[Set]]: with `Array.prototype`/`Object.prototype` in the chain, a
    // page's setter for "0", "1"… would run (and could throw, losing the value). The keeper's
    // arrays have no prototype, so their stores only ever define their own elements.
    if let array { JSObjectSetPrototype(context.ref, array, JSValueMakeNull(context.ref)) }
    root = JSValue(array ?? JSValueMakeUndefined(context.ref), in: context)
  }

  /// The number of values kept so far.
  public var count: Int {
    (chunks == 0 ? 0 : (Int(chunks) - 1) * Self.chunkSize + chunkCount) + keptByMaker
  }

  /// Counts a value the plain-object maker made and keeps.
  func noteKeptByScript() { keptByMaker += 1 }

  /// The plain-object maker, made on first use (nil if the engine refused, then not retried).
  /// It uses no built-in a script could have replaced: an object literal's `__proto__:` sets
  /// the prototype without reading `Object.prototype.__proto__`, and the chunks and their list
  /// are objects without a prototype, whose element stores only define their own elements.
  func plainObjectMaker() -> JSObjectRef? {
    if let plainMaker { return plainMaker.objectRef }
    if plainMakerFailed { return nil }
    plainMakerFailed = true
    let source = """
      (function () {
        "use strict";
        const all = { __proto__: null };
        let chunk = null, count = 1024, chunks = 0;
        return function (prototype) {
          const made = { __proto__: prototype };
          if (count === 1024) {
            chunk = { __proto__: null };
            all[chunks++] = chunk;
            count = 0;
          }
          chunk[count++] = made;
          return made;
        };
      })
      """
    guard let factory = try? context.evaluateScript(source, sourceURL: "actionjs://keeper"),
      let made = try? factory.call(arguments: []), made.isFunction
    else { return nil }
    plainMaker = made
    plainMakerFailed = false
    return made.objectRef
  }

  /// Keeps `value` alive for the keeper's life.
  public func keep(_ value: JSValue) -> JSKeptValue {
    keep(ref: value.ref)
  }

  /// A new instance of `nativeClass` carrying `object`, with `prototype` as its prototype and
  /// `hooks` (or the class's) for its exotic properties, kept for the keeper's life (as
  /// ``JSContext/makeObject(of:carrying:prototype:hooks:)`` makes it, without protecting it on
  /// its own: the cheap way to make many wrappers).
  public func makeObject(
    of nativeClass: JSNativeClass, carrying object: AnyObject, prototype: JSValue,
    hooks: JSPropertyHooks? = nil
  ) -> JSKeptValue {
    let ref = context.ref
    let machine = context.virtualMachine
    machine.keepAlive(nativeClass)
    let box = PrivateBox(object, machine: machine, hooks: hooks ?? nativeClass.hooks)
    guard let instance = JSObjectMake(ref, nativeClass.ref, Unmanaged.passRetained(box).toOpaque())
    else {
      return JSKeptValue(ref: JSValueMakeUndefined(ref), context: context)
    }
    JSObjectSetPrototype(ref, instance, prototype.ref)
    return keep(ref: instance)
  }

  func keep(ref value: JSValueRef) -> JSKeptValue {
    let ref = context.ref
    if chunk == nil || chunkCount == Self.chunkSize, let rootObject = root.objectRef {
      // On the stack until it hangs from the root: the collector scans the stack.
      let made = JSObjectMakeArray(ref, 0, nil, nil)
      if let made { JSObjectSetPrototype(ref, made, JSValueMakeNull(ref)) }
      JSObjectSetPropertyAtIndex(ref, rootObject, chunks, made, nil)
      chunks += 1
      chunk = made
      chunkCount = 0
    }
    if let chunk {
      JSObjectSetPropertyAtIndex(ref, chunk, UInt32(chunkCount), value, nil)
      chunkCount += 1
    }
    return JSKeptValue(ref: value, context: context)
  }
}
