import JSCore

/// A script's callback held by a Swift object of the page (an event listener on a node, a
/// `MutationObserver`), which the runtime lets go of when it ends.
///
/// A `JSValue` held from Swift is protected: a root of JavaScriptCore's collector. A callback
/// kept by a node keeps its function, its scope and through it the global object alive, and
/// when that scope reaches the node's wrapper (`var d = document;
/// d.addEventListener(…, () => d.title)`), the wrapper keeps the node, the node the callback:
/// a cycle through a root that no collection can break, so the whole page and its context
/// stayed in memory after the run (valgrind over a 200-case batch showed one
/// `MutationObserver` registration per case of the script that observes the body). Each
/// world keeps the callbacks it handed out and ``World/releaseScriptCallbacks()`` empties
/// them when the runtime goes (`Runtime.deinit`): the listeners and observers stay but call
/// nothing, and the collector can take the rest.
final class ScriptCallback {
  /// The callback, until released.
  private(set) var value: JSValue?

  init(_ value: JSValue) { self.value = value }

  /// Drops the callback.
  func release() { value = nil }
}

extension World {
  /// Keeps `callback` as one this world hands to the page's Swift objects (see
  /// ``ScriptCallback``).
  func retainScriptCallback(_ callback: JSValue) -> ScriptCallback {
    let kept = ScriptCallback(callback)
    scriptCallbacks.append(kept)
    return kept
  }

  /// Lets go of every callback this world handed out: the runtime is ending.
  func releaseScriptCallbacks() {
    for callback in scriptCallbacks { callback.release() }
    scriptCallbacks.removeAll()
  }
}
