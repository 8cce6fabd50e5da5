import Foundation

/// What an `NSItemProvider` of the run gives, in `--plist jsc` mode, where JavaScriptCore's
/// result refers back to an enclosing container (`o.self = o`): on Apple's platforms that
/// entry *is* the enclosing `NSDictionary`/`NSArray`.
///
/// swift-corelibs-foundation bridges containers eagerly and deeply (`as? [String: Any]`
/// converts every nested `NSDictionary`/`NSArray` at once), so a real reference cycle would
/// overflow the stack in the handler's first cast. The back-edge is therefore this object,
/// which bridging leaves alone, holding the enclosing container itself as ``target``: a
/// handler walking the results finds a value that is not a property list where Apple's
/// would find the container again.
///
/// ``target`` is a strong reference, so the container and this object form a retain cycle
/// that is never freed (one per cyclic result of a `jsc` run): nothing can tell when the
/// handler is done with the results, and a weak reference would let a handler that keeps
/// only a bridged copy find ``target`` gone. That leak is the deliberate cost of `jsc` mode.
public final class CycleReference: NSObject {
  /// The enclosing container the JavaScript value referred back to (an `NSMutableDictionary`
  /// or `NSMutableArray`).
  public let target: AnyObject
  /// The container's path in the results, e.g. `results` or `results.a`.
  public let path: String

  init(target: AnyObject, path: String) {
    self.target = target
    self.path = path
    super.init()
  }

  public override var description: String { "<cycle to \(path)>" }
}
