extension Element {
  /// A `width` or `height` attribute in pixels: for HTML, the rules for parsing dimension
  /// values (leading digits, `32px` reads 32; percentages are not pixels); for an `svg`
  /// root, a number or a `px` length (`width="32px"`).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values
  public func dimensionAttribute(_ name: String) -> Double? {
    guard let value = attributeValue(localName: name) else { return nil }
    let units = Array(value.utf8)
    var index = 0
    while index < units.count && units[index].isASCIIWhitespace { index += 1 }
    let start = index
    while index < units.count
      && ((units[index] >= 0x30 && units[index] <= 0x39) || units[index] == 0x2E)
    {
      index += 1
    }
    guard index > start, let number = Double(String(decoding: units[start..<index], as: UTF8.self))
    else { return nil }
    let rest = String(decoding: units[index...], as: UTF8.self).asciiLowercased()
    if isHTMLElement { return rest.hasPrefix("%") ? nil : number }
    return rest.isEmpty || rest == "px" ? number : nil
  }
}
