/// Computed values kept between `getComputedStyle` reads while a document does not change:
/// reading the 412 properties of many elements computes each element's inherited values once,
/// not once a property.
///
/// Valid for one document version (``Document/domVersion``: every mutation bumps it, style
/// attribute changes included) and one media environment (a viewport change that changes
/// which media queries match); a read after a change starts afresh. The values are those of
/// ``UserAgentStyle/computedValue(_:of:)``.
public final class ComputedStyleCache {
  private weak var document: Document?
  private var version: UInt64 = 0
  private var mediaVersion: UInt64 = 0
  private var resolver = ComputedValueResolver()
  private var customNames: [ObjectIdentifier: (element: Element, names: [String])] = [:]

  public init() {}

  /// Forgets every value: for a change that does not bump the document's version (a style
  /// sheet edited through the CSSOM, say).
  public func invalidate() {
    document = nil
    resolver = ComputedValueResolver()
    customNames = [:]
  }

  /// Forgets everything when `element`'s document is not the one cached or has changed.
  private func validate(for element: Element) {
    let owner = element.ownerDocument
    let media = owner?.styleEnvironment?.mediaVersion ?? 0
    guard owner !== document || owner?.domVersion != version || media != mediaVersion else {
      return
    }
    document = owner
    version = owner?.domVersion ?? 0
    mediaVersion = media
    resolver = ComputedValueResolver()
    customNames = [:]
  }

  /// ``UserAgentStyle/computedValue(_:of:)``, cached.
  public func computedValue(_ property: String, of element: Element) -> String? {
    validate(for: element)
    return UserAgentStyle.computedValue(property, of: element, resolver: &resolver)
  }

  /// ``UserAgentStyle/customPropertyNames(of:)``, cached.
  public func customPropertyNames(of element: Element) -> [String] {
    validate(for: element)
    let key = ObjectIdentifier(element)
    if let cached = customNames[key] { return cached.names }
    let names = UserAgentStyle.customPropertyNames(of: element)
    customNames[key] = (element, names)
    return names
  }
}
