internal import CJavaScriptCore

/// The slots both string caches keep their strings in (``StringArgumentCache``,
/// ``StringResultCache``): per slot a protected string cell and its Swift text.
///
/// A kept cell is protected, so it cannot be collected and its address given to another
/// value while it is here; ``removeAll(in:)`` lets go of them all before the context goes.
struct KeptStringSlots {
  private(set) var kept: [JSValueRef?]
  private(set) var strings: [String]

  init(count: Int) {
    kept = [JSValueRef?](repeating: nil, count: count)
    strings = [String](repeating: "", count: count)
  }

  /// Keeps `value` (a string cell holding `string`) in `slot`, letting go of the cell there.
  mutating func keep(_ value: JSValueRef, _ string: String, at slot: Int, in context: JSContextRef)
  {
    JSValueProtect(context, value)
    if let old = kept[slot] { JSValueUnprotect(context, old) }
    kept[slot] = value
    strings[slot] = string
  }

  /// Lets go of every kept cell.
  mutating func removeAll(in context: JSContextRef) {
    for index in kept.indices {
      if let value = kept[index] { JSValueUnprotect(context, value) }
      kept[index] = nil
      strings[index] = ""
    }
  }
}
