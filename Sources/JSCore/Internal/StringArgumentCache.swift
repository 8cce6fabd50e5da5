internal import CJavaScriptCore

/// The Swift strings of string arguments a script passes again and again (attribute names,
/// tag names, selectors: literals and the elements of constant arrays), found by the
/// argument's identity instead of converted anew.
///
/// A string primitive's value reference is its string cell, and a cell's text never changes;
/// the cache protects each cell it keeps, so a kept reference cannot be collected and its
/// address given to another string while it is here. A cell is kept only on its second
/// sighting in its slot (a string made once, such as a concatenation, costs a probe and
/// nothing else), only when it is a string primitive (an object's `toString` runs every
/// time), and only when it is short. Converting a string argument costs ~200 ns (the lock
/// taken for the conversion, a copy, UTF-8 out of the engine, a Swift string); a hit, a
/// comparison.
final class StringArgumentCache {
  private static let slotCount = 256
  private static let longest = 64
  private var slots = KeptStringSlots(count: slotCount)
  private var seen = [UInt](repeating: 0, count: slotCount)

  @inline(__always)
  private static func slot(of value: JSValueRef) -> Int {
    let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(value)))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The string `value` is, when it is kept.
  @inline(__always)
  func string(for value: JSValueRef) -> String? {
    let slot = Self.slot(of: value)
    return slots.kept[slot] == value ? slots.strings[slot] : nil
  }

  /// Offers `value`, just converted to `string`: kept on its second sighting when it is a
  /// short string primitive.
  func offer(_ value: JSValueRef, _ string: String, in context: JSContextRef) {
    let slot = Self.slot(of: value)
    let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(value)))
    guard seen[slot] == bits else {
      seen[slot] = bits
      return
    }
    guard string.utf8.count <= Self.longest, JSValueIsString(context, value) else {
      seen[slot] = 0
      return
    }
    slots.keep(value, string, at: slot, in: context)
  }

  /// Lets go of every kept string (before the context is released).
  func removeAll(in context: JSContextRef) {
    slots.removeAll(in: context)
    for index in seen.indices { seen[index] = 0 }
  }
}
