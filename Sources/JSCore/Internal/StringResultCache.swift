internal import CJavaScriptCore

/// The script strings of short string results a native function returns again and again
/// (node and attribute names, namespaces, common values), kept so that answering one again
/// costs a hash and a comparison instead of a new engine string.
///
/// Making a string result costs ~2,700 instructions: a `JSStringRef` (and for short strings
/// the engine's UTF-8 reader), `JSValueMakeString` (the engine's lock, an isolated copy of
/// the text, a string cell) and the release of the `JSStringRef`. A string is a value in
/// JavaScript: handing back the same cell for the same text is not observable. The cache
/// keeps a cell only on the second sighting of its text in its slot (a text made once costs
/// a probe), keeps them in ``KeptStringSlots`` as the argument cache does, and lets go of them
/// all with its context.
final class StringResultCache {
  private static let slotCount = 512
  /// The longest text kept, in UTF-8 bytes.
  private static let longest = 32
  private var slots = KeptStringSlots(count: slotCount)
  /// The hash last seen in each slot without being kept (0: none).
  private var seen = [UInt64](repeating: 0, count: slotCount)

  /// The hash of a short text (FNV-1a over its UTF-8 bytes, never 0), or nil for a long one.
  @inline(__always)
  private static func hash(of string: String) -> UInt64? {
    var copy = string
    return copy.withUTF8 { bytes -> UInt64? in
      guard bytes.count <= longest else { return nil }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return hash | 1
    }
  }

  /// A string value holding `string`: a kept cell, or a new one (kept when its text is seen
  /// for the second time in its slot).
  @inline(__always)
  func value(for string: String, in context: JSContextRef) -> JSValueRef {
    guard let hash = Self.hash(of: string) else { return Self.make(string, in: context) }
    let slot = Int(truncatingIfNeeded: hash >> 40) & (Self.slotCount - 1)
    if let value = slots.kept[slot], slots.strings[slot] == string { return value }
    let made = Self.make(string, in: context)
    guard seen[slot] == hash else {
      seen[slot] = hash
      return made
    }
    slots.keep(made, string, at: slot, in: context)
    seen[slot] = 0
    return made
  }

  @inline(__always)
  private static func make(_ string: String, in context: JSContextRef) -> JSValueRef {
    JSStringScope.with(string) { JSValueMakeString(context, $0) }
  }

  /// Lets go of every kept string (before the context is released).
  func removeAll(in context: JSContextRef) {
    slots.removeAll(in: context)
    for index in seen.indices { seen[index] = 0 }
  }
}
