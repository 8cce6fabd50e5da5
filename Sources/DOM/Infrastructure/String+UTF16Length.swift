extension String {
  /// The length in UTF-16 code units (the DOM's length of a string), counted from the UTF-8
  /// bytes: one unit for each byte that starts a scalar, two for a four-byte scalar.
  ///
  /// The same as `utf16.count`, which for a native non-ASCII string first builds the string's
  /// index "breadcrumbs" (an allocation and a walk) and keeps them on the storage: each new
  /// text a script sets (`node.data = …`) paid that, several times per set.
  ///
  /// https://infra.spec.whatwg.org/#string-length
  @inlinable
  public var utf16Length: Int {
    var copy = self
    return copy.withUTF8 { bytes in
      var units = 0
      for byte in bytes {
        // A continuation byte (10xxxxxx) adds nothing; a four-byte lead (11110xxx) adds two.
        units &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
      }
      return units
    }
  }
}
